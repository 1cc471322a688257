import { describe, expect, it } from 'vitest';
import { call } from './request';
import {
  balanceOf,
  employeeOnPolicy,
  fileRequest,
  policyWith,
  seededPolicies,
  staff,
  timeOffApi,
} from './timeOffSetup';

const create = (api: ReturnType<typeof timeOffApi>, body: Record<string, unknown>) =>
  call(api, 'POST', `/v1/companies/${api.companyUuid}/time_off_policies`, {
    body: { name: 'Policy', policy_type: 'sick', ...body },
  });

/** error_key → category of a 422 body. */
const refusals = (body: { errors: { error_key: string; category: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.error_key, e.category]));

const PER_HOUR = [
  'per_hour_worked',
  'per_hour_worked_no_overtime',
  'per_hour_paid',
  'per_hour_paid_no_overtime',
];

describe('time off policy fields per accrual method (UPSTREAM D.1, DECISIONS 43, 47c)', () => {
  it('unlimited takes no rate, rate unit, carryover, caps or waiting period: each refused on its own field', async () => {
    const api = timeOffApi(4);
    const refused = await create(api, {
      accrual_method: 'unlimited',
      accrual_rate: '1',
      accrual_rate_unit: '30',
      carryover_limit_hours: '8',
      max_accrual_hours_per_year: '40',
      max_hours: '80',
      accrual_waiting_period_days: 30,
    });
    expect(refused.status).toBe(422);
    expect(refusals(refused.body)).toEqual({
      accrual_rate: 'invalid_attribute_value',
      accrual_rate_unit: 'invalid_attribute_value',
      carryover_limit_hours: 'invalid_attribute_value',
      max_accrual_hours_per_year: 'invalid_attribute_value',
      max_hours: 'invalid_attribute_value',
      accrual_waiting_period_days: 'invalid_attribute_value',
    });
    const ok = await create(api, {
      accrual_method: 'unlimited',
      accrual_waiting_period_days: 0,
      paid_out_on_termination: false,
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      accrual_method: 'unlimited',
      accrual_rate: null,
      max_hours: null,
      is_active: true,
    });
  });

  it.each(['per_calendar_year', 'per_anniversary_year'])(
    '%s takes no per-year cap, rate unit or waiting period',
    async (method) => {
      const api = timeOffApi(4);
      const refused = await create(api, {
        accrual_method: method,
        accrual_rate: '40',
        max_accrual_hours_per_year: '40',
        accrual_rate_unit: '30',
        accrual_waiting_period_days: 90,
      });
      expect(refusals(refused.body)).toEqual({
        max_accrual_hours_per_year: 'invalid_attribute_value',
        accrual_rate_unit: 'invalid_attribute_value',
        accrual_waiting_period_days: 'invalid_attribute_value',
      });
      const ok = await create(api, {
        accrual_method: method,
        accrual_rate: '40',
        max_hours: '80',
        carryover_limit_hours: '16',
      });
      expect(ok.body).toMatchObject({
        accrual_rate: '40.0000',
        max_hours: '80.000',
        carryover_limit_hours: '16.000',
      });
    },
  );

  it.each(PER_HOUR)(
    '%s needs a rate and a rate unit, and takes a per-year cap and a waiting period',
    async (method) => {
      const api = timeOffApi(4);
      const missing = await create(api, { accrual_method: method });
      expect(refusals(missing.body)).toEqual({
        accrual_rate: 'missing_parameter',
        accrual_rate_unit: 'missing_parameter',
      });
      const zero = await create(api, { accrual_method: method, accrual_rate: '1', accrual_rate_unit: '0' });
      expect(refusals(zero.body)).toEqual({ accrual_rate_unit: 'invalid_attribute_value' });
      const ok = await create(api, {
        accrual_method: method,
        accrual_rate: '1',
        accrual_rate_unit: '30',
        max_accrual_hours_per_year: '48',
        accrual_waiting_period_days: 90,
      });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({
        accrual_rate: '1.0000',
        accrual_rate_unit: '30.000',
        max_accrual_hours_per_year: '48.000',
        accrual_waiting_period_days: 90,
      });
    },
  );

  it('per_pay_period needs a rate, takes no rate unit, takes caps and a waiting period', async () => {
    const api = timeOffApi(4);
    expect(refusals((await create(api, { accrual_method: 'per_pay_period' })).body)).toEqual({
      accrual_rate: 'missing_parameter',
    });
    expect(
      refusals(
        (await create(api, { accrual_method: 'per_pay_period', accrual_rate: '4', accrual_rate_unit: '1' }))
          .body,
      ),
    ).toEqual({
      accrual_rate_unit: 'invalid_attribute_value',
    });
    // An incomplete policy may be saved without its rate yet.
    expect((await create(api, { accrual_method: 'per_pay_period', complete: false })).status).toBe(201);
    const ok = await create(api, {
      accrual_method: 'per_pay_period',
      accrual_rate: '3.0769',
      max_accrual_hours_per_year: '80',
      accrual_waiting_period_days: 30,
      paid_out_on_termination: true,
    });
    expect(ok.body).toMatchObject({ accrual_rate: '3.0769', paid_out_on_termination: true });
  });

  it('name, policy type and method are required; only vacation and sick; reset date is a real MM-DD', async () => {
    const api = timeOffApi(4);
    const empty = await call(api, 'POST', `/v1/companies/${api.companyUuid}/time_off_policies`, { body: {} });
    expect(refusals(empty.body)).toEqual({
      name: 'missing_parameter',
      policy_type: 'missing_parameter',
      accrual_method: 'missing_parameter',
    });
    const jury = await create(api, { policy_type: 'jury_duty', accrual_method: 'unlimited' });
    expect(refusals(jury.body)).toEqual({ policy_type: 'invalid_attribute_value' });
    for (const bad of ['13-01', '02-30', '1-1', '2026-01-01']) {
      const refused = await create(api, { accrual_method: 'unlimited', policy_reset_date: bad });
      expect(refused.body.errors[0]).toMatchObject({
        error_key: 'policy_reset_date',
        category: 'invalid_attribute_value',
      });
    }
    expect(
      (await create(api, { accrual_method: 'unlimited', policy_reset_date: '02-29' })).body.policy_reset_date,
    ).toBe('02-29');
  });

  it('an update is checked against the method it leaves the policy with, version-safe', async () => {
    const api = timeOffApi(4);
    const policy = (
      await create(api, {
        accrual_method: 'per_hour_paid',
        accrual_rate: '1',
        accrual_rate_unit: '30',
        max_hours: '80',
      })
    ).body;
    const path = `/v1/time_off_policies/${policy.uuid}`;
    // Switching to unlimited while the stored caps are still set is refused on those fields.
    const switched = await call(api, 'PUT', path, {
      body: { version: policy.version, accrual_method: 'unlimited' },
    });
    expect(refusals(switched.body)).toEqual({
      accrual_rate: 'invalid_attribute_value',
      accrual_rate_unit: 'invalid_attribute_value',
      max_hours: 'invalid_attribute_value',
    });
    const cleared = await call(api, 'PUT', path, {
      body: {
        version: policy.version,
        accrual_method: 'unlimited',
        accrual_rate: null,
        accrual_rate_unit: null,
        max_hours: null,
      },
    });
    expect(cleared.body).toMatchObject({ accrual_method: 'unlimited', accrual_rate: null, max_hours: null });
    const stale = await call(api, 'PUT', path, { body: { version: policy.version, name: 'Late' } });
    expect(stale.status).toBe(409);
    expect((await call(api, 'GET', path)).body.name).toBe('Policy');
  });
});

