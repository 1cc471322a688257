import { describe, expect, it } from 'vitest';
import { call } from './request';
import {
  balanceOf,
  employeeOnPolicy,
  fileRequest,
  policyWith,
  processFirstPayroll,
  seededPolicies,
  staff,
  timeOffApi,
} from './timeOffSetup';

const requests = (companyUuid: string) => `/v1/companies/${companyUuid}/time_off/requests`;

describe('time off requests (UPSTREAM D.2, DECISIONS 15, 43, 47c)', () => {
  it('moves pending → approved → declined, requiring employer_note to decline; consumed ones are read-only', async () => {
    const { api, who, policy } = await employeeOnPolicy('40');
    const created = await fileRequest(api, policy.uuid, who, {
      '2026-07-06': '8',
      '2026-07-07': '4',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      days: { '2026-07-06': '8.000', '2026-07-07': '4.000' },
      initiator: { uuid: who },
      approver: null,
    });
    const path = `/v1/time_off/requests/${created.body.uuid}`;
    const approved = await call(api, 'PUT', `${path}/approve`, { body: {} });
    expect(approved.body).toMatchObject({ status: 'approved', approver: { full_name: 'Company Admin' } });
    const again = await call(api, 'PUT', `${path}/approve`, { body: {} });
    expect(again.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const noNote = await call(api, 'PUT', `${path}/decline`, { body: {} });
    expect(noNote.body.errors[0]).toMatchObject({
      error_key: 'employer_note',
      category: 'missing_parameter',
    });
    const declined = await call(api, 'PUT', `${path}/decline`, { body: { employer_note: 'Busy week' } });
    expect(declined.body).toMatchObject({ status: 'declined', employer_note: 'Busy week' });
    expect((await call(api, 'PUT', `${path}/approve`, { body: {} })).status).toBe(422);
  });

  it('approve takes the hours off the balance; decline of an approved request puts them back; pending_hours counts pending', async () => {
    const { api, who, policy } = await employeeOnPolicy('40');
    const first = (await fileRequest(api, policy.uuid, who, { '2026-07-06': '8', '2026-07-07': '8' })).body;
    await fileRequest(api, policy.uuid, who, { '2026-08-03': '6' });
    const balances = async () =>
      (
        await call(api, 'GET', `/v1/companies/${api.companyUuid}/time_off/balances?employee_uuids=${who}`)
      ).body[0].balances.find((b: { policy_uuid: string }) => b.policy_uuid === policy.uuid);
    expect(await balances()).toEqual({
      policy_uuid: policy.uuid,
      balance_hours: '40.000',
      accrued_hours: '0.000',
      used_hours: '0.000',
      pending_hours: '22.000',
    });
    await call(api, 'PUT', `/v1/time_off/requests/${first.uuid}/approve`, { body: {} });
    expect(await balanceOf(api, policy.uuid, who)).toBe('24.000');
    expect(await balances()).toMatchObject({
      balance_hours: '24.000',
      used_hours: '16.000',
      pending_hours: '6.000',
    });
    await call(api, 'PUT', `/v1/time_off/requests/${first.uuid}/decline`, {
      body: { employer_note: 'Sorry' },
    });
    expect(await balanceOf(api, policy.uuid, who)).toBe('40.000');
    expect(await balances()).toMatchObject({ balance_hours: '40.000', used_hours: '0.000' });
  });

  it('approve with adjusted days applies those hours, exactly', async () => {
    const { api, who, policy } = await employeeOnPolicy('30.5', 1);
    const filed = (await fileRequest(api, policy.uuid, who, { '2026-07-06': '8', '2026-07-07': '8' })).body;
    const path = `/v1/time_off/requests/${filed.uuid}/approve`;
    const outside = await call(api, 'PUT', path, { body: { days: { '2026-07-08': '8' } } });
    expect(outside.status).toBe(422);
    expect(outside.body.errors[0]).toMatchObject({ error_key: 'days', metadata: { date: '2026-07-08' } });
    const approved = await call(api, 'PUT', path, {
      body: { days: { '2026-07-06': '7.25', '2026-07-07': '0' }, employer_note: 'Half day back' },
    });
    expect(approved.body.days).toEqual({ '2026-07-06': '7.250', '2026-07-07': '0.000' });
    expect(await balanceOf(api, policy.uuid, who)).toBe('23.250');
  });

  it('previews balance, this request, other requested and remaining; refuses a create over the balance on days with the numbers', async () => {
    const { api, who, policy } = await employeeOnPolicy('20', 2);
    const other = (await fileRequest(api, policy.uuid, who, { '2026-07-01': '6' })).body;
    const body = {
      employee_uuid: who,
      policy_uuid: policy.uuid,
      start_date: '2026-07-06',
      end_date: '2026-07-10',
      days: { '2026-07-06': '8', '2026-07-07': '4.5', '2026-07-08': '0' },
    };
    const preview = await call(api, 'POST', `${requests(api.companyUuid)}/preview`, { body });
    expect(preview.body).toEqual({
      balance_hours: '20.000',
      this_request_hours: '12.500',
      other_requested_hours: '6.000',
      remaining_balance_hours: '1.500',
      allow_negative_balance: false,
      unlimited: false,
    });
    // Previewing the existing request leaves it out of "other requested".
    const self = await call(api, 'POST', `${requests(api.companyUuid)}/preview`, {
      body: { ...body, request_uuid: other.uuid },
    });
    expect(self.body).toMatchObject({ other_requested_hours: '0.000', remaining_balance_hours: '7.500' });

    const over = await call(api, 'POST', requests(api.companyUuid), {
      body: { ...body, days: { ...body.days, '2026-07-09': '2' } },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors[0]).toMatchObject({
      error_key: 'days',
      category: 'invalid_attribute_value',
      metadata: {
        balance_hours: '20.000',
        other_requested_hours: '6.000',
        this_request_hours: '14.500',
        remaining_balance_hours: '-0.500',
      },
    });
    expect(over.body.errors[0].message).toContain('14.500 hours');
    expect(over.body.errors[0].message).toContain('20.000 hours');
    expect((await call(api, 'POST', requests(api.companyUuid), { body })).status).toBe(201);
  });

  it('on an unlimited policy the preview has no balance and nothing is refused for hours', async () => {
    const api = timeOffApi();
    const { enrolled } = await staff(api);
    const policy = await policyWith(api, { accrual_method: 'unlimited' }, { [enrolled[0]!]: null });
    expect(policy.employees[0]).toEqual({ uuid: enrolled[0], balance: null });
    const body = {
      employee_uuid: enrolled[0],
      policy_uuid: policy.uuid,
      start_date: '2026-07-06',
      end_date: '2026-07-06',
      days: { '2026-07-06': '8' },
    };
    const preview = await call(api, 'POST', `${requests(api.companyUuid)}/preview`, { body });
    expect(preview.body).toEqual({
      balance_hours: null,
      this_request_hours: '8.000',
      other_requested_hours: '0.000',
      remaining_balance_hours: null,
      allow_negative_balance: false,
      unlimited: true,
    });
    const filed = await call(api, 'POST', requests(api.companyUuid), { body });
    expect(filed.status).toBe(201);
    await call(api, 'PUT', `/v1/time_off/requests/${filed.body.uuid}/approve`, { body: {} });
    expect(await balanceOf(api, policy.uuid, enrolled[0]!)).toBeNull();
  });

  it('holds hours day by day: more than 24 in a day says the limit, dates outside the request and no hours are refused', async () => {
    const api = timeOffApi();
    const { enrolled } = await staff(api);
    const [vacation] = await seededPolicies(api);
    const long = await fileRequest(api, vacation.uuid, enrolled[3]!, {
      '2026-07-06': '30',
      '2026-07-07': '8',
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([
      {
        error_key: 'days',
        category: 'invalid_attribute_value',
        message: 'A day has at most 24 hours; 2026-07-06 has 30.000.',
        metadata: { date: '2026-07-06' },
      },
    ]);
    const words = await fileRequest(api, vacation.uuid, enrolled[3]!, { '2026-07-06': 'eight' });
    expect(words.body.errors[0].message).toBe('Enter the hours of 2026-07-06 as a number, like 8 or 7.5.');
    const zero = await fileRequest(api, vacation.uuid, enrolled[3]!, { '2026-07-06': '0' });
    expect(zero.body.errors[0]).toMatchObject({
      error_key: 'days',
      message: 'Enter hours for at least one day.',
    });
    const outside = await call(api, 'POST', requests(api.companyUuid), {
      body: {
        employee_uuid: enrolled[3],
        policy_uuid: vacation.uuid,
        start_date: '2026-07-06',
        end_date: '2026-07-07',
        days: { '2026-07-08': '8' },
      },
    });
    expect(outside.body.errors[0].message).toBe(
      "2026-07-08 is outside the request's days, 2026-07-06 to 2026-07-07.",
    );
  });

  it('refuses an employee who is not on the policy, on employee_uuid', async () => {
    const api = timeOffApi();
    const { outsider } = await staff(api);
    const [vacation] = await seededPolicies(api);
    expect(vacation.employees.map((e: { uuid: string }) => e.uuid)).not.toContain(outsider);
    const refused = await fileRequest(api, vacation.uuid, outsider, { '2026-07-06': '8' });
    expect(refused.body.errors).toEqual([
      {
        error_key: 'employee_uuid',
        category: 'invalid_attribute_value',
        message: 'The employee is not on this policy.',
      },
    ]);
  });

  it('an admin pre-approved request is approved at once, by the admin, and takes its hours', async () => {
    const { api, who, policy } = await employeeOnPolicy('16');
    const made = await fileRequest(api, policy.uuid, who, { '2026-07-06': '8' }, 'admin_approved_requests', {
      employer_note: 'Entered for Ada',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'approved',
      employer_note: 'Entered for Ada',
      initiator: { uuid: 'company-admin', full_name: 'Company Admin' },
      approver: { uuid: 'company-admin' },
    });
    expect(await balanceOf(api, policy.uuid, who)).toBe('8.000');
    const over = await fileRequest(api, policy.uuid, who, { '2026-07-07': '9' }, 'admin_approved_requests');
    expect(over.body.errors[0]).toMatchObject({
      error_key: 'days',
      metadata: { remaining_balance_hours: '-1.000' },
    });
  });

  it('deletes pending and approved requests (an approved one gives its hours back), never a consumed one', async () => {
    const { api, who, policy } = await employeeOnPolicy('16');
    const pending = (await fileRequest(api, policy.uuid, who, { '2026-07-06': '8' })).body;
    expect((await call(api, 'DELETE', `/v1/time_off/requests/${pending.uuid}`)).status).toBe(204);
    expect((await call(api, 'GET', `/v1/time_off/requests/${pending.uuid}`)).status).toBe(404);
    const approved = (
      await fileRequest(api, policy.uuid, who, { '2026-07-06': '8' }, 'admin_approved_requests')
    ).body;
    expect(await balanceOf(api, policy.uuid, who)).toBe('8.000');
    expect((await call(api, 'DELETE', `/v1/time_off/requests/${approved.uuid}`)).status).toBe(204);
    expect(await balanceOf(api, policy.uuid, who)).toBe('16.000');
  });

  it('a processed payroll that pays an approved request consumes it; a consumed request cannot be approved, declined or deleted', async () => {
    const api = timeOffApi();
    const [vacation] = await seededPolicies(api);
    const who = vacation.employees[0].uuid as string;
    // Tuesday of the first upcoming pay period (it ends Friday 19 June).
    const filed = await fileRequest(
      api,
      vacation.uuid,
      who,
      { '2026-06-16': '8' },
      'admin_approved_requests',
    );
    expect(filed.body.status).toBe('approved');
    const pending = (await fileRequest(api, vacation.uuid, who, { '2026-06-17': '4' })).body;
    const balance = await balanceOf(api, vacation.uuid, who);
    const period = await processFirstPayroll(api);
    expect(period.start_date <= '2026-06-16' && '2026-06-16' <= period.end_date).toBe(true);

    const path = `/v1/time_off/requests/${filed.body.uuid}`;
    expect((await call(api, 'GET', path)).body.status).toBe('consumed');
    // Only approved requests are paid: the pending one stays pending.
    expect((await call(api, 'GET', `/v1/time_off/requests/${pending.uuid}`)).body.status).toBe('pending');
    // Its hours left the balance at approval; consuming leaves them off, and the processed
    // payroll adds the policy's 4 hours per pay period (DECISIONS 43): 32 + 4.
    expect(vacation).toMatchObject({
      accrual_method: 'per_pay_period',
      accrual_rate: expect.stringMatching(/^4(\.0+)?$/),
    });
    expect(balance).toBe('32.000');
    expect(await balanceOf(api, vacation.uuid, who)).toBe('36.000');

    const before = api.snapshot();
    for (const [method, action, body] of [
      ['PUT', '/approve', {}],
      ['PUT', '/decline', { employer_note: 'Too late' }],
      ['DELETE', '', undefined],
    ] as const) {
      const refused = await call(api, method, `${path}${action}`, body ? { body } : {});
      expect(refused.status, `${method} ${action}`).toBe(422);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ error_key: 'base', category: 'invalid_operation' }),
      ]);
    }
    expect(api.snapshot()).toBe(before);
    const consumed = await call(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/time_off/requests?status=consumed`,
    );
    expect(consumed.body.map((r: { uuid: string }) => r.uuid)).toEqual([filed.body.uuid]);
  });

  it('lists by status and employee, sorted by start date, paged past 100; bad filters are 422 on their parameter', async () => {
    const api = timeOffApi();
    const { enrolled } = await staff(api);
    const [a, b] = enrolled as [string, string];
    const policy = await policyWith(api, { accrual_method: 'unlimited' }, { [a]: null, [b]: null });
    const days: string[] = [];
    for (let i = 0; i < 105; i++) days.push(new Date(Date.UTC(2026, 6, 1 + i)).toISOString().slice(0, 10));
    // Filed out of date order, so the sort is the service's.
    for (const day of [...days].reverse())
      expect((await fileRequest(api, policy.uuid, a, { [day]: '1' })).status).toBe(201);
    await fileRequest(api, policy.uuid, b, { '2026-07-02': '2' });
    const path = `${requests(api.companyUuid)}?employee_uuids=${a}&status=pending&sort_order=asc&per=100`;
    const page1 = await call(api, 'GET', path);
    expect(page1.headers.get('X-Total-Count')).toBe('105');
    expect(page1.headers.get('X-Total-Pages')).toBe('2');
    expect(page1.body.map((r: { start_date: string }) => r.start_date)).toEqual(days.slice(0, 100));
    const page2 = await call(api, 'GET', `${path}&page=2`);
    expect(page2.body.map((r: { start_date: string }) => r.start_date)).toEqual(days.slice(100));
    expect(page2.body.every((r: { employee: { uuid: string } }) => r.employee.uuid === a)).toBe(true);
    const desc = await call(api, 'GET', `${requests(api.companyUuid)}?employee_uuids=${a}&per=1`);
    expect(desc.body[0].start_date).toBe(days[104]);
    const overlap = await call(
      api,
      'GET',
      `${requests(api.companyUuid)}?start_date=2026-07-02&end_date=2026-07-03`,
    );
    expect(overlap.body).toHaveLength(3);
    const bad = await call(api, 'GET', `${requests(api.companyUuid)}?status=cancelled`);
    expect(bad.body.errors[0]).toMatchObject({ error_key: 'status', category: 'invalid_parameter' });
    const badSort = await call(api, 'GET', `${requests(api.companyUuid)}?sort_order=up`);
    expect(badSort.body.errors[0]).toMatchObject({ error_key: 'sort_order', category: 'invalid_parameter' });
  });

  it("an employee's activity history shows each balance movement, newest first; time_off_type is required", async () => {
    const { api, who, policy } = await employeeOnPolicy('10', 0, { name: 'PTO' });
    await call(api, 'PUT', `/v1/time_off_policies/${policy.uuid}/balance`, {
      body: { employees: [{ uuid: who, balance: '12' }] },
    });
    await fileRequest(api, policy.uuid, who, { '2026-07-06': '3' }, 'admin_approved_requests');
    const path = `/v1/employees/${who}/time_off_activities`;
    const list = (await call(api, 'GET', `${path}?time_off_type=vacation`)).body.filter(
      (a: { policy_uuid: string }) => a.policy_uuid === policy.uuid,
    );
    expect(
      list.map((a: { event_type: string; balance_change: string; balance: string }) => [
        a.event_type,
        a.balance_change,
        a.balance,
      ]),
    ).toEqual([
      ['TimeOffEvent::RequestApproved', '-3.000', '9.000'],
      ['TimeOffEvent::BalanceUpdate', '2.000', '12.000'],
      ['TimeOffEvent::AddToPolicy', '10.000', '10.000'],
    ]);
    expect(list[0]).toMatchObject({
      time_off_type: 'vacation',
      policy_name: 'PTO',
      effective_time: '2026-06-15T16:00:00.000Z',
    });
    const missing = await call(api, 'GET', path);
    expect(missing.body.errors[0]).toMatchObject({
      error_key: 'time_off_type',
      category: 'invalid_parameter',
    });
  });
});
