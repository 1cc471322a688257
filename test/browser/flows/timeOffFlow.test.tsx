/**
 * The whole <TimeOff/> flow as a new payroll admin would use it, against the demo service:
 * a per-pay-period vacation policy (the fields follow the accrual method), two employees on it
 * with starting balances, a request with hours that differ by day and its live balance preview,
 * approving it with adjusted hours (the balance moves by exactly those), deactivation refused
 * while a request is pending, declining with a note (the note shown afterwards), holiday pay,
 * and only employees on the chosen policy offered, alphabetically.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { TimeOff } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo, expectErrorOn } from './taxPayHelpers';

interface Person {
  uuid: string;
  first_name: string;
  last_name: string;
  jobs: unknown[];
}
const nameOf = (p: Person) => `${p.first_name} ${p.last_name}`;

/** Employees with a job who have no seeded request (the seed files for the 3rd to 5th). */
async function twoPeople(api: DemoApi) {
  const people = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`))
    .body as Person[];
  const requests = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/time_off/requests?per=100`))
    .body as Array<{ employee: { uuid: string } }>;
  const free = people.filter((p) => p.jobs.length > 0 && !requests.some((r) => r.employee.uuid === p.uuid));
  return { ada: free[0]!, grace: free[1]!, everyone: people };
}

