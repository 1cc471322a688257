import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HomeAddress } from '../../../src/flows';
import { createDemoEmployee, employeeWithAddressesAndJob } from '../demoEmployees';
import { useDemo, withDemo, type DemoParameters } from '../withDemo';

function Step({ onComplete }: { onComplete: () => void }) {
  const { companyId, demo } = useDemo();
  return <HomeAddress companyId={companyId} employeeId={demo.employeeId!} onComplete={onComplete} />;
}

const meta = {
  title: 'Flows/Steps/HomeAddress',
  component: Step,
  decorators: [withDemo],
  args: { onComplete: fn() },
  parameters: {
    demo: { setup: async (api) => ({ employeeId: await createDemoEmployee(api) }) } satisfies DemoParameters,
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No address yet: an empty form and no history. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Street address/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /State/ })).toHaveValue('');
    await expect(canvas.queryByRole('heading', { name: 'Address history' })).not.toBeInTheDocument();
  },
};

/** The current address with its history. */
export const Filled: Story = {
  parameters: { demo: { setup: employeeWithAddressesAndJob } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Address history')).toBeVisible();
  },
};

/** Missing city and state, a bad ZIP: each message on its field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /ZIP code/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByRole('textbox', { name: /ZIP code/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A new employee's first address saved: the step completes and the address is in the history. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Street address/ }), '77 Bedford Ave');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Brooklyn');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /State/ }), 'NY');
    await userEvent.type(canvas.getByRole('textbox', { name: /ZIP code/ }), '11211');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
    const history = await canvas.findByRole('region', { name: 'Address history' });
    await expect(within(history).getByText(/^77 Bedford Ave, Brooklyn, NY 11211/)).toBeVisible();
  },
};
