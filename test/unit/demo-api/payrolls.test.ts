import { describe, expect, it } from 'vitest';
import { createDemoApi, type DemoApi } from '../../../src/testing';
import { call, fixedNow, type ApiJson } from './request';

const cents = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
};

async function unprocessed(api: DemoApi) {
  const list = await call(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed`,
  );
  return list.body[0];
}

async function prepared(api: DemoApi) {
  const payroll = await unprocessed(api);
  const path = `/v1/companies/${api.companyUuid}/payrolls/${payroll.uuid}`;
  const res = await call(api, 'PUT', `${path}/prepare`);
  return { path, payroll: res.body };
}

describe('payroll lifecycle (UPSTREAM E, DECISIONS 8, 26)', () => {
  it('calculates asynchronously, with totals that add up to the cent, then submits and pays', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 24 });
    const { path } = await prepared(api);
    expect((await call(api, 'PUT', `${path}/calculate`)).status).toBe(202);
    expect((await call(api, 'GET', path)).body.processing_request.status).toBe('calculating');
    await api.clock.advance(1000);
    const calculated = (await call(api, 'GET', `${path}?include=taxes`)).body;
    expect(calculated.processing_request.status).toBe('calculate_success');
    expect(calculated.calculated_at).not.toBeNull();
    const t: ApiJson = Object.fromEntries(
      Object.entries(calculated.totals).map(([k, v]) => [k, cents(v as string)]),
    );
    expect(t.gross_pay).toBeGreaterThan(0);
    expect(t.net_pay).toBe(t.gross_pay - t.employee_taxes - t.other_deductions);
    expect(t.tax_debit).toBe(t.employee_taxes + t.employer_taxes);
    expect(t.company_debit + t.check_amount).toBe(
      t.gross_pay - t.other_deductions + t.reimbursements + t.employer_taxes,
    );
    const employeeTaxSum = calculated.employee_compensations
      .flatMap((e: ApiJson) => e.taxes.filter((x: ApiJson) => !x.employer))
      .reduce((sum: number, x: ApiJson) => sum + cents(x.amount), 0);
    expect(employeeTaxSum).toBe(t.employee_taxes);

    expect((await call(api, 'PUT', `${path}/submit`)).status).toBe(202);
    await api.clock.advance(2000);
    const done = (await call(api, 'GET', path)).body;
    expect(done).toMatchObject({ processed: true, processing_request: { status: 'submit_success' } });
    const events = await call(api, 'GET', '/v1/events?limit=100', { token: api.tokens.system });
    const types = events.body.map((e: ApiJson) => e.event_type);
    expect(types.indexOf('payroll.paid')).toBeGreaterThan(types.indexOf('payroll.processed'));
    const receipt = await call(api, 'GET', `/v1/payrolls/${done.uuid}/receipt`);
    expect(receipt.body.totals.company_debit).toBe(done.totals.company_debit);
  });

  it('refuses updates while processing and once processed, and cancels before the deadline', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const { path, payroll } = await prepared(api);
    const entry = payroll.employee_compensations[0];
    const update = () =>
      call(api, 'PUT', path, {
        body: {
          employee_compensations: [{ employee_uuid: entry.employee_uuid, version: entry.version, memo: 'x' }],
        },
      });
    await call(api, 'PUT', `${path}/calculate`);
    const during = await update();
    expect(during.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    await api.clock.advance(1000);
    await call(api, 'PUT', `${path}/submit`);
    await api.clock.advance(1000);
    const after = await update();
    expect(after.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const cancelled = await call(api, 'PUT', `${path}/cancel`);
    expect(cancelled.body).toMatchObject({ processed: false, calculated_at: null });
  });

  it('gives each employee entry its own version: a stale one is 409 with the employee, nothing applied', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const { path, payroll } = await prepared(api);
    const [a, b] = payroll.employee_compensations;
    const first = await call(api, 'PUT', path, {
      body: {
        employee_compensations: [{ employee_uuid: a.employee_uuid, version: a.version, memo: 'first' }],
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.employee_compensations).toHaveLength(1);
    const stale = await call(api, 'PUT', path, {
      body: {
        employee_compensations: [
          { employee_uuid: b.employee_uuid, version: b.version, memo: 'would apply' },
          { employee_uuid: a.employee_uuid, version: a.version, memo: 'stale' },
        ],
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({
      category: 'invalid_resource_version',
      metadata: { entity_uuid: a.employee_uuid },
    });
    const current = (await call(api, 'GET', path)).body.employee_compensations;
    expect(current.find((e: ApiJson) => e.employee_uuid === b.employee_uuid).memo).toBeNull();
  });

  it('refuses more than 100 entries, and reports bad entries with idx and the employee', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const { path, payroll } = await prepared(api);
    const entry = payroll.employee_compensations[0];
    const many = Array.from({ length: 101 }, () => ({
      employee_uuid: entry.employee_uuid,
      version: entry.version,
    }));
    const tooMany = await call(api, 'PUT', path, { body: { employee_compensations: many } });
    expect(tooMany.body.errors[0]).toMatchObject({
      error_key: 'employee_compensations',
      category: 'invalid_attribute_value',
    });
    const bad = await call(api, 'PUT', path, {
      body: {
        employee_compensations: [
          {
            employee_uuid: entry.employee_uuid,
            version: entry.version,
            fixed_compensations: [{ name: 'Bonus', amount: 'lots' }],
          },
        ],
      },
    });
    expect(bad.body.errors[0]).toMatchObject({
      category: 'nested_errors',
      idx: 0,
      metadata: { entity_type: 'Employee', entity_uuid: entry.employee_uuid },
    });
    expect(bad.body.errors[0].errors[0].error_key).toBe('amount');
  });

  it('answers payroll blockers in 422 payroll_blocker errors with metadata.key', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 0 });
    const blockers = await call(api, 'GET', `/v1/companies/${api.companyUuid}/payrolls/blockers`);
    expect(blockers.body.map((b: ApiJson) => b.key)).toEqual(['missing_employee_setup']);
    const offCycle = await call(api, 'POST', `/v1/companies/${api.companyUuid}/payrolls`, {
      body: {
        off_cycle: true,
        off_cycle_reason: 'Bonus',
        start_date: '2026-06-01',
        end_date: '2026-06-14',
        employee_uuids: [],
      },
    });
    // 200 for an off-cycle create, as the upstream declares (DECISIONS 31, revised).
    expect(offCycle.status).toBe(200);
    const calc = await call(
      api,
      'PUT',
      `/v1/companies/${api.companyUuid}/payrolls/${offCycle.body.uuid}/calculate`,
    );
    expect(calc.status).toBe(422);
    expect(calc.body.errors[0]).toMatchObject({
      error_key: 'base',
      category: 'payroll_blocker',
      metadata: { key: 'missing_employee_setup' },
    });
  });

  it('limits off-cycle employee_uuids to 100 known employees', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const path = `/v1/companies/${api.companyUuid}/payrolls`;
    const base = {
      off_cycle: true,
      off_cycle_reason: 'Bonus',
      start_date: '2026-06-01',
      end_date: '2026-06-14',
    };
    const notArray = await call(api, 'POST', path, { body: { ...base, employee_uuids: 'all' } });
    expect(notArray.body.errors[0]).toMatchObject({
      error_key: 'employee_uuids',
      category: 'invalid_attribute_value',
    });
    const many = await call(api, 'POST', path, {
      body: { ...base, employee_uuids: Array.from({ length: 101 }, (_, i) => String(i)) },
    });
    expect(many.body.errors[0].error_key).toBe('employee_uuids');
    const unknown = await call(api, 'POST', path, { body: { ...base, employee_uuids: ['nobody'] } });
    expect(unknown.body.errors[0].metadata.entities).toEqual([
      { entity_type: 'Employee', entity_uuid: 'nobody' },
    ]);
  });
});

describe('pay schedules and pay periods (UPSTREAM C, DECISIONS 28)', () => {
  it('previews twice-monthly periods with holidays and refuses a bad frequency', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const base = `/v1/companies/${api.companyUuid}/pay_schedules/preview`;
    const preview = await call(
      api,
      'GET',
      `${base}?frequency=Twice%20per%20month&anchor_pay_date=2026-07-15&anchor_end_of_pay_period=2026-07-15&day_1=15&day_2=31&end_date=2026-09-30`,
    );
    expect(preview.body.pay_periods.map((p: ApiJson) => [p.start_date, p.end_date])).toEqual([
      ['2026-07-01', '2026-07-15'],
      ['2026-07-16', '2026-07-31'],
      ['2026-08-01', '2026-08-15'],
      ['2026-08-16', '2026-08-31'],
      ['2026-09-01', '2026-09-15'],
      ['2026-09-16', '2026-09-30'],
    ]);
    // Independence Day 2026 is a Saturday: the Federal Reserve does not observe it (DECISIONS 46).
    expect(preview.body.holidays).toEqual(['2026-09-07']);
    const bad = await call(
      api,
      'GET',
      `${base}?frequency=Daily&anchor_pay_date=2026-07-15&anchor_end_of_pay_period=2026-07-15`,
    );
    expect(bad.body.errors[0].error_key).toBe('frequency');
  });

  it('refuses pay period end_date more than 3 months ahead', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const res = await call(api, 'GET', `/v1/companies/${api.companyUuid}/pay_periods?end_date=2026-09-16`);
    expect(res.body.errors[0]).toMatchObject({ error_key: 'end_date', category: 'invalid_parameter' });
    const ok = await call(api, 'GET', `/v1/companies/${api.companyUuid}/pay_periods?end_date=2026-09-15`);
    expect(ok.status).toBe(200);
    expect(ok.body.some((p: ApiJson) => p.payroll.processed)).toBe(true);
  });

  it('creates schedules with day rules and updates them with a version', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const path = `/v1/companies/${api.companyUuid}/pay_schedules`;
    const missingDay = await call(api, 'POST', path, {
      body: { frequency: 'Monthly', anchor_pay_date: '2026-07-31', anchor_end_of_pay_period: '2026-07-31' },
    });
    expect(missingDay.body.errors[0]).toMatchObject({ error_key: 'day_1', category: 'missing_parameter' });
    const created = await call(api, 'POST', path, {
      body: {
        frequency: 'Monthly',
        anchor_pay_date: '2026-07-31',
        anchor_end_of_pay_period: '2026-07-31',
        day_1: 31,
      },
    });
    expect(created.body).toMatchObject({ active: false, name: 'Every month on the last day' });
    const updated = await call(api, 'PUT', `${path}/${created.body.uuid}`, {
      body: { version: created.body.version, custom_name: 'Managers' },
    });
    expect(updated.body.custom_name).toBe('Managers');
    const stale = await call(api, 'PUT', `${path}/${created.body.uuid}`, {
      body: { version: created.body.version, custom_name: 'X' },
    });
    expect(stale.status).toBe(409);
  });
});