async function policyNamed(api: DemoApi, name: string) {
  const policies = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/time_off_policies`))
    .body as Array<{
    uuid: string;
    name: string;
    employees: Array<{ uuid: string; balance: string | null }>;
  }>;
  return policies.find((policy) => policy.name === name)!;
}

test('sets up a vacation policy, files, previews, approves with adjusted hours, declines with a note, holiday pay', async () => {
  const api = createDemoApi();
  const { ada, grace, everyone } = await twoPeople(api);
  const { screen } = await renderWithDemo(<TimeOff companyId={api.companyUuid} />, { api });
  const nav = screen.getByRole('navigation', { name: 'Time off sections' });
  await expect.element(nav.getByRole('button', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');

  // A per-pay-period vacation policy: the settings follow the method.
  await userEvent.click(nav.getByRole('button', { name: 'Policies' }));
  await expect.element(nav.getByRole('button', { name: 'Policies' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(screen.getByRole('button', { name: 'Add policy' }));
  await expect.element(screen.getByRole('heading', { name: 'Add a time off policy' })).toHaveFocus();
  const method = screen.getByRole('combobox', { name: /How time off is earned/ });
  const rate = screen.getByRole('textbox', { name: /Hours earned/ });
  const cap = screen.getByRole('textbox', { name: /Most hours held at once/ });
  await userEvent.fill(screen.getByRole('textbox', { name: /Policy name/ }), 'Vacation 2027');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'Vacation');
  await userEvent.selectOptions(method, 'Unlimited');
  await expect.element(rate).not.toBeInTheDocument();
  await expect.element(cap).not.toBeInTheDocument();
  await userEvent.selectOptions(method, 'Hours each pay period');
  await expect.element(screen.getByRole('textbox', { name: /For every … hours/ })).not.toBeInTheDocument();
  await userEvent.fill(rate, '4');
  await userEvent.fill(cap, '160');
  await userEvent.fill(screen.getByRole('textbox', { name: /Reset date/ }), '01-01');
  await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
  await expect.element(screen.getByText('Added the policy Vacation 2027.')).toBeVisible();
  const policy = await policyNamed(api, 'Vacation 2027');
  expect(policy).toMatchObject({
    accrual_method: 'per_pay_period',
    max_hours: expect.stringMatching(/^160/),
  });

  // Two employees with starting balances.
  await userEvent.click(screen.getByRole('button', { name: 'Edit Vacation 2027' }));
  const starting = screen.getByRole('textbox', { name: /Starting balance/ });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Employee/ }).first(), nameOf(ada));
  await userEvent.fill(starting, '40');
  await userEvent.click(screen.getByRole('button', { name: 'Add to policy' }));
  await expect.element(screen.getByText(`Added ${nameOf(ada)} with 40 hours.`)).toBeVisible();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Employee/ }).first(), nameOf(grace));
  await userEvent.fill(starting, '16');
  await userEvent.click(screen.getByRole('button', { name: 'Add to policy' }));
  await expect.element(screen.getByText(`Added ${nameOf(grace)} with 16 hours.`)).toBeVisible();
  expect((await policyNamed(api, 'Vacation 2027')).employees).toEqual(
    expect.arrayContaining([
      { uuid: ada.uuid, balance: expect.stringMatching(/^40(\.0+)?$/) },
      { uuid: grace.uuid, balance: expect.stringMatching(/^16(\.0+)?$/) },
    ]),
  );

  // A request Fri–Mon: 8 hours on Friday, the weekend off, 4 hours on Monday.
  await userEvent.click(nav.getByRole('button', { name: 'Requests' }));
  await userEvent.click(screen.getByRole('button', { name: 'Request time off' }));
  const employee = screen.getByRole('combobox', { name: /^Employee/ });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Policy/ }), 'Vacation 2027');
  // Only the two on this policy are offered, alphabetically; no one else.
  const offered = [...(employee.element() as HTMLSelectElement).options].map((o) => o.text).filter(Boolean);
  expect(offered.slice(1)).toEqual([nameOf(ada), nameOf(grace)].sort((a, b) => a.localeCompare(b)));
  for (const other of everyone.filter((p) => p.uuid !== ada.uuid && p.uuid !== grace.uuid))
    expect(offered).not.toContain(nameOf(other));
  await userEvent.selectOptions(employee, nameOf(ada));
  await userEvent.fill(screen.getByLabelText(/First day/), '2027-01-08');
  await userEvent.fill(screen.getByLabelText(/Last day/), '2027-01-11');
  await userEvent.fill(screen.getByRole('textbox', { name: /Hours per day/ }), '8');
  const days = screen.getByRole('group', { name: 'Hours day by day' });
  await expect.element(days.getByRole('textbox', { name: /^Sat/ })).toHaveValue('0');
  await expect.element(days.getByRole('textbox', { name: /^Sun/ })).toHaveValue('0');
  await userEvent.fill(days.getByRole('textbox', { name: /^Mon/ }), '4');
  await expect.element(days.getByText('Total: 12 hours')).toBeVisible();
  const preview = screen.getByRole('region', { name: 'Balance after this request' });
  await expect
    .element(preview)
    .toHaveTextContent(/Balance\s*40 h\s*This request\s*12 h\s*Other requested\s*0 h\s*Remaining\s*28 h/);
  await userEvent.fill(days.getByRole('textbox', { name: /^Sat/ }), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await expectErrorOn(days.getByRole('textbox', { name: /^Sat/ }), 'A day has at most 24 hours.');
  await userEvent.fill(days.getByRole('textbox', { name: /^Sat/ }), '0');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await expect
    .element(screen.getByText(`Requested time off for ${nameOf(ada)}. It is pending approval.`))
    .toBeVisible();
  const requests = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/time_off/requests?per=100`))
    .body as Array<{ uuid: string; employee: { uuid: string }; days: Record<string, string> }>;
  const filed = requests.find((r) => r.employee.uuid === ada.uuid)!;
  expect(filed.days).toEqual({ '2027-01-08': '8.000', '2027-01-11': '4.000' });

  // Approve with Friday cut to 6 hours: the balance moves by exactly 6 + 4.
  const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
  await userEvent.click(row(nameOf(ada)).getByRole('button', { name: /^Details / }));
  const details = screen.getByRole('region', { name: `${nameOf(ada)}’s request` });
  await expect.element(details.getByRole('heading')).toHaveFocus();
  await userEvent.fill(details.getByRole('textbox', { name: /Jan 8, 2027/ }), '6');
  await expect.element(details.getByText('Total: 10 hours')).toBeVisible();
  await userEvent.click(details.getByRole('button', { name: 'Approve these hours' }));
  await expect.element(screen.getByText(`Approved ${nameOf(ada)}’s time off.`)).toBeVisible();
  await expect.element(details.getByText('Approved', { exact: true })).toBeVisible();
  const adaBalance = (await policyNamed(api, 'Vacation 2027')).employees.find((e) => e.uuid === ada.uuid);
  expect(Number(adaBalance!.balance)).toBe(30);

  // Grace's request is pending: deactivating the policy is refused, with the reason and the request.
  const { body: pending } = await callDemo(
    api,
    'POST',
    `/v1/companies/${api.companyUuid}/time_off/requests`,
    {
      employee_uuid: grace.uuid,
      policy_uuid: policy.uuid,
      start_date: '2027-02-01',
      end_date: '2027-02-01',
      days: { '2027-02-01': '8' },
    },
  );
  await userEvent.click(nav.getByRole('button', { name: 'Policies' }));
  await userEvent.click(screen.getByRole('button', { name: 'Deactivate Vacation 2027' }));
  await expect
    .element(screen.getByText(/Vacation 2027 cannot be deactivated while requests on it are pending/))
    .toBeVisible();
  await userEvent.click(
    screen
      .getByRole('list', { name: 'Pending requests on Vacation 2027' })
      .getByRole('button', { name: new RegExp(`^Review the request of ${nameOf(grace)}`) }),
  );

  // The review opens on the request; decline it with a note, and the note stays visible.
  await expect.element(nav.getByRole('button', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
  await expect.element(screen.getByRole('region', { name: `${nameOf(grace)}’s request` })).toBeVisible();
  await userEvent.click(row(nameOf(grace)).getByRole('button', { name: /^Decline / }));
  const dialog = screen.getByRole('alertdialog');
  await userEvent.fill(dialog.getByRole('textbox', { name: /Note to the employee/ }), 'Audit week');
  await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
  await expect.element(row(nameOf(grace)).getByText('Note: Audit week')).toBeVisible();
  const stored = (await callDemo(api, 'GET', `/v1/time_off/requests/${(pending as { uuid: string }).uuid}`))
    .body;
  expect(stored).toMatchObject({ status: 'declined', employer_note: 'Audit week' });

  // Balances show Ada's 30 hours left.
  await userEvent.click(nav.getByRole('button', { name: 'Balances' }));
  await expect
    .element(screen.getByRole('row', { name: new RegExp(`${nameOf(ada)} Vacation 2027 30 `) }))
    .toBeVisible();

  // Holiday pay.
  await userEvent.click(nav.getByRole('button', { name: 'Holiday pay' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Independence Day' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create holiday pay policy' }));
  await expect.element(screen.getByText('Holiday pay is set up.')).toBeVisible();
});

