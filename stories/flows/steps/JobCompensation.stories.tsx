import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { JobCompensation } from '../../../src/flows';
import { createDemoEmployee, giveAddressesAndJob } from '../demoEmployees';
import { useDemo, withDemo, type DemoParameters } from '../withDemo';

function Step() {
  const { companyId, demo } = useDemo();
  return <JobCompensation companyId={companyId} employeeId={demo.employeeId!} onComplete={() => undefined} />;
}

const meta = {
  title: 'Flows/Steps/JobCompensation',
  component: Step,
  decorators: [withDemo],
  parameters: {
    demo: { setup: async (api) => ({ employeeId: await createDemoEmployee(api) }) } satisfies DemoParameters,
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An hourly job at a San Francisco location: its minimum wages are listed. */
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
    await expect(await within(canvasElement).findByDisplayValue('Analyst')).toBeVisible();
  },
};

/** Bad rate, an hourly owner, minimum wage on salaried pay: each refused on its field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Pay rate/ }), '1x');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /FLSA status/ }), 'Owner');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByRole('combobox', { name: /^Per/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Pay rate/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
