import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TimeSheets } from '../../src/flows/TimeSheets';
import { es } from '../../src/locales/es';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

/** Two sheets in the next pay period: the first employee's approved day, the third's pending one. */
const withSheets = {
  setup: async (api) => {
    const [first, , third] = await demoRequest<{ uuid: string }[]>(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/employees`,
    );
    const [payroll] = await demoRequest<{ pay_period: { start_date: string } }[]>(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed&payroll_types=regular`,
    );
    const day = payroll!.pay_period.start_date;
    const path = `/v1/companies/${api.companyUuid}/time_tracking/time_sheets`;
    const sheet = (employee: string, entries: unknown[]) =>
      demoRequest<{ uuid: string; version: string }>(api, 'POST', path, {
        entity_type: 'Employee',
        entity_uuid: employee,
        time_zone: 'America/Los_Angeles',
        shift_started_at: `${day}T12:00:00-07:00`,
        entries,
      });
    const approved = await sheet(first!.uuid, [
      { hours_worked: 8.5, pay_classification: 'Regular' },
      { hours_worked: 1.25, pay_classification: 'Overtime' },
    ]);
    await demoRequest(api, 'PUT', `/v1/time_tracking/time_sheets/${approved.uuid}`, {
      version: approved.version,
      status: 'approved',
    });
    await sheet(third!.uuid, [{ hours_worked: 7.75, pay_classification: 'Regular' }]);
    return {};
  },
} satisfies DemoParameters;

function Screen() {
  const { companyId } = useDemo();
  return <TimeSheets companyId={companyId} timeZone="America/Los_Angeles" />;
}

const meta = {
  title: 'Flows/TimeSheets',
  component: Screen,
  decorators: [withDemo],
  parameters: { demo: withSheets },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pay period's sheets (hours per classification, status), Approve and Reject on the pending one, the sync. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^Approve the time sheet of / })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Reject the time sheet of / })).toBeVisible();
    await expect(canvas.getByText('8.5')).toBeVisible();
    await expect(canvas.getByText('Approved')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Pay period' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sync approved hours to payroll' })).toBeVisible();
  },
};

/** The screen in Spanish, from `payroll-kit/locales/es`. */
export const Spanish: Story = {
  parameters: {
    demo: { ...withSheets, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hojas de horas' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Sincronizar las horas aprobadas con la nómina' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Aprobada')).toBeVisible();
  },
};
