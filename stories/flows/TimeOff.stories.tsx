import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RequestForm, TimeOff, type TimeOffSection } from '../../src/flows';
import type { DemoApi } from '../../src/testing';
import { demoRequest, renderedDemo, useDemo, withDemo, type DemoParameters } from './withDemo';

interface StoryPolicy {
  uuid: string;
  name: string;
  employees: Array<{ uuid: string }>;
}

/** Two requests on the seeded Vacation policy: one approved, one pending. */
async function seedRequests(api: DemoApi): Promise<Record<string, string>> {
  const policies = await demoRequest<StoryPolicy[]>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/time_off_policies`,
  );
  const vacation = policies.find((policy) => policy.name === 'Vacation')!;
  const employees = await demoRequest<Array<{ uuid: string; first_name: string; last_name: string }>>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/employees?per=100`,
  );
  const nameOf = (uuid: string) => {
    const employee = employees.find((candidate) => candidate.uuid === uuid)!;
    return `${employee.first_name} ${employee.last_name}`;
  };
  const [first, second] = vacation.employees;
  const create = (employee: string, day: string) =>
    demoRequest<{ uuid: string }>(api, 'POST', `/v1/companies/${api.companyUuid}/time_off/requests`, {
      employee_uuid: employee,
      policy_uuid: vacation.uuid,
      start_date: day,
      end_date: day,
      days: { [day]: '8' },
    });
  const approved = await create(first!.uuid, '2026-07-06');
  await demoRequest(api, 'PUT', `/v1/time_off/requests/${approved.uuid}/approve`, {});
  await create(second!.uuid, '2026-07-08');
  return { approvedName: nameOf(first!.uuid), pendingName: nameOf(second!.uuid) };
}

const withRequests = { demo: { setup: seedRequests } satisfies DemoParameters };

function TimeOffStory({
  mode,
  onSaved,
  section,
  width,
}: {
  mode: 'flow' | 'form';
  onSaved: () => void;
  section?: TimeOffSection;
  width?: number;
}) {
  const demoService = useDemo();
  const body =
    mode === 'form' ? (
      <RequestForm companyId={demoService.companyId} onSaved={onSaved} onCancel={() => undefined} />
    ) : (
      <TimeOff companyId={demoService.companyId} initialSection={section} />
    );
  // A partner's column of a given width (the flow lays out by its container, not the viewport).
  return width ? <div style={{ width, border: '1px dashed #999' }}>{body}</div> : body;
}

/** Deletes every seeded request, for the empty state. */
async function withoutRequests(api: DemoApi): Promise<Record<string, string>> {
  const requests = await demoRequest<Array<{ uuid: string }>>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/time_off/requests?per=100`,
  );
  for (const request of requests) await demoRequest(api, 'DELETE', `/v1/time_off/requests/${request.uuid}`);
  return {};
}

/** A declined request with the employer's note, for the note shown after declining. */
async function withDeclined(api: DemoApi): Promise<Record<string, string>> {
  const seeded = await seedRequests(api);
  const pending = await demoRequest<Array<{ uuid: string; employee: { full_name: string } }>>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/time_off/requests?per=100&status=pending`,
  );
  const target = pending.find((request) => request.employee.full_name === seeded.pendingName)!;
  await demoRequest(api, 'PUT', `/v1/time_off/requests/${target.uuid}/decline`, {
    employer_note: 'Audit week: please pick another day',
  });
  return seeded;
}

/**
 * An approved request that a processed payroll paid (consumed): the first upcoming payroll is
 * prepared and submitted through the service, and its clock moved on until it is processed.
 */
