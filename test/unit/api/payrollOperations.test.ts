// The payroll operations of the fetch layer against the demo service: rows 100 a page with the page
// headers read, prepare of named employees only, and the 24 blocker keys of UPSTREAM E.9.
import { expect, test } from 'vitest';
import { moneyToCents } from '../../../src/api/money';
import {
  getPayrollBlockers,
  getPayrollRows,
  listPayrolls,
  PAYROLL_BLOCKER_KEYS,
  PAYROLL_PAGE_LIMIT,
  preparePayrollRows,
} from '../../../src/api/payroll/operations';
import { demoClient, startDemo } from './demoService';

async function upcoming(employees: number) {
  const { api, fetchFn } = startDemo(employees);
  const client = demoClient(fetchFn);
  const { items } = await listPayrolls(client, api.companyUuid, { processingStatuses: ['unprocessed'] });
  return { api, fetchFn, client, payrollId: items[0]!.uuid };
}

test('a prepared payroll of 300 is read 100 rows a page, every row once, sorted by last name', async () => {
  const { api, client, payrollId } = await upcoming(400);
  const first = await preparePayrollRows(client, api.companyUuid, payrollId, { sortBy: 'last_name' });
  expect(first.rows.per).toBe(PAYROLL_PAGE_LIMIT);
  expect(first.rows.items).toHaveLength(100);
  expect(first.rows.totalCount).toBeGreaterThanOrEqual(300);
  expect(first.rows.totalPages).toBe(Math.ceil(first.rows.totalCount / 100));

  const seen = [...first.rows.items];
  for (let page = 2; page <= first.rows.totalPages; page++) {
    const { rows } = await getPayrollRows(client, api.companyUuid, payrollId, { page, sortBy: 'last_name' });
    seen.push(...rows.items);
  }
  expect(new Set(seen.map((r) => r.employee_uuid)).size).toBe(first.rows.totalCount);
  expect(seen.every((row) => typeof row.version === 'string' && row.version.length > 0)).toBe(true);
  const names = seen.map((row) => (row.last_name ?? '').toLowerCase());
  expect([...names].sort()).toEqual(names);
});

test('prepare with employee_uuids answers with those employees only', async () => {
  const { api, client, payrollId } = await upcoming(12);
  const all = await preparePayrollRows(client, api.companyUuid, payrollId);
  const wanted = [all.rows.items[3]!.employee_uuid, all.rows.items[7]!.employee_uuid];
  const some = await preparePayrollRows(client, api.companyUuid, payrollId, {}, { employee_uuids: wanted });
  expect(some.rows.items.map((row) => row.employee_uuid).sort()).toEqual([...wanted].sort());
});

test('every one of the 24 blocker keys comes back as the service sets it, each with a message', async () => {
  const { api, fetchFn } = startDemo(2);
  const client = demoClient(fetchFn);
  expect(PAYROLL_BLOCKER_KEYS).toHaveLength(24);
  const response = await api.handle(
    new Request(`${api.baseUrl}/__demo/companies/${api.companyUuid}/blockers`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keys: PAYROLL_BLOCKER_KEYS }),
    }),
  );
  expect(response.status).toBeLessThan(300);
  const { data } = await getPayrollBlockers(client, api.companyUuid);
  expect(data.map((blocker) => blocker.key).sort()).toEqual([...PAYROLL_BLOCKER_KEYS].sort());
  expect(data.every((blocker) => blocker.message.length > 0)).toBe(true);
});

test('processed totals read as integer cents add up: company debit = net by direct deposit + reimbursements + taxes', async () => {
  const { api, client } = await upcoming(6);
  const { items } = await listPayrolls(client, api.companyUuid, { include: ['totals'] });
  const totals = items[0]!.totals!;
  const c = (value: string | undefined) => moneyToCents(value ?? '0.00')!;
  expect(c(totals.company_debit)).toBe(
    c(totals.net_pay_debit) + c(totals.reimbursement_debit) + c(totals.tax_debit),
  );
});
