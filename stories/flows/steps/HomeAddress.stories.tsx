import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomeAddress } from '../../../src/flows';
import { createDemoEmployee, giveAddressesAndJob } from '../demoEmployees';
import { useDemo, withDemo, type DemoParameters } from '../withDemo';

function Step() {
  const { companyId, demo } = useDemo();
  return <HomeAddress companyId={companyId} employeeId={demo.employeeId!} onComplete={() => undefined} />;
}

const meta = {
  title: 'Flows/Steps/HomeAddress',
  component: Step,
  decorators: [withDemo],
  parameters: {
    demo: { setup: async (api) => ({ employeeId: await createDemoEmployee(api) }) } satisfies DemoParameters,
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No address yet. */
export const Empty: Story = {};

/** The current address with its history. */
export const Filled: Story = {
  parameters: {
    demo: {
      setup: async (api) => {
        const employeeId = await createDemoEmployee(api);
        await giveAddressesAndJob(api, employeeId);
        return { employeeId };
      },
    } satisfies DemoParameters,
  },
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
