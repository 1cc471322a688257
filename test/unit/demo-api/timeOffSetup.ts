// Shared set-up of the time-off tests: the demo service on a fixed Monday, a policy of its own
// with enrolled employees at known balances, and short calls for requests.
import { expect } from 'vitest';
import { createDemoApi, type DemoApi } from '../../../src/testing';
import { call, fixedNow, type ApiJson } from './request';

/** Monday 2026-06-15, 16:00 UTC. */
export const NOW = '2026-06-15T16:00:00Z';

export function timeOffApi(employees = 12): DemoApi {
  return createDemoApi({ now: fixedNow(NOW), employees });
}

/** The seeded policies (vacation, sick, an inactive one), in creation order. */
export async function seededPolicies(api: DemoApi): Promise<ApiJson[]> {
  return (await call(api, 'GET', `/v1/companies/${api.companyUuid}/time_off_policies`)).body;
}

/** Employees holding a job (the seeded vacation policy's employees) and the one on no policy. */
export async function staff(api: DemoApi): Promise<{ enrolled: string[]; outsider: string }> {
  const [vacation] = await seededPolicies(api);
  const enrolled = vacation.employees.map((e: { uuid: string }) => e.uuid);
  const all = (await call(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`))
    .body as ApiJson[];
  const withJob = all.filter((e) => e.jobs?.length > 0 && e.onboarding_status === 'onboarding_completed');
  const outsider = withJob.find((e) => !enrolled.includes(e.uuid))!.uuid as string;
  return { enrolled, outsider };
}

/** Creates a policy (201 expected) and enrols employees at the given starting balances. */
export async function policyWith(
  api: DemoApi,
  body: Record<string, unknown>,
  balances: Record<string, string | null> = {},
): Promise<ApiJson> {
  const created = await call(api, 'POST', `/v1/companies/${api.companyUuid}/time_off_policies`, {
    body: { name: 'Test policy', policy_type: 'vacation', ...body },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const employees = Object.entries(balances).map(([uuid, balance]) => ({ uuid, balance }));
  if (employees.length === 0) return created.body;
  const added = await call(api, 'PUT', `/v1/time_off_policies/${created.body.uuid}/add_employees`, {
    body: { employees },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added.body;
}

/** The accrual most tests start from: 4 hours each pay period. */
export const FOUR_HOURS_A_PAY_PERIOD = { accrual_method: 'per_pay_period', accrual_rate: '4' } as const;

/**
 * A fresh service and a policy of its own accruing {@link FOUR_HOURS_A_PAY_PERIOD}, with one of
 * the enrolled staff (`who`, the `index`th) on it at a starting balance; `fields` adds to or
 * overrides the policy's fields.
 *
 * @example
 * const { api, who, policy } = await employeeOnPolicy('40');
 */
export async function employeeOnPolicy(balance: string, index = 0, fields: Record<string, unknown> = {}) {
  const api = timeOffApi();
  const { enrolled, outsider } = await staff(api);
  const who = enrolled[index]!;
  const policy = await policyWith(api, { ...fields, ...FOUR_HOURS_A_PAY_PERIOD }, { [who]: balance });
  return { api, enrolled, outsider, who, policy };
}

/** Files a request (status returned, not asserted). */
export function fileRequest(
  api: DemoApi,
  policyUuid: string,
  employeeUuid: string,
  days: Record<string, string>,
  path = 'requests',
  extra: Record<string, unknown> = {},
) {
  const dates = Object.keys(days).sort();
  return call(api, 'POST', `/v1/companies/${api.companyUuid}/time_off/${path}`, {
    body: {
      employee_uuid: employeeUuid,
      policy_uuid: policyUuid,
      start_date: dates[0],
      end_date: dates[dates.length - 1],
      days,
      ...extra,
    },
  });
}

/** An employee's balance on a policy, as the policy shows it. */
export async function balanceOf(
  api: DemoApi,
  policyUuid: string,
  employeeUuid: string,
): Promise<string | null> {
  const policy = (await call(api, 'GET', `/v1/time_off_policies/${policyUuid}`)).body;
  return policy.employees.find((e: { uuid: string }) => e.uuid === employeeUuid).balance;
}

/**
 * Runs the first upcoming regular payroll through the service as an admin would (prepare, submit,
 * wait for it to calculate and process) and returns its pay period.
 */
export async function processFirstPayroll(api: DemoApi): Promise<{ start_date: string; end_date: string }> {
  const payrolls = `/v1/companies/${api.companyUuid}/payrolls`;
  const [payroll] = (
    await call(api, 'GET', `${payrolls}?processing_statuses=unprocessed&payroll_types=regular`)
  ).body as ApiJson[];
  const path = `${payrolls}/${payroll.uuid}`;
  expect((await call(api, 'PUT', `${path}/prepare`)).status).toBe(200);
  expect((await call(api, 'PUT', `${path}/submit`)).status).toBe(202);
  await api.clock.advance(2000);
  const done = (await call(api, 'GET', `${path}?per=1`)).body;
  expect(done).toMatchObject({ processed: true });
  return done.pay_period;
}
