import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayPeriodsTable } from '../../src/flows/PaySchedules/PayPeriodsTable';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

const TODAY = '2026-06-15';

function Periods({ onRunPayroll, endDate }: { onRunPayroll: () => void; endDate?: string }) {
  const { companyId } = useDemo();
  return (
    <PayPeriodsTable companyId={companyId} today={TODAY} endDate={endDate} onRunPayroll={onRunPayroll} />
  );
}

const demo: DemoParameters = {
  // The demo clock fixed on Mon Jun 15, 2026, so the dates shown are always the same.
  options: { employees: 6, now: () => new Date(`${TODAY}T16:00:00Z`) },
};

const meta = {
  title: 'Flows/PaySchedules/PayPeriods',
  component: Periods,
  decorators: [withDemo],
  parameters: { demo },
  args: { onRunPayroll: fn() },
} satisfies Meta<typeof Periods>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The processed period and the upcoming ones, each with its payroll; "Run payroll" on the next. */
export const PastAndUpcoming: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const processed = await canvas.findByRole('row', { name: /May 23, 2026 – Jun 5, 2026/ });
    await expect(processed).toHaveTextContent('Processed');
    await userEvent.click(canvas.getByRole('button', { name: 'Run payroll for Jun 6, 2026 – Jun 19, 2026' }));
    await expect(args.onRunPayroll).toHaveBeenCalled();
  },
};

/** An end date past the service's 3-month limit: explained in words. */
export const TooFarAhead: Story = {
  args: { endDate: '2026-09-16' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/up to 3 months ahead/)).toBeVisible();
  },
};
