import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PayScheduleUpdateWarning } from '../../src/flows/PaySchedules/PayScheduleUpdateWarning';
import type { DemoApi } from '../../src/testing';
import { demoRequest, useDemo, withDemo } from './withDemo';

const TODAY = '2026-06-15';

/** The seeded biweekly schedule and a new, unassigned monthly one. */
async function schedules(api: DemoApi) {
  const path = `/v1/companies/${api.companyUuid}/pay_schedules`;
  const [seeded] = await demoRequest<Array<{ uuid: string }>>(api, 'GET', path);
  const monthly = await demoRequest<{ uuid: string }>(api, 'POST', path, {
    frequency: 'Monthly',
    anchor_pay_date: '2026-06-30',
    anchor_end_of_pay_period: '2026-06-30',
    day_1: 31,
  });
  return { seeded: seeded!.uuid, monthly: monthly.uuid };
}

function Warning({ which }: { which: 'seeded' | 'monthly' }) {
  const { companyId, demo } = useDemo();
  return (
    <>
      <PayScheduleUpdateWarning companyId={companyId} payScheduleId={demo[which]!} today={TODAY} />
      <p>Edit form below.</p>
    </>
  );
}

const meta = {
  title: 'Flows/PaySchedules/UpdateWarning',
  component: Warning,
  decorators: [withDemo],
  parameters: {
    demo: { options: { employees: 6, now: () => new Date(`${TODAY}T16:00:00Z`) }, setup: schedules },
  },
  args: { which: 'seeded' },
} satisfies Meta<typeof Warning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming unprocessed payrolls ahead: how many, and which pay periods. */
export const PayrollsAhead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Saving deletes 7 unprocessed payrolls')).toBeVisible();
    await expect(canvas.getByText('Jun 6, 2026 – Jun 19, 2026, paid Jun 24, 2026')).toBeVisible();
  },
};

/** A schedule without payrolls: no warning. */
export const NothingToDelete: Story = {
  args: { which: 'monthly' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Edit form below.')).toBeVisible();
    await expect(canvas.queryByText(/Saving deletes/)).toBeNull();
  },
};
