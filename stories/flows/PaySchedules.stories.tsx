import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PayScheduleForm, PaySchedules } from '../../src/flows';
import { es } from '../../src/locales/es';
import { storyNow } from '../storyGlobals';
import { secondSchedule } from './demoPaySchedules';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

/** A date `days` from the demo service's today (fixed in stories), `YYYY-MM-DD`. */
function inDays(days: number): string {
  const date = new Date(storyNow);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The demo clock's day in the stories that fix it: Mon Jun 15, 2026. */
const TODAY = '2026-06-15';

/** The demo clock fixed on Mon Jun 15, 2026, so the dates shown are always the same. */
const fixedClock: DemoParameters = {
  options: { employees: 12, now: () => new Date(`${TODAY}T16:00:00Z`) },
  setup: secondSchedule,
};

function Schedules({
  mode,
  onSaved,
  width,
}: {
  mode: 'flow' | 'add' | 'fixed';
  onSaved: () => void;
  /** The partner's column, in px. */
  width?: number;
}) {
  const { companyId } = useDemo();
  if (mode === 'fixed') {
    return (
      <div style={{ width, maxWidth: '100%' }}>
        <PaySchedules companyId={companyId} today={TODAY} onEvent={onSaved} />
      </div>
    );
  }
  if (mode === 'flow') return <PaySchedules companyId={companyId} />;
  return <PayScheduleForm companyId={companyId} onSaved={onSaved} onCancel={() => undefined} />;
}

const meta = {
  title: 'Flows/PaySchedules',
  component: Schedules,
  decorators: [withDemo],
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['flow', 'add'],
      description: 'The whole flow, or its add form alone',
    },
  },
  args: { mode: 'flow', onSaved: fn() },
} satisfies Meta<typeof Schedules>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded company's biweekly schedule: name, frequency, first pay date and period end. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Every other week/ });
    await expect(within(row).getByRole('button', { name: 'Edit Every other week' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'First pay date' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add pay schedule' })).toBeVisible();
  },
};

/** A weekly schedule typed in: the next six pay periods show under the form. */
export const FormWithPreview: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = await canvas.findByRole('region', { name: 'Upcoming pay periods' });
    await expect(preview).toHaveTextContent(/Fill in the frequency and both dates/);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Pay frequency/ }), 'Every week');
    const end = canvas.getByLabelText(/Last day of the first pay period/);
    await userEvent.clear(end);
    await userEvent.type(end, inDays(10));
    const pay = canvas.getByLabelText(/First pay date/);
    await userEvent.clear(pay);
    await userEvent.type(pay, inDays(12));
    await waitFor(() => expect(within(preview).getAllByRole('row')).toHaveLength(7));
    await expect(within(preview).getByRole('columnheader', { name: 'Pay period' })).toBeVisible();
  },
};

/** Saved with nothing filled in: each message on its field, nothing sent. */
export const FieldErrors: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save pay schedule' }));
    await expect(canvas.getByRole('combobox', { name: /Pay frequency/ })).toHaveAccessibleDescription(
      /Choose how often employees are paid\./,
    );
    await expect(canvas.getByLabelText(/First pay date/)).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(canvas.getByLabelText(/Last day of the first pay period/)).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/**
 * A second schedule no one is on yet: marked Unassigned (explained under the table), who is paid
 * on which schedule, and the pay periods of the active schedule with their payrolls.
 */
export const UnassignedAndPayPeriods: Story = {
  args: { mode: 'fixed' },
  parameters: { demo: fixedClock },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const crew = await canvas.findByRole('row', { name: /Hourly crew/ });
    await expect(within(crew).getByText('Unassigned')).toBeVisible();
    await expect(canvas.getByText(/Unassigned: no one is paid on this schedule yet/)).toBeVisible();
    await expect(await canvas.findByText('Everyone is paid on Every other week.')).toBeVisible();
    const periods = await canvas.findByRole('region', { name: 'Pay periods of Every other week' });
    const run = await within(periods).findByRole('button', {
      name: 'Run payroll for Jun 6, 2026 – Jun 19, 2026',
    });
    await userEvent.click(run);
    await expect(args.onSaved).toHaveBeenCalledWith(
      'payroll.run',
      expect.objectContaining({ startDate: '2026-06-06' }),
    );
  },
};

/**
 * Editing the schedule everyone is on: the unprocessed payrolls saving would delete, named, and
 * the auto-payroll switch with what blocks it.
 */
export const EditWarningAndAutoPayroll: Story = {
  args: { mode: 'fixed' },
  parameters: { demo: fixedClock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Every other week' }));
    await expect(await canvas.findByText('Saving deletes 7 unprocessed payrolls')).toBeVisible();
    await expect(canvas.getByText('Jun 6, 2026 – Jun 19, 2026, paid Jun 24, 2026')).toBeVisible();
    await expect(await canvas.findByText(/paid by check\. Put them on direct deposit first\./)).toBeVisible();
  },
};

/** Moving employees one by one: each employee with a choice of schedule. */
export const ByEmployee: Story = {
  args: { mode: 'fixed' },
  parameters: { demo: { ...fixedClock, options: { ...fixedClock.options, employees: 4 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Choose per employee/ }));
    await waitFor(() =>
      expect(canvas.getAllByRole('combobox', { name: /^Pay schedule of / })).toHaveLength(4),
    );
  },
};

/** The flow in a 320 px column: nothing scrolls sideways but the tables inside their own box. */
export const Narrow: Story = {
  args: { mode: 'fixed', width: 320 },
  parameters: { demo: fixedClock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Pay periods of Every other week' });
    const root = canvasElement.querySelector<HTMLElement>('.pk-pay-schedules')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** In Spanish, from `payroll-kit/locales/es`. */
export const Spanish: Story = {
  args: { mode: 'fixed' },
  parameters: { demo: { ...fixedClock, provider: { locale: 'es-US', messages: es } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Quién cobra en cada calendario' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/Sin asignar: nadie cobra todavía/)).toBeVisible();
  },
};
