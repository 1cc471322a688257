// Contract tests of payroll delete and skip (UPSTREAM E.1, E.10) against the demo service over
// HTTP, as a partner's client sees them: `npm run demo-api`'s server on 127.0.0.1, port 0.
import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import { type ApiJson } from './request';

// Monday 15 June 2026, 09:00 in California.
const http = demoHttpForEachTest({ employees: 6 });

const payrolls = () => `/v1/companies/${http.company}/payrolls`;

async function list(query: string): Promise<ApiJson[]> {
  const res = await http.call('GET', `${payrolls()}?${query}&per=100`);
  expect(res.status).toBe(200);
  return res.body;
}

async function payrollEvents(): Promise<string[]> {
  const res = await http.call('GET', '/v1/events?limit=100', undefined, http.api.tokens.system);
  return res.body.filter((e: ApiJson) => e.entity_type === 'Payroll').map((e: ApiJson) => e.event_type);
}

async function offCycleBonus(): Promise<string> {
  const employees = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
  const employee = employees.body.find((e: ApiJson) => e.onboarded);
  const created = await http.call('POST', payrolls(), {
    off_cycle: true,
    off_cycle_reason: 'Bonus',
    start_date: '2026-06-06',
    end_date: '2026-06-19',
    employee_uuids: [employee.uuid],
  });
  // An off-cycle create answers 200, as the upstream declares (DECISIONS 31, revised).
  expect(created.status).toBe(200);
  return `${payrolls()}/${created.body.uuid}`;
}

describe('DELETE a payroll (UPSTREAM E.1)', () => {
  it('deletes an unprocessed off-cycle payroll: 204, then gone from its path and the list', async () => {
    const path = await offCycleBonus();
    const uuid = path.split('/').at(-1);
    const deleted = await http.call('DELETE', path);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect((await http.call('GET', path)).status).toBe(404);
    const offCycle = await list('processing_statuses=unprocessed,processed&payroll_types=off_cycle');
    expect(offCycle.map((p) => p.uuid)).not.toContain(uuid);
    expect(await payrollEvents()).toContain('payroll.deleted');
    // DELETE is idempotent in effect: a repeat finds nothing (SPEC §9.5).
    expect((await http.call('DELETE', path)).status).toBe(404);
  });

  it('answers 202 with ?async=true', async () => {
    const path = await offCycleBonus();
    expect((await http.call('DELETE', `${path}?async=true`)).status).toBe(202);
    expect((await http.call('GET', path)).status).toBe(404);
  });

  it('deletes an off-cycle payroll that was submitted and then cancelled', async () => {
    const path = await offCycleBonus();
    expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
    await http.advance(2000);
    expect((await http.call('PUT', `${path}/cancel`)).status).toBe(200);
    expect((await http.call('DELETE', path)).status).toBe(204);
  });

  it('refuses a regular, a running and a processed payroll with invalid_operation, changing nothing', async () => {
    const [regular] = await list('processing_statuses=unprocessed');
    const regularPath = `${payrolls()}/${regular.uuid}`;
    const refused = await http.call('DELETE', regularPath);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      error_key: 'base',
      category: 'invalid_operation',
      message: 'A regular payroll cannot be deleted. Skip its pay period instead.',
    });
    expect((await http.call('GET', regularPath)).status).toBe(200);

    const path = await offCycleBonus();
    await http.call('PUT', `${path}/submit`);
    const running = await http.call('DELETE', path);
    expect(running.status).toBe(422);
    expect(running.body.errors[0].category).toBe('invalid_operation');
    await http.advance(2000);
    const processed = await http.call('DELETE', path);
    expect(processed.status).toBe(422);
    expect(processed.body.errors[0].message).toMatch(/Cancel it first/);
    expect((await http.call('GET', path)).body.processed).toBe(true);
  });

  it('is 404 for another company’s payroll path and for an unknown payroll', async () => {
    const path = await offCycleBonus();
    const other = path.replace(http.company, '00000000-0000-4000-8000-000000000000');
    expect([403, 404]).toContain((await http.call('DELETE', other)).status);
    expect((await http.call('DELETE', `${payrolls()}/not-a-payroll`)).status).toBe(404);
    expect((await http.call('GET', path)).status).toBe(200);
  });

  it('needs payrolls:run: without a token it is 401 and the payroll stays', async () => {
    const path = await offCycleBonus();
    expect((await http.call('DELETE', path, undefined, null)).status).toBe(401);
    expect((await http.call('GET', path)).status).toBe(200);
  });
});