test('an admin enters approved time off: approved at once, its hours off the balance', async () => {
  const api = createDemoApi();
  const { ada } = await twoPeople(api);
  const vacation = await policyNamed(api, 'Vacation');
  const before = Number(vacation.employees.find((e) => e.uuid === ada.uuid)!.balance);
  const { screen } = await renderWithDemo(<TimeOff companyId={api.companyUuid} />, { api });
  await userEvent.click(screen.getByRole('button', { name: 'Request time off' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Policy/ }), 'Vacation');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Employee/ }), nameOf(ada));
  await userEvent.fill(screen.getByLabelText(/First day/), '2027-03-04');
  await userEvent.fill(screen.getByLabelText(/Last day/), '2027-03-05');
  await userEvent.fill(screen.getByRole('textbox', { name: /Hours per day/ }), '7.5');
  await userEvent.click(screen.getByRole('checkbox', { name: /Approve it now/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await expect.element(screen.getByText(`Entered approved time off for ${nameOf(ada)}.`)).toBeVisible();
  const row = screen.getByRole('row', { name: new RegExp(nameOf(ada)) });
  await expect.element(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect.element(row.getByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
  const after = Number(
    (await policyNamed(api, 'Vacation')).employees.find((e) => e.uuid === ada.uuid)!.balance,
  );
  expect(before - after).toBe(15);
});