async function withConsumed(api: DemoApi): Promise<Record<string, string>> {
  await withoutRequests(api);
  const policies = await demoRequest<StoryPolicy[]>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/time_off_policies`,
  );
  const vacation = policies.find((policy) => policy.name === 'Vacation')!;
  const payrolls = `/v1/companies/${api.companyUuid}/payrolls`;
  const [payroll] = await demoRequest<Array<{ uuid: string; pay_period: { end_date: string } }>>(
    api,
    'GET',
    `${payrolls}?processing_statuses=unprocessed&payroll_types=regular`,
  );
  const day = payroll!.pay_period.end_date;
  const request = await demoRequest<{ employee: { full_name: string } }>(
    api,
    'POST',
    `/v1/companies/${api.companyUuid}/time_off/admin_approved_requests`,
    {
      employee_uuid: vacation.employees[0]!.uuid,
      policy_uuid: vacation.uuid,
      start_date: day,
      end_date: day,
      days: { [day]: '8' },
    },
  );
  await demoRequest(api, 'PUT', `${payrolls}/${payroll!.uuid}/prepare`);
  await demoRequest(api, 'PUT', `${payrolls}/${payroll!.uuid}/submit`);
  await api.clock.advance(2000);
  return { consumedName: request.employee.full_name };
}

const meta = {
  title: 'Flows/TimeOff',
  component: TimeOffStory,
  decorators: [withDemo],
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['flow', 'form'],
      description: 'The whole flow, or the request form alone',
    },
  },
  args: { mode: 'flow', onSaved: fn() },
} satisfies Meta<typeof TimeOffStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An approved and a pending request: status badges, and the actions each one allows. */
export const List: Story = {
  parameters: withRequests,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The story renders once the setup has seeded the requests.
    await canvas.findByRole('heading', { name: 'Time off requests' });
    const { approvedName, pendingName } = renderedDemo().demo;
    const approved = await canvas.findByRole('row', { name: new RegExp(approvedName!) });
    await expect(within(approved).getByText('Approved', { exact: true })).toBeVisible();
    await expect(within(approved).queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
    await expect(within(approved).getByRole('button', { name: /^Decline / })).toBeVisible();
    const pending = canvas.getByRole('row', { name: new RegExp(pendingName!) });
    await expect(within(pending).getByText('Pending', { exact: true })).toBeVisible();
    await expect(within(pending).getByText('Vacation')).toBeVisible();
    await expect(within(pending).getByRole('button', { name: /^Approve / })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('all');
    await expect(canvas.getByRole('button', { name: 'Request time off' })).toBeVisible();
  },
};

/** The request form: the company's people and policies to choose from; blank fields refused. */
export const RequestFormStory: Story = {
  name: 'Request form',
  args: { mode: 'form' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Request time off' })).toBeVisible();
    const policy = canvas.getByRole('combobox', { name: /Policy/ });
    await expect(await within(policy).findByRole('option', { name: 'Sick leave' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Hours per day/ }), 'eight');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(canvas.getByRole('combobox', { name: /Employee/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(policy).toHaveAccessibleDescription(/This field is required\./);
    await expect(canvas.getByRole('textbox', { name: /Hours per day/ })).toHaveAccessibleDescription(
      /Enter hours as a number, like 40 or 7\.5\./,
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Declining asks for a note to the employee and refuses an empty one on the field. */
export const DeclineDialog: Story = {
  parameters: withRequests,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Time off requests' });
    const { pendingName } = renderedDemo().demo;
    const pending = await canvas.findByRole('row', { name: new RegExp(pendingName!) });
    await userEvent.click(within(pending).getByRole('button', { name: /^Decline / }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: `Decline ${pendingName}’s time off?` });
    const note = within(dialog).getByRole('textbox', { name: /Note to the employee/ });
    await expect(note).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await expect(note).toHaveAccessibleDescription(/Enter a note saying why the request is declined\./);
    // The dialog fades in: its buttons are visible once the first frame of the fade has run.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep request' })).toBeVisible());
  },
};

/** No requests yet: the empty state, with "Request time off" in the header. */
export const Empty: Story = {
  parameters: { demo: { setup: withoutRequests } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No time off requests')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request time off' })).toBeVisible();
  },
};

/** The service is slow: the list shows its skeleton, the navigation is usable at once. */
export const Loading: Story = {
  parameters: { demo: { options: { latencyMs: 60_000 } } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A declined request keeps its note in the list and in its details. */
export const DeclinedWithNote: Story = {
  parameters: { demo: { setup: withDeclined } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The story renders once the setup has seeded the requests.
    await canvas.findByRole('heading', { name: 'Time off requests' });
    const { pendingName } = renderedDemo().demo;
    const row = await canvas.findByRole('row', { name: new RegExp(pendingName!) });
    await expect(within(row).getByText('Note: Audit week: please pick another day')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: /^Details / }));
    const details = await canvas.findByRole('region', { name: `${pendingName}’s request` });
    await expect(await within(details).findByText('Why it was declined')).toBeVisible();
  },
};

/** A request a processed payroll paid: read-only, no approve, decline or delete, and it says why. */
export const Consumed: Story = {
  parameters: { demo: { setup: withConsumed } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Time off requests' });
    const { consumedName } = renderedDemo().demo;
    const row = await canvas.findByRole('row', { name: new RegExp(consumedName!) });
    await expect(within(row).getByText('Paid out', { exact: true })).toBeVisible();
    await expect(within(row).queryByRole('button', { name: /^Decline / })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /^Details / }));
    const details = await canvas.findByRole('region', { name: `${consumedName}’s request` });
    await expect(
      await within(details).findByText(
        'A processed payroll paid this time off; it can no longer be changed.',
      ),
    ).toBeVisible();
    await expect(within(details).queryByRole('button', { name: 'Delete request' })).not.toBeInTheDocument();
  },
};

/** The request form filled in: hours day by day (weekend off), the total and the live preview. */
export const RequestPreview: Story = {
  args: { mode: 'form' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const policy = await canvas.findByRole('combobox', { name: /^Policy/ });
    await within(policy).findByRole('option', { name: 'Vacation' });
    await userEvent.selectOptions(policy, 'Vacation');
    const employee = canvas.getByRole('combobox', { name: /^Employee/ });
    const first = within(employee).getAllByRole('option')[1]!;
    await userEvent.selectOptions(employee, first);
    await userEvent.type(canvas.getByLabelText(/First day/), '2027-01-08');
    await userEvent.type(canvas.getByLabelText(/Last day/), '2027-01-11');
    await userEvent.type(canvas.getByRole('textbox', { name: /Hours per day/ }), '8');
    await expect(await canvas.findByText('Total: 16 hours')).toBeVisible();
    const preview = canvas.getByRole('region', { name: 'Balance after this request' });
    await expect(await within(preview).findByText('This request')).toBeVisible();
  },
};

/** Policies: the seeded vacation, sick and inactive policies, with the add action. */
export const Policies: Story = {
  args: { section: 'policies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: /Summer Fridays/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Policies' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Holiday pay, not set up yet. */
export const HolidayPay: Story = {
  args: { section: 'holidayPay' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Create holiday pay policy' })).toBeVisible();
  },
};

/** Balances per employee and policy (an unlimited policy shows "Unlimited"), and one history. */
export const Balances: Story = {
  args: { section: 'balances' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await canvas.findAllByRole('button', { name: /^History of / });
    await userEvent.click(history[0]!);
    await expect(await canvas.findByRole('heading', { name: /^Time off history of / })).toBeVisible();
  },
};

/** In a 320 px column: the navigation in two rows, the list and filters stacked, no sideways scroll. */
export const Narrow: Story = {
  args: { width: 320 },
  parameters: withRequests,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Time off requests' });
    const root = canvasElement.querySelector<HTMLElement>('.pk-time-off')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