describe('skip a regular payroll (UPSTREAM E.10)', () => {
  it('submits the pay period’s payroll as $0: 202, processed a step later, paying nobody', async () => {
    const [next] = await list('processing_statuses=unprocessed');
    const skipped = await http.call('POST', `${payrolls()}/skip`, {
      payroll_type: 'Regular',
      pay_schedule_uuid: next.pay_period.pay_schedule_uuid,
      start_date: next.pay_period.start_date,
      end_date: next.pay_period.end_date,
    });
    expect(skipped.status).toBe(202);
    const path = `${payrolls()}/${next.uuid}`;
    expect((await http.call('GET', path)).body.processing_request.status).toBe('submitting');
    await http.advance(1000);
    const done = (await http.call('GET', `${path}?include=totals`)).body;
    expect(done.processed).toBe(true);
    expect(done.totals.company_debit).toBe('0.00');
    expect(done.totals.net_pay).toBe('0.00');
    expect(done.employee_compensations.length).toBeGreaterThan(0);
    expect(done.employee_compensations.every((row: ApiJson) => row.excluded === true)).toBe(true);
    expect((await list('processing_statuses=unprocessed')).map((p) => p.uuid)).not.toContain(next.uuid);
    expect(await payrollEvents()).toEqual(expect.arrayContaining(['payroll.submitted', 'payroll.processed']));

    // The period is done: skipping it again is refused.
    const again = await http.call('POST', `${payrolls()}/skip`, {
      payroll_type: 'Regular',
      pay_schedule_uuid: next.pay_period.pay_schedule_uuid,
      end_date: next.pay_period.end_date,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      category: 'invalid_operation',
      message: 'The payroll of this pay period is already processed.',
    });
  });

  it('answers bad input with 422 on the field, and a new-hire skip as not simulated', async () => {
    const [next] = await list('processing_statuses=unprocessed');
    const schedule = next.pay_period.pay_schedule_uuid;
    const cases: Array<[unknown, string, string]> = [
      [{}, 'payroll_type', 'missing_parameter'],
      [{ payroll_type: 'Weekly' }, 'payroll_type', 'invalid_attribute_value'],
      [
        { payroll_type: 'Hired employee', pay_schedule_uuid: schedule },
        'payroll_type',
        'invalid_attribute_value',
      ],
      [{ payroll_type: 'Regular' }, 'pay_schedule_uuid', 'missing_parameter'],
      [
        { payroll_type: 'Regular', pay_schedule_uuid: 'nope' },
        'pay_schedule_uuid',
        'invalid_attribute_value',
      ],
      [
        { payroll_type: 'Regular', pay_schedule_uuid: schedule, end_date: '2026-13-40' },
        'end_date',
        'invalid_attribute_value',
      ],
    ];
    for (const [body, key, category] of cases) {
      const res = await http.call('POST', `${payrolls()}/skip`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0], JSON.stringify(body)).toMatchObject({ error_key: key, category });
    }
    const noPeriod = await http.call('POST', `${payrolls()}/skip`, {
      payroll_type: 'Regular',
      pay_schedule_uuid: schedule,
      end_date: '2025-01-01',
    });
    expect(noPeriod.status).toBe(422);
    expect(noPeriod.body.errors[0].category).toBe('invalid_operation');
    // Nothing was skipped by any of them.
    expect((await list('processing_statuses=unprocessed')).map((p) => p.uuid)).toContain(next.uuid);
  });

  it('answers a hostile body with a clean 4xx', async () => {
    for (const body of [
      [],
      'skip',
      42,
      { payroll_type: { $ne: 1 } },
      { payroll_type: 'Regular', employee_uuids: 'x' },
    ]) {
      const res = await http.call('POST', `${payrolls()}/skip`, body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});