describe('time off policy employees and balances (UPSTREAM D.1, DECISIONS 43)', () => {
  it('adds employees with starting balances, refuses one without a job, removes them', async () => {
    const api = timeOffApi();
    const { enrolled } = await staff(api);
    const [a, b] = enrolled as [string, string];
    const policy = await policyWith(
      api,
      { accrual_method: 'per_pay_period', accrual_rate: '4' },
      { [a]: '16', [b]: null },
    );
    expect(policy.employees).toEqual([
      { uuid: a, balance: '16.000' },
      { uuid: b, balance: '0.000' },
    ]);
    const employees = (await call(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`)).body;
    const jobless = employees.find((e: { jobs: unknown[] }) => e.jobs.length === 0);
    const refused = await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}/add_employees`, {
      body: { employees: [{ uuid: jobless.uuid, balance: '8' }] },
    });
    expect(refused.body.errors[0]).toMatchObject({
      error_key: 'employees',
      category: 'nested_errors',
      idx: 0,
    });
    expect(refused.body.errors[0].errors[0]).toMatchObject({
      error_key: 'uuid',
      category: 'invalid_attribute_value',
    });
    expect(refused.body.errors[0].errors[0].message).toContain('needs a job');
    const empty = await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}/add_employees`, {
      body: { employees: [] },
    });
    expect(empty.body.errors[0]).toMatchObject({
      error_key: 'employees',
      message: 'Employees are required.',
    });
    const removed = await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}/remove_employees`, {
      body: { employees: [{ uuid: b }] },
    });
    expect(removed.body.employees).toEqual([{ uuid: a, balance: '16.000' }]);
  });

  it('adjusts balances of enrolled employees; a balance change on an unlimited policy is 422 invalid_operation on base', async () => {
    const { api, enrolled, outsider, policy } = await employeeOnPolicy('16');
    const set = await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}/balance`, {
      body: { employees: [{ uuid: enrolled[0], balance: '20.5' }] },
    });
    expect(set.status).toBe(200);
    expect(await balanceOf(api, policy.uuid, enrolled[0]!)).toBe('20.500');
    const notOn = await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}/balance`, {
      body: { employees: [{ uuid: outsider, balance: '8' }] },
    });
    expect(notOn.body.errors[0].errors[0].message).toBe('The employee is not on this policy.');

    const open = await policyWith(api, { accrual_method: 'unlimited' }, { [enrolled[0]!]: null });
    const balance = await call(api, 'PUT', `/v1/time_off_policies/${open.uuid}/balance`, {
      body: { employees: [{ uuid: enrolled[0], balance: '8' }] },
    });
    expect(balance.status).toBe(422);
    expect(balance.body.errors).toEqual([
      {
        error_key: 'base',
        category: 'invalid_operation',
        message: 'Test policy is unlimited: it keeps no balance to set.',
      },
    ]);
    const starting = await call(api, 'PUT', `/v1/time_off_policies/${open.uuid}/add_employees`, {
      body: { employees: [{ uuid: enrolled[1], balance: '40' }] },
    });
    expect(starting.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
  });

  it('deactivation is refused while requests are pending, naming them; then the policy is inactive, versionless and read-only', async () => {
    const { api, who, policy } = await employeeOnPolicy('40');
    const pending = (await fileRequest(api, policy.uuid, who, { '2026-07-06': '8' })).body;
    const refused = await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}/deactivate`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      error_key: 'time_off_policy',
      category: 'invalid_operation',
      message: 'Test policy has 1 pending time off request: approve or decline it first.',
      metadata: {
        time_off_requests: [
          { uuid: pending.uuid, employee_uuid: who, start_date: '2026-07-06', end_date: '2026-07-06' },
        ],
      },
    });
    await call(api, 'PUT', `/v1/time_off/requests/${pending.uuid}/approve`, { body: {} });
    const done = await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}/deactivate`);
    expect(done.body).toMatchObject({ is_active: false, version: null });
    const update = await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}`, {
      body: { version: 'x', name: 'Again' },
    });
    expect(update.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const filed = await fileRequest(api, policy.uuid, who, { '2026-07-07': '8' });
    expect(filed.body.errors[0]).toMatchObject({ error_key: 'policy_uuid' });
  });

  it('lists active and inactive policies, paged past 100', async () => {
    const api = timeOffApi(4);
    const seeded = await seededPolicies(api);
    expect(seeded.map((p: { name: string; is_active: boolean }) => [p.name, p.is_active])).toEqual([
      ['Vacation', true],
      ['Sick leave', true],
      ['Summer Fridays (2025)', false],
    ]);
    for (let i = 0; i < 100; i++)
      expect((await create(api, { name: `Policy ${i}`, accrual_method: 'unlimited' })).status).toBe(201);
    const path = `/v1/companies/${api.companyUuid}/time_off_policies?per=100`;
    const first = await call(api, 'GET', path);
    expect(first.headers.get('X-Total-Count')).toBe('103');
    expect(first.body).toHaveLength(100);
    const second = await call(api, 'GET', `${path}&page=2`);
    expect(second.body.map((p: { name: string }) => p.name)).toEqual(['Policy 97', 'Policy 98', 'Policy 99']);
  });
});
