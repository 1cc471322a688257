import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PayScheduleAssignments } from '../../src/flows/PaySchedules/PayScheduleAssignments';
import { es } from '../../src/locales/es';
import type { DemoApi } from '../../src/testing';
import { demoAdmin } from '../../test/support/demoAdmin';
import { addDepartment, employeeUuids } from '../../test/support/departments';
import { secondSchedule } from './demoPaySchedules';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

function Assignments({ onAssigned }: { onAssigned: () => void }) {
  const { companyId } = useDemo();
  return <PayScheduleAssignments companyId={companyId} onAssigned={onAssigned} />;
}

const demo: DemoParameters = {
  // The demo clock fixed on Mon Jun 15, 2026, so the dates shown are always the same.
  options: { employees: 12, now: () => new Date('2026-06-15T16:00:00Z') },
  setup: secondSchedule,
};

const meta = {
  title: 'Flows/PaySchedules/Assignments',
  component: Assignments,
  decorators: [withDemo],
  parameters: { demo },
  args: { onAssigned: fn() },
} satisfies Meta<typeof Assignments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone on the first schedule; "By department" unavailable while there are no departments. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Everyone is paid on Every other week.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /By department/ })).toBeDisabled();
  },
};

/** Hourly employees moved to "Hourly crew": each one's first pay period and transition period. */
export const Review: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Hourly and salaried/ }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Pay schedule of hourly employees/ }),
      'Hourly crew',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Pay schedule of salaried employees/ }),
      'Every other week',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Review changes' }));
    const review = await canvas.findByRole('region', { name: 'Changes to review' });
    await waitFor(() => expect(within(review).getAllByRole('row').length).toBeGreaterThan(1));
    await expect(within(review).getAllByText('Jul 1, 2026 – Jul 15, 2026')[0]).toBeVisible();
    await expect(within(review).getByRole('button', { name: 'Confirm assignment' })).toBeVisible();
  },
};

/** Reviewing without choosing a schedule: the message is on the field. */
export const MissingSchedule: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Review changes' }));
    await expect(canvas.getByRole('combobox', { name: /^Pay schedule/ })).toHaveAccessibleDescription(
      /Choose a pay schedule\./,
    );
    await expect(args.onAssigned).not.toHaveBeenCalled();
  },
};

/** The second schedule plus two departments: Engineering (two people) and Sales (one). */
async function withDepartments(api: DemoApi): Promise<Record<string, string>> {
  const ids = await secondSchedule(api);
  const staff = await employeeUuids(demoAdmin(api));
  await addDepartment(demoAdmin(api), 'Engineering', staff.slice(0, 2));
  await addDepartment(demoAdmin(api), 'Sales', staff.slice(2, 3));
  return ids;
}

/** By department: a row per department with its people count and its schedule to choose. */
export const ByDepartment: Story = {
  parameters: { demo: { ...demo, setup: withDepartments } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /By department/ }));
    await expect(canvas.getByRole('combobox', { name: /Pay schedule of Engineering/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Sales\s*1/ })).toBeVisible();
  },
};

/** The same in Spanish, from `payroll-kit/locales/es`. */
export const ByDepartmentSpanish: Story = {
  parameters: {
    demo: { ...demo, setup: withDepartments, provider: { locale: 'es-US', messages: es } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Por departamento/ }));
    await expect(canvas.getByRole('combobox', { name: /Calendario de pago de Engineering/ })).toBeVisible();
  },
};
