/**
 * A consumed request in <TimeOff/> against the demo service: an approved request is paid by a
 * payroll the service processes (DECISIONS 15), and the flow then shows it as paid out, with no
 * approve, decline, delete or hours to edit, and says why.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { TimeOff } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo } from './taxPayHelpers';

/** Monday 15 June 2026: the first upcoming pay period ends Friday 19 June. */
const NOW = Date.parse('2026-06-15T16:00:00Z');

async function requests(api: DemoApi) {
  return (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/time_off/requests?per=100`))
    .body as Array<{ uuid: string; status: string }>;
}

/** Runs the first upcoming regular payroll as an admin would: prepare, submit, wait for it. */
async function processFirstPayroll(api: DemoApi) {
  const payrolls = `/v1/companies/${api.companyUuid}/payrolls`;
  const [payroll] = (
    await callDemo(api, 'GET', `${payrolls}?processing_statuses=unprocessed&payroll_types=regular`)
  ).body as Array<{ uuid: string }>;
  const path = `${payrolls}/${payroll!.uuid}`;
  expect((await callDemo(api, 'PUT', `${path}/prepare`)).status).toBe(200);
  expect((await callDemo(api, 'PUT', `${path}/submit`)).status).toBe(202);
  await api.clock.advance(2000);
  expect((await callDemo(api, 'GET', `${path}?per=1`)).body).toMatchObject({ processed: true });
}

test('a request a processed payroll paid is read-only: no approve, decline, delete or hours to edit, and it says why', async () => {
  const api = createDemoApi({ now: () => new Date(NOW) });
  // Start from a company without requests (the seed files some for its own screens).
  for (const { uuid } of await requests(api))
    expect((await callDemo(api, 'DELETE', `/v1/time_off/requests/${uuid}`)).status).toBe(204);
  const policies = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/time_off_policies`))
    .body as Array<{ uuid: string; name: string; employees: Array<{ uuid: string }> }>;
  const vacation = policies.find((policy) => policy.name === 'Vacation')!;
  const who = (await callDemo(api, 'GET', `/v1/employees/${vacation.employees[0]!.uuid}`)).body as {
    uuid: string;
    first_name: string;
    last_name: string;
  };
  const name = `${who.first_name} ${who.last_name}`;
  const filed = await callDemo(
    api,
    'POST',
    `/v1/companies/${api.companyUuid}/time_off/admin_approved_requests`,
    {
      employee_uuid: who.uuid,
      policy_uuid: vacation.uuid,
      start_date: '2026-06-16',
      end_date: '2026-06-16',
      days: { '2026-06-16': '8' },
    },
  );
  expect(filed.body.status).toBe('approved');
  await processFirstPayroll(api);
  expect(await requests(api)).toEqual([
    expect.objectContaining({ uuid: filed.body.uuid, status: 'consumed' }),
  ]);

  const { screen } = await renderWithDemo(<TimeOff companyId={api.companyUuid} />, { api });
  const row = screen.getByRole('row', { name: new RegExp(name) });
  await expect.element(row.getByText('Paid out', { exact: true })).toBeVisible();
  await expect.element(row.getByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
  await expect.element(row.getByRole('button', { name: /^Decline / })).not.toBeInTheDocument();

  await userEvent.click(row.getByRole('button', { name: /^Details of / }));
  const details = screen.getByRole('region', { name: `${name}’s request` });
  await expect
    .element(details.getByText('A processed payroll paid this time off; it can no longer be changed.'))
    .toBeVisible();
  await expect.element(details.getByText('Total: 8 hours')).toBeVisible();
  await expect.element(details.getByRole('textbox')).not.toBeInTheDocument();
  await expect.element(details.getByRole('button', { name: 'Approve these hours' })).not.toBeInTheDocument();
  await expect.element(details.getByRole('button', { name: 'Delete request' })).not.toBeInTheDocument();
  await expect.element(details.getByRole('button', { name: 'Close' })).toBeVisible();
  expect(await requests(api)).toEqual([
    expect.objectContaining({ uuid: filed.body.uuid, status: 'consumed' }),
  ]);
});
