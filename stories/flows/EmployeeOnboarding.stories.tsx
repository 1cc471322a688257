import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmployeeOnboarding } from '../../src/flows';
import { createDemoEmployee, giveAddressesAndJob } from './demoEmployees';
import { withColumn } from './withColumn';
import { useDemo, withDemo, type DemoParameters } from './withDemo';
import { es } from '../../src/locales/es';

function Flow(props: { mode: 'list' | 'new' | 'resume'; urlSync?: boolean }) {
  const { companyId, demo } = useDemo();
  return (
    <EmployeeOnboarding
      companyId={companyId}
      employeeId={props.mode === 'resume' ? demo.employeeId : undefined}
      startWithNewEmployee={props.mode === 'new'}
    />
  );
}

const meta = {
  title: 'Flows/EmployeeOnboarding',
  component: Flow,
  decorators: [withColumn, withDemo],
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['list', 'new', 'resume'],
      description: 'Starts on the employee list, a new employee, or resumes the seeded one',
    },
  },
  args: { mode: 'list' },
} satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The entry point: the company's employees, with "Add employee". */
export const EmployeeListFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add employee' })).toBeVisible();
  },
};

/** Adding an employee starts at personal details; leaving with unsaved changes asks first. */
export const NewEmployeeUnsavedChanges: Story = {
  args: { mode: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Legal first name/ }), 'Grace');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to employees' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Leave this step?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Stay on this step' })).toBeInTheDocument();
  },
};

/** An employee with personal details, addresses and a job resumes at federal taxes. */
export const ResumeAtFirstIncompleteStep: Story = {
  args: { mode: 'resume' },
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Federal taxes', level: 2 })).toBeVisible();
  },
};

/** The same flow in Spanish. */
export const Spanish: Story = {
  args: { mode: 'new' },
  parameters: { demo: { provider: { locale: 'es-US', messages: es } } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Datos personales', level: 2 })).toBeVisible();
  },
};

/** No element of the flow reaches past the partner's column (no sideways scroll). */
async function expectFitsColumn(canvasElement: HTMLElement) {
  const column = canvasElement.querySelector<HTMLElement>('[data-column]');
  await expect(column).not.toBeNull();
  await expect(column!.scrollWidth).toBeLessThanOrEqual(column!.clientWidth);
}

/** The list in a 320 px column: the table scrolls inside itself with the names pinned. */
export const EmployeeListNarrow: Story = {
  parameters: { column: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add employee' })).toBeVisible();
    await expectFitsColumn(canvasElement);
  },
};

/** A step in a 320 px column: the stepper says where the user is and opens a menu of steps. */
export const NewEmployeeNarrow: Story = {
  args: { mode: 'new' },
  parameters: { column: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = await canvas.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Step 1 of 9: Personal details',
    );
    await expect(progress).toBeVisible();
    const menu = canvas.getByRole('button', { name: 'All steps' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Summary')).toBeVisible();
    await expectFitsColumn(canvasElement);
  },
};
