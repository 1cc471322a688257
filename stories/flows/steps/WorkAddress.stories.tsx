import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WorkAddress } from '../../../src/flows';
import { createDemoEmployee, giveAddressesAndJob } from '../demoEmployees';
import { useDemo, withDemo, type DemoParameters } from '../withDemo';

function Step() {
  const { companyId, demo } = useDemo();
  return <WorkAddress companyId={companyId} employeeId={demo.employeeId!} onComplete={() => undefined} />;
}

const meta = {
  title: 'Flows/Steps/WorkAddress',
  component: Step,
  decorators: [withDemo],
  parameters: {
    demo: { setup: async (api) => ({ employeeId: await createDemoEmployee(api) }) } satisfies DemoParameters,
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

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
  parameters: {
    demo: {
      setup: async (api) => {
        const employeeId = await createDemoEmployee(api);
        await giveAddressesAndJob(api, employeeId);
        return { employeeId };
      },
    } satisfies DemoParameters,
  },
};
