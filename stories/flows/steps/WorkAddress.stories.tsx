import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WorkAddress } from '../../../src/flows';
import { createDemoEmployee, employeeWithAddressesAndJob } from '../demoEmployees';
import { useDemo, withDemo, type DemoParameters } from '../withDemo';

function Step({ onComplete }: { onComplete: () => void }) {
  const { companyId, demo } = useDemo();
  return <WorkAddress companyId={companyId} employeeId={demo.employeeId!} onComplete={onComplete} />;
}

const meta = {
  title: 'Flows/Steps/WorkAddress',
  component: Step,
  decorators: [withDemo],
  args: { onComplete: fn() },
  parameters: {
    demo: { setup: async (api) => ({ employeeId: await createDemoEmployee(api) }) } satisfies DemoParameters,
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new employee: no location chosen yet, the company's locations to choose from. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /525 Market St/ });
    const location = canvas.getByRole('combobox', { name: /Work location/ });
    await expect(location).toHaveValue('');
    await expect(location).toHaveDisplayValue('Choose a location');
  },
};

/** Choosing among the company's locations; saving without one is refused on the field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /525 Market St/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByRole('combobox', { name: /Work location/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The employee already works at a location. */
export const Filled: Story = {
  parameters: { demo: { setup: employeeWithAddressesAndJob } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /525 Market St/ });
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /Work location/ })).toHaveDisplayValue(
        '525 Market St, San Francisco, CA 94105',
      ),
    );
  },
};

/** A location chosen and saved: the step reports completion. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /200 Park Ave/ });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Work location/ }),
      '200 Park Ave, New York, NY 10166',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('combobox', { name: /Work location/ })).toHaveDisplayValue(
      '200 Park Ave, New York, NY 10166',
    );
  },
};
