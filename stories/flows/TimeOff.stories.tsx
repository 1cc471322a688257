import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequestForm, TimeOff } from '../../src/flows';
import type { DemoApi } from '../../src/testing';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

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

// The play functions read the names the setup seeded.
let rendered: ReturnType<typeof useDemo> | undefined;

function TimeOffStory({ mode, onSaved }: { mode: 'flow' | 'form'; onSaved: () => void }) {
  const demoService = useDemo();
  rendered = demoService;
  if (mode === 'form')
    return <RequestForm companyId={demoService.companyId} onSaved={onSaved} onCancel={() => undefined} />;
  return <TimeOff companyId={demoService.companyId} />;
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
    const { approvedName, pendingName } = rendered!.demo;
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
    const { pendingName } = rendered!.demo;
    const pending = await canvas.findByRole('row', { name: new RegExp(pendingName!) });
    await userEvent.click(within(pending).getByRole('button', { name: /^Decline / }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: `Decline ${pendingName}’s time off?` });
    const note = within(dialog).getByRole('textbox', { name: /Note to the employee/ });
    await expect(note).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await expect(note).toHaveAccessibleDescription(/Enter a note saying why the request is declined\./);
    await expect(within(dialog).getByRole('button', { name: 'Keep request' })).toBeVisible();
  },
};
