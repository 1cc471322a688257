import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AutoPayrollSwitch } from '../../src/flows/PaySchedules/AutoPayrollSwitch';
import type { DemoApi } from '../../src/testing';
import { demoRequest, useDemo, withDemo } from './withDemo';

/** The seeded schedule's uuid, for the switch. */
async function seededSchedule(api: DemoApi) {
  const [schedule] = await demoRequest<Array<{ uuid: string }>>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/pay_schedules`,
  );
  return { payScheduleId: schedule!.uuid };
}

function Auto() {
  const { companyId, demo } = useDemo();
  return <AutoPayrollSwitch companyId={companyId} payScheduleId={demo.payScheduleId!} />;
}

const now = () => new Date('2026-06-15T16:00:00Z');

const meta = {
  title: 'Flows/PaySchedules/AutoPayroll',
  component: Auto,
  decorators: [withDemo],
  parameters: { demo: { options: { employees: 12, now }, setup: seededSchedule } },
} satisfies Meta<typeof Auto>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Some employees are paid by check: why it cannot be turned on, and the refusal explained. */
export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/paid by check/)).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Run payrolls automatically' }));
    await expect(
      await canvas.findByText(/Auto-payroll was not turned on/, {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** Nothing in the way: the switch turns on. */
export const Available: Story = {
  parameters: { demo: { options: { employees: 0, now }, setup: seededSchedule } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Run payrolls automatically' });
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('switch', { checked: true })).toBeVisible();
  },
};
