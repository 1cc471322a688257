import { describe, expect, it } from 'vitest';
import { createDemoApi, type DemoApi } from '../../../src/testing';
import { call, fixedNow, type ApiJson } from './request';

async function vacation(api: DemoApi) {
  const list = await call(api, 'GET', `/v1/companies/${api.companyUuid}/time_off_policies`);
  return list.body.find((p: ApiJson) => p.policy_type === 'vacation');
}

async function requestFor(api: DemoApi) {
  const policy = await vacation(api);
  const employee = policy.employees[0].uuid;
  const res = await call(api, 'POST', `/v1/companies/${api.companyUuid}/time_off/requests`, {
    body: {
      employee_uuid: employee,
      policy_uuid: policy.uuid,
      start_date: '2026-07-06',
      end_date: '2026-07-07',
      days: { '2026-07-06': '8.000', '2026-07-07': '4' },
    },
  });
  expect(res.status).toBe(201);
  return { policy, request: res.body };
}

describe('time off requests (UPSTREAM D.2, DECISIONS 15, 31)', () => {
  it('moves pending → approved → declined, requiring employer_note to decline', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const { request } = await requestFor(api);
    expect(request).toMatchObject({
      status: 'pending',
      days: { '2026-07-06': '8.000', '2026-07-07': '4.000' },
    });
    const path = `/v1/time_off/requests/${request.uuid}`;
    expect((await call(api, 'PUT', `${path}/approve`, { body: {} })).body.status).toBe('approved');
    const again = await call(api, 'PUT', `${path}/approve`, { body: {} });
    expect(again.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const noNote = await call(api, 'PUT', `${path}/decline`, { body: {} });
    expect(noNote.body.errors[0]).toMatchObject({
      error_key: 'employer_note',
      category: 'missing_parameter',
    });
    expect(
      (await call(api, 'PUT', `${path}/decline`, { body: { employer_note: 'Busy week' } })).body.status,
    ).toBe('declined');
    expect((await call(api, 'PUT', `${path}/approve`, { body: {} })).status).toBe(422);
  });

  it('filters by status and refuses an unknown status', async () => {
    const api = createDemoApi({ now: fixedNow() });
    await requestFor(api);
    const path = `/v1/companies/${api.companyUuid}/time_off/requests`;
    expect((await call(api, 'GET', `${path}?status=pending`)).body).toHaveLength(1);
    expect((await call(api, 'GET', `${path}?status=approved`)).body).toHaveLength(0);
    const bad = await call(api, 'GET', `${path}?status=cancelled`);
    expect(bad.body.errors[0]).toMatchObject({ error_key: 'status', category: 'invalid_parameter' });
  });
});

describe('time off policies (UPSTREAM D.1, SPEC §7)', () => {
  it('refuses to deactivate a policy with pending requests', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const { policy, request } = await requestFor(api);
    const refused = await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}/deactivate`);
    expect(refused.body.errors[0]).toMatchObject({
      error_key: 'time_off_policy',
      category: 'invalid_operation',
    });
    await call(api, 'PUT', `/v1/time_off/requests/${request.uuid}/approve`, { body: {} });
    const done = await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}/deactivate`);
    expect(done.body).toMatchObject({ is_active: false, version: null });
  });

  it('refuses accrual settings and balance adjustments on an unlimited policy', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const path = `/v1/companies/${api.companyUuid}/time_off_policies`;
    const bad = await call(api, 'POST', path, {
      body: { name: 'Open', policy_type: 'vacation', accrual_method: 'unlimited', accrual_rate: '1.0' },
    });
    expect(bad.body.errors[0]).toMatchObject({
      error_key: 'accrual_rate',
      category: 'invalid_attribute_value',
    });
    const open = (
      await call(api, 'POST', path, {
        body: { name: 'Open', policy_type: 'vacation', accrual_method: 'unlimited' },
      })
    ).body;
    const someone = (await vacation(api)).employees[0].uuid;
    const balance = await call(api, 'PUT', `/v1/time_off_policies/${open.uuid}/balance`, {
      body: { employees: [{ uuid: someone, balance: '8' }] },
    });
    expect(balance.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const empty = await call(api, 'PUT', `/v1/time_off_policies/${open.uuid}/add_employees`, {
      body: { employees: [] },
    });
    expect(empty.body.errors[0].error_key).toBe('employees');
  });
});
