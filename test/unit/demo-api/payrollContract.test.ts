// Contract tests of the payroll rules (DECISIONS 38–42, 45–47) against the demo service over
// HTTP, as a partner's client sees them: `npm run demo-api`'s server on 127.0.0.1, port 0.
import { describe, expect, it } from 'vitest';
import { PAYROLL_BLOCKER_KEYS } from '../../../src/api/payroll/operations';
import { demoHttpForEachTest } from './http';
import { type ApiJson } from './request';

const cents = (text: string) => {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return negative ? -value : value;
};

// Monday 15 June 2026, 09:00 in California.
const http = demoHttpForEachTest({ employees: 24 });

const payrolls = () => `/v1/companies/${http.company}/payrolls`;

async function upcoming(): Promise<ApiJson[]> {
  const res = await http.call('GET', `${payrolls()}?processing_statuses=unprocessed&per=100`);
  expect(res.status).toBe(200);
  return res.body;
}

async function prepareFirst(query = '') {
  const [payroll] = await upcoming();
  const path = `${payrolls()}/${payroll.uuid}`;
  const prepared = await http.call('PUT', `${path}/prepare${query}`);
  expect(prepared.status).toBe(200);
  return { path, payroll: prepared.body, headers: prepared.headers };
}

/**
 * Lowers the company's fast ACH threshold to $1,000.00 (the demo's test control), so the first
 * upcoming payroll's debit is over it, then prepares that payroll.
 */
async function prepareOverFastAchThreshold() {
  const settings = `/__demo/companies/${http.company}/settings`;
  expect((await http.call('PUT', settings, { fast_ach_threshold: '1000.00' }, null)).status).toBe(200);
  return prepareFirst();
}

async function allRows(path: string, include = ''): Promise<ApiJson[]> {
  const rows: ApiJson[] = [];
  for (let page = 1; ; page++) {
    const res = await http.call('GET', `${path}?per=100&page=${page}${include}`);
    rows.push(...res.body.employee_compensations);
    if (page >= Number(res.headers.get('x-total-pages'))) return rows;
  }
}

/** Saves one line of a payroll over the version it was read at: an update of one employee. */
function saveLine(path: string, line: { employee_uuid: string; version: string }, changes: ApiJson) {
  return http.call('PUT', path, {
    employee_compensations: [{ employee_uuid: line.employee_uuid, version: line.version, ...changes }],
  });
}

/** Creates an off-cycle payroll for the pay period of 6–19 June unless `fields` say otherwise. */
function createOffCycle(reason: string, fields: ApiJson = {}) {
  return http.call('POST', payrolls(), {
    off_cycle: true,
    off_cycle_reason: reason,
    start_date: '2026-06-06',
    end_date: '2026-06-19',
    ...fields,
  });
}

async function eventTypes(): Promise<string[]> {
  const res = await http.call('GET', '/v1/events?limit=100', undefined, http.api.tokens.system);
  return res.body.filter((e: ApiJson) => e.entity_type === 'Payroll').map((e: ApiJson) => e.event_type);
}

describe('upcoming regular payrolls (DECISIONS 39, 47 a)', () => {
  it('keeps one unprocessed payroll per pay period up to 3 months ahead, linked from pay periods', async () => {
    const list = await upcoming();
    const ends = list.map((p) => p.pay_period.end_date);
    // Biweekly periods ending 19 Jun … 11 Sep: every one up to 3 months ahead (15 Sep).
    expect(ends).toEqual([
      '2026-06-19',
      '2026-07-03',
      '2026-07-17',
      '2026-07-31',
      '2026-08-14',
      '2026-08-28',
      '2026-09-11',
    ]);
    expect(list.every((p) => p.processed === false && p.off_cycle === false)).toBe(true);
    const periods = await http.call(
      'GET',
      `/v1/companies/${http.company}/pay_periods?start_date=2026-06-06&end_date=2026-09-15`,
    );
    const byEnd = new Map(periods.body.map((p: ApiJson) => [p.end_date, p.payroll]));
    for (const p of list) {
      expect(byEnd.get(p.pay_period.end_date)).toMatchObject({
        payroll_uuid: p.uuid,
        payroll_type: 'regular',
      });
    }
  });

  it('filters the list by pay period overlap and pages it', async () => {
    const one = await http.call(
      'GET',
      `${payrolls()}?processing_statuses=unprocessed&start_date=2026-07-05&end_date=2026-07-10`,
    );
    expect(one.body.map((p: ApiJson) => p.pay_period)).toEqual([
      expect.objectContaining({ start_date: '2026-07-04', end_date: '2026-07-17' }),
    ]);
    const paged = await http.call(
      'GET',
      `${payrolls()}?processing_statuses=unprocessed,processed&per=2&page=2`,
    );
    expect(paged.body).toHaveLength(2);
    expect(paged.headers.get('x-total-count')).toBe('8');
    const far = await http.call('GET', `${payrolls()}?processing_statuses=unprocessed&end_date=2026-09-16`);
    expect(far.body.errors[0]).toMatchObject({ error_key: 'end_date', category: 'invalid_parameter' });
  });

  it('moves a check date off a weekend or bank holiday, with the deadline two business days before at 16:00 Pacific', async () => {
    const list = await upcoming();
    for (const p of list) {
      const day = new Date(`${p.check_date}T00:00:00Z`).getUTCDay();
      expect(day).not.toBe(0);
      expect(day).not.toBe(6);
    }
    const first = list[0];
    // Check date Wednesday 24 June; run by Monday 22 June, 16:00 PDT.
    expect(first.check_date).toBe('2026-06-24');
    expect(Date.parse(first.payroll_deadline)).toBe(Date.parse('2026-06-22T23:00:00Z'));
  });
});

describe('prepare and rows (UPSTREAM E.3, E.4; DECISIONS 9, 41)', () => {
  it('pages rows at most 100 with sort_by, and prepares only the employee_uuids asked for', async () => {
    const { path, payroll, headers } = await prepareFirst('?per=5&sort_by=last_name:desc');
    expect(payroll.employee_compensations).toHaveLength(5);
    expect(Number(headers.get('x-total-count'))).toBe(18);
    const names = payroll.employee_compensations.map((e: ApiJson) => e.last_name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect((await http.call('GET', `${path}?per=101`)).status).toBe(422);
    const [a, b] = await allRows(path);
    const some = await http.call('PUT', `${path}/prepare`, {
      employee_uuids: [b.employee_uuid, a.employee_uuid],
    });
    expect(some.body.employee_compensations.map((e: ApiJson) => e.employee_uuid).sort()).toEqual(
      [a.employee_uuid, b.employee_uuid].sort(),
    );
    const stranger = await http.call('PUT', `${path}/prepare`, { employee_uuids: ['nobody'] });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors[0]).toMatchObject({
      error_key: 'employee_uuids',
      metadata: { entities: [{ entity_type: 'Employee', entity_uuid: 'nobody' }] },
    });
  });

  it('answers a 409 with one entry per stale row and applies nothing', async () => {
    const { path } = await prepareFirst();
    const [a, b, c] = await allRows(path);
    for (const row of [a, b]) {
      const res = await http.call('PUT', path, {
        employee_compensations: [{ employee_uuid: row.employee_uuid, version: row.version, memo: 'first' }],
      });
      expect(res.status).toBe(200);
    }
    const conflict = await http.call('PUT', path, {
      employee_compensations: [a, b, c].map((row) => ({
        employee_uuid: row.employee_uuid,
        version: row.version,
        memo: 'second',
      })),
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.errors).toEqual(
      [a, b].map((row) =>
        expect.objectContaining({
          error_key: 'base',
          category: 'invalid_resource_version',
          metadata: { entity_type: 'Employee', entity_uuid: row.employee_uuid },
        }),
      ),
    );
    const rows = await allRows(path);
    expect(rows.find((r) => r.employee_uuid === c.employee_uuid).memo).toBeNull();
  });
});

describe('row limits', () => {
  it('refuses an amount over 1,000,000.00 and more than 100 lines, on the item, applying nothing', async () => {
    const { path } = await prepareFirst();
    const [row] = await allRows(path);
    const huge = await saveLine(path, row, {
      fixed_compensations: [{ name: 'Bonus', amount: '1000000.01' }],
      reimbursements: Array.from({ length: 101 }, () => ({ amount: '1.00' })),
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors[0]).toMatchObject({ category: 'nested_errors', idx: 0 });
    expect(huge.body.errors[0].errors.map((e: ApiJson) => e.error_key)).toEqual(['amount', 'reimbursements']);
    const [after] = await allRows(path);
    expect(after.version).toBe(row.version);
  });
});

describe('lifecycle (DECISIONS 8, 26, 38, 42)', () => {
  it('calculates to per-employee results that add up, then submits, processes and pays, with events', async () => {
    const { path } = await prepareFirst();
    const [row] = await allRows(path);
    const edited = await saveLine(path, row, {
      fixed_compensations: [{ name: 'Bonus', amount: '250.00' }],
      reimbursements: [{ amount: '12.34', description: 'Parking' }],
    });
    expect(edited.status).toBe(200);
    expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
    const polling = await http.call('GET', path);
    expect(polling.body.processing_request).toEqual({ status: 'calculating', errors: [] });
    expect(polling.body.employee_compensations).toEqual([]);
    expect(polling.bytes).toBeLessThan(5000);
    await http.advance(1000);

    const calculated = await http.call('GET', `${path}?per=100&include=taxes`);
    expect(calculated.body.processing_request.status).toBe('calculate_success');
    const rows = await allRows(path, '&include=taxes');
    let net = 0;
    let gross = 0;
    let employeeTaxes = 0;
    for (const r of rows) {
      expect(r.gross_pay).toMatch(/^\d+\.\d{2}$/);
      const taxes = r.taxes
        .filter((t: ApiJson) => !t.employer)
        .reduce((s: number, t: ApiJson) => s + cents(t.amount), 0);
      expect(cents(r.net_pay)).toBe(cents(r.gross_pay) - taxes);
      const reimbursed = r.reimbursements.reduce((s: number, x: ApiJson) => s + cents(x.amount), 0);
      expect(cents(r.check_amount)).toBe(cents(r.net_pay) + reimbursed);
      for (const h of r.hourly_compensations) expect(h.amount).toMatch(/^\d+\.\d{2}$/);
      net += cents(r.net_pay);
      gross += cents(r.gross_pay);
      employeeTaxes += taxes;
    }
    const t = calculated.body.totals;
    expect(cents(t.net_pay)).toBe(net);
    expect(cents(t.gross_pay)).toBe(gross);
    expect(cents(t.employee_taxes)).toBe(employeeTaxes);
    expect(cents(t.employee_bonuses)).toBe(25000);
    expect(cents(t.company_debit)).toBe(
      cents(t.net_pay_debit) + cents(t.reimbursement_debit) + cents(t.tax_debit),
    );
    expect(cents(t.tax_debit)).toBe(cents(t.employee_taxes) + cents(t.employer_taxes));
    expect(cents(t.net_pay_debit) + cents(t.reimbursement_debit) + cents(t.check_amount)).toBe(
      cents(t.net_pay) + cents(t.reimbursements),
    );

    expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
    await http.advance(1000);
    const processed = (await http.call('GET', path)).body;
    expect(processed).toMatchObject({ processed: true, processing_request: { status: 'submit_success' } });
    expect(processed.payroll_status_meta).toMatchObject({ cancellable: true, payroll_late: false });
    await http.advance(1000);
    expect(await eventTypes()).toEqual([
      'payroll.updated',
      'payroll.calculated',
      'payroll.submitted',
      'payroll.processed',
      'payroll.paid',
    ]);
    const receipt = await http.call('GET', `/v1/payrolls/${processed.uuid}/receipt`);
    expect(receipt.body.totals.company_debit).toBe(t.company_debit);
  });

  it('submits a payroll never calculated: calculates, then submits, in one run (DECISIONS 45)', async () => {
    const { path } = await prepareFirst();
    expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
    expect((await http.call('GET', path)).body.processing_request.status).toBe('calculating');
    await http.advance(1000);
    expect((await http.call('GET', path)).body.processing_request.status).toBe('submitting');
    await http.advance(1000);
    const done = (await http.call('GET', `${path}?per=1`)).body;
    expect(done).toMatchObject({ processed: true, processing_request: { status: 'submit_success' } });
    expect(done.employee_compensations[0].net_pay).toMatch(/^\d+\.\d{2}$/);
  });

  it('clears per-employee results and totals on any update or prepare', async () => {
    const { path } = await prepareFirst();
    await http.call('PUT', `${path}/calculate`);
    await http.advance(1000);
    const [row] = await allRows(path);
    expect(row.gross_pay).not.toBeNull();
    await http.call('PUT', path, {
      employee_compensations: [{ employee_uuid: row.employee_uuid, version: row.version, memo: 'changed' }],
    });
    const after = await http.call('GET', `${path}?per=1`);
    expect(after.body).toMatchObject({ calculated_at: null, processing_request: null });
    // Set back to null upstream; removed here, as the upstream schema has no null totals (DECISIONS 60).
    expect(after.body).not.toHaveProperty('totals');
    expect(after.body.employee_compensations[0]).toMatchObject({
      gross_pay: null,
      net_pay: null,
      check_amount: null,
    });
  });

  it('cancels before the deadline, not after it', async () => {
    const { path } = await prepareFirst();
    await http.call('PUT', `${path}/submit`);
    await http.advance(3000);
    const cancelled = await http.call('PUT', `${path}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ processed: false, calculated_at: null, processing_request: null });
    expect(await eventTypes()).toContain('payroll.cancelled');
    await http.call('PUT', `${path}/submit`);
    await http.advance(2000);
    // Past 16:00 Pacific on Monday 22 June (the run-by day of a 24 June check date).
    await http.advance(Date.parse('2026-06-22T23:00:00Z') - Date.parse('2026-06-15T16:00:05Z'));
    const late = (await http.call('GET', path)).body;
    expect(late.payroll_status_meta.cancellable).toBe(false);
    const refused = await http.call('PUT', `${path}/cancel`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
  });
});

describe('late payrolls (UPSTREAM E.4, E.7; DECISIONS 46)', () => {
  it('moves the check date to the earliest possible when prepared after the deadline, and marks it late', async () => {
    const [first] = await upcoming();
    expect(first.payroll_status_meta).toMatchObject({
      payroll_late: false,
      initial_check_date: '2026-06-24',
    });
    // Tuesday 23 June, 09:00 Pacific: the 16:00 Monday cut-off for a Wednesday check date passed.
    await http.advance(Date.parse('2026-06-23T16:00:00Z') - Date.parse('2026-06-15T16:00:00Z'));
    const prepared = await http.call('PUT', `${payrolls()}/${first.uuid}/prepare?per=1`);
    // Run today (Tuesday 23 June), paid two business days later: Thursday 25 June.
    expect(prepared.body).toMatchObject({
      check_date: '2026-06-25',
      payroll_status_meta: {
        expected_check_date: '2026-06-25',
        initial_check_date: '2026-06-24',
        payroll_late: true,
      },
    });
    expect(Date.parse(prepared.body.payroll_deadline)).toBe(Date.parse('2026-06-23T23:00:00Z'));
  });
});

describe('cancel gives back what processing took (UPSTREAM E.5)', () => {
  it('makes the compensations a cancelled payroll froze editable again', async () => {
    const employees = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
    const employee = employees.body.find((e: ApiJson) => e.onboarded && e.jobs[0]?.payment_unit === 'Year');
    const raise = await http.call('POST', `/v1/jobs/${employee.jobs[0].uuid}/compensations`, {
      rate: '99000.00',
      payment_unit: 'Year',
      flsa_status: 'Exempt',
      effective_date: '2026-06-16',
    });
    expect(raise.status).toBe(201);
    const created = await createOffCycle('Bonus', { employee_uuids: [employee.uuid] });
    const path = `${payrolls()}/${created.body.uuid}`;
    await http.call('PUT', `${path}/submit`);
    await http.advance(2000);
    const edit = async () => {
      const current = await http.call('GET', `/v1/compensations/${raise.body.uuid}`);
      return http.call('PUT', `/v1/compensations/${raise.body.uuid}`, {
        version: current.body.version,
        rate: '99500.00',
      });
    };
    const frozen = await edit();
    expect(frozen.status).toBe(422);
    expect(frozen.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect((await http.call('PUT', `${path}/cancel`)).status).toBe(200);
    const edited = await edit();
    expect(edited.status).toBe(200);
    expect(edited.body.rate).toBe('99500.00');
  });
});

describe('failures and blockers (DECISIONS 42, 45; UPSTREAM E.5, E.9)', () => {
  it('fails the next calculate with the given errors, then calculates again', async () => {
    const { path, payroll } = await prepareFirst();
    const errors = [
      { error_key: 'base', category: 'payroll_processing', message: 'Tax service unavailable.' },
    ];
    const control = await http.call(
      'POST',
      `/__demo/payrolls/${payroll.uuid}/fail-next`,
      { step: 'calculate', errors },
      null,
    );
    expect(control.status).toBe(204);
    await http.call('PUT', `${path}/calculate`);
    await http.advance(1000);
    const failed = (await http.call('GET', path)).body;
    expect(failed.processing_request).toEqual({ status: 'processing_failed', errors });
    expect(failed.calculated_at).toBeNull();
    expect(await eventTypes()).toEqual(['payroll.processing_failed']);
    await http.call('PUT', `${path}/calculate`);
    await http.advance(1000);
    expect((await http.call('GET', path)).body.processing_request.status).toBe('calculate_success');
  });

  it('fails the next submit with a default entry', async () => {
    const { path, payroll } = await prepareFirst();
    await http.call('POST', `/__demo/payrolls/${payroll.uuid}/fail-next`, { step: 'submit' }, null);
    await http.call('PUT', `${path}/submit`);
    await http.advance(2000);
    const failed = (await http.call('GET', path)).body;
    expect(failed.processed).toBe(false);
    expect(failed.processing_request.status).toBe('processing_failed');
    expect(failed.processing_request.errors[0]).toMatchObject({ error_key: 'base' });
    const bad = await http.call('POST', `/__demo/payrolls/${payroll.uuid}/fail-next`, { step: 'pay' }, null);
    expect(bad.body.errors[0]).toMatchObject({ error_key: 'step', category: 'invalid_attribute_value' });
  });

  it('refuses the next update of the rows whole with fail-next "update", changing nothing, once', async () => {
    const { path, payroll } = await prepareFirst();
    const row = payroll.employee_compensations[0];
    const body = {
      employee_compensations: [
        { employee_uuid: row.employee_uuid, version: row.version, memo: 'Night shift' },
      ],
    };
    const control = await http.call(
      'POST',
      `/__demo/payrolls/${payroll.uuid}/fail-next`,
      { step: 'update' },
      null,
    );
    expect(control.status).toBe(204);
    const refused = await http.call('PUT', path, body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ error_key: 'base', category: 'invalid_operation' }),
    ]);
    const unchanged = (await allRows(path)).find((line) => line.employee_uuid === row.employee_uuid)!;
    expect(unchanged.memo ?? null).toBeNull();
    expect(unchanged.version).toBe(row.version);
    const saved = await http.call('PUT', path, body);
    expect(saved.status).toBe(200);
    expect((await allRows(path)).find((line) => line.employee_uuid === row.employee_uuid)!.memo).toBe(
      'Night shift',
    );
  });

  it('sets any of the 24 blocker keys, refuses calculate with payroll_blocker entries, and clears them', async () => {
    // The contract's keys as the client lists them (that list is pinned at 24 in api/payrollOperations).
    const keys = PAYROLL_BLOCKER_KEYS;
    const control = `/__demo/companies/${http.company}/blockers`;
    expect((await http.call('PUT', control, { keys }, null)).status).toBe(200);
    const listed = await http.call('GET', `${payrolls()}/blockers`);
    expect(listed.body.map((b: ApiJson) => b.key).sort()).toEqual([...keys].sort());
    expect(listed.body.every((b: ApiJson) => typeof b.message === 'string' && b.message.length > 0)).toBe(
      true,
    );
    await http.call('PUT', control, { keys: ['needs_approval'] }, null);
    const { path } = await prepareFirst();
    const refused = await http.call('PUT', `${path}/calculate`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        error_key: 'base',
        category: 'payroll_blocker',
        metadata: { key: 'needs_approval' },
      }),
    ]);
    expect((await http.call('PUT', `${path}/submit`)).status).toBe(422);
    await http.call('PUT', control, { keys: [] }, null);
    expect((await http.call('GET', `${payrolls()}/blockers`)).body).toEqual([]);
    expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
    const unknown = await http.call('PUT', control, { keys: ['not_a_blocker'] }, null);
    expect(unknown.body.errors[0]).toMatchObject({ error_key: 'keys', category: 'invalid_attribute_value' });
    // Hostile input to the controls: a clean 4xx, never a 5xx.
    expect((await http.call('PUT', '/__demo/companies/%E0%A4%A/blockers', { keys: [] }, null)).status).toBe(
      404,
    );
    expect((await http.call('PUT', '/__demo/companies/nobody/blockers', { keys: [] }, null)).status).toBe(
      404,
    );
    expect((await http.call('PUT', control, { keys: 'suspended' }, null)).status).toBe(422);
    expect(
      (await http.call('POST', '/__demo/payrolls/%E0%A4%A/fail-next', { step: 'submit' }, null)).status,
    ).toBe(404);
    const notJson = await fetch(`${http.origin}${control}`, {
      method: 'PUT',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(422);
    const settings = `/__demo/companies/${http.company}/settings`;
    expect((await http.call('PUT', settings, { fast_ach_threshold: 'lots' }, null)).status).toBe(422);
    expect((await http.call('PUT', settings, {}, null)).status).toBe(422);
  });

  it('blocks a debit over the fast ACH threshold until the admin chooses, and moves to four-day ACH', async () => {
    const { path } = await prepareOverFastAchThreshold();
    await http.call('PUT', `${path}/calculate`);
    await http.advance(1000);
    const calculated = (await http.call('GET', `${path}?include=risk_blockers&per=1`)).body;
    expect(calculated.submission_blockers).toEqual([
      expect.objectContaining({
        blocker_type: 'fast_ach_threshold_exceeded',
        status: 'unresolved',
        unblock_options: [
          expect.objectContaining({ unblock_type: 'wire_in', check_date: '2026-06-24' }),
          // Four business days from today (Mon 15 Jun; Fri 19 Jun is Juneteenth) is Mon 22 Jun,
          // before the check date: four-day ACH still pays on the 24th.
          expect.objectContaining({ unblock_type: 'move_to_four_day', check_date: '2026-06-24' }),
        ],
      }),
    ]);
    const missing = await http.call('PUT', `${path}/submit`);
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({
      error_key: 'submission_blockers',
      message: 'Submission blockers selections required',
    });
    const wrong = await http.call('PUT', `${path}/submit`, {
      submission_blockers: [{ blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'pay_later' }],
    });
    expect(wrong.status).toBe(422);
    const chosen = await http.call('PUT', `${path}/submit`, {
      submission_blockers: [{ blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'wire_in' }],
    });
    expect(chosen.status).toBe(202);
    await http.advance(1000);
    // DECISIONS 70: a wire_in payroll waits for the wire, then proceeds once it is approved.
    const waiting = (await http.call('GET', `${path}?per=1`)).body;
    expect(waiting).toMatchObject({ processed: false, processing_request: { status: 'submitting' } });
    const [wire] = (await http.call('GET', `/v1/companies/${http.company}/wire_in_requests`)).body;
    await http.call('PUT', `/__demo/wire_in_requests/${wire.uuid}/approve`, undefined, null);
    await http.advance(1000);
    const done = (await http.call('GET', `${path}?include=risk_blockers&per=1`)).body;
    expect(done).toMatchObject({ processed: true, check_date: '2026-06-24' });
    // Unchanged speed: the field is left out (DECISIONS 60).
    expect(done).not.toHaveProperty('payment_speed_changed');
    expect(done.submission_blockers[0]).toMatchObject({ status: 'resolved', selected_option: 'wire_in' });
  });

  it('moves the check date with move_to_four_day and reports payment_speed_changed and payroll_late', async () => {
    await http.call(
      'PUT',
      `/__demo/companies/${http.company}/settings`,
      { fast_ach_threshold: '1000.00' },
      null,
    );
    // Friday 19 June 2026, 09:00 Pacific: the first payroll's check date (Wed 24 Jun) is two business days away.
    await http.advance(Date.parse('2026-06-19T16:00:00Z') - Date.parse('2026-06-15T16:00:00Z'));
    const { path } = await prepareFirst();
    await http.call('PUT', `${path}/submit`, {
      submission_blockers: [
        { blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'move_to_four_day' },
      ],
    });
    await http.advance(2000);
    const done = (await http.call('GET', `${path}?per=1`)).body;
    // Friday is Juneteenth: the run day is Monday 22 June; four business days on is Friday 26 June.
    expect(done).toMatchObject({
      processed: true,
      check_date: '2026-06-26',
      payment_speed_changed: {
        original_check_date: '2026-06-24',
        current_check_date: '2026-06-26',
        original_debit_date: '2026-06-22',
        current_debit_date: '2026-06-22',
      },
      payroll_status_meta: {
        expected_check_date: '2026-06-26',
        initial_check_date: '2026-06-24',
        payroll_late: true,
      },
    });
    // Cancelling undoes the move with the submission.
    const cancelled = (await http.call('PUT', `${path}/cancel?per=1`)).body;
    expect(cancelled).toMatchObject({ check_date: '2026-06-24' });
    expect(cancelled).not.toHaveProperty('payment_speed_changed');
  });

  it('ends a submit without a calculation as processing_failed when a selection is missing (DECISIONS 45)', async () => {
    const { path } = await prepareOverFastAchThreshold();
    expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
    await http.advance(1000);
    const failed = (await http.call('GET', path)).body;
    expect(failed.processing_request.status).toBe('processing_failed');
    expect(failed.processing_request.errors[0]).toMatchObject({
      error_key: 'submission_blockers',
      message: 'Submission blockers selections required',
    });
    expect(await eventTypes()).toEqual([
      'payroll.submitted',
      'payroll.calculated',
      'payroll.processing_failed',
    ]);
  });
});

describe('off-cycle payrolls (DECISIONS 40)', () => {
  async function salariedEmployee(): Promise<ApiJson> {
    const res = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
    return res.body.find(
      (e: ApiJson) => e.onboarded && e.jobs[0]?.payment_unit === 'Year' && e.jobs[0]?.rate === '85000.00',
    );
  }

  it('pays a $100 bonus to an $85k salaried employee as $100 gross, 22% federal with fixed_withholding_rate', async () => {
    const employee = await salariedEmployee();
    const created = await createOffCycle('Bonus', {
      start_date: '2026-06-01',
      end_date: '2026-06-14',
      check_date: '2026-06-19',
      employee_uuids: [employee.uuid],
      fixed_withholding_rate: true,
      withholding_pay_period: 'Every other week',
      skip_regular_deductions: true,
    });
    // An off-cycle create answers 200, the status the upstream declares (DECISIONS 31, revised).
    expect(created.status).toBe(200);
    // Juneteenth (Friday) is a bank holiday: the check date moves to Thursday.
    expect(created.body).toMatchObject({
      off_cycle: true,
      check_date: '2026-06-18',
      fixed_withholding_rate: true,
      withholding_pay_period: 'Every other week',
      skip_regular_deductions: true,
      is_check_only_payroll: false,
    });
    const row = created.body.employee_compensations[0];
    expect(row.hourly_compensations).toEqual([]);
    const path = `${payrolls()}/${created.body.uuid}`;
    await saveLine(
      path,
      { employee_uuid: employee.uuid, version: row.version },
      { fixed_compensations: [{ name: 'Bonus', amount: '100.00' }] },
    );
    await http.call('PUT', `${path}/calculate`);
    await http.advance(1000);
    const paid = (await http.call('GET', `${path}?include=taxes`)).body;
    const result = paid.employee_compensations[0];
    expect(result.gross_pay).toBe('100.00');
    const tax = (name: string, employer = false) =>
      result.taxes.find((t: ApiJson) => t.name === name && t.employer === employer)?.amount;
    expect(tax('Federal Income Tax')).toBe('22.00');
    expect(tax('Social Security')).toBe('6.20');
    expect(tax('Medicare')).toBe('1.45');
    expect(await eventTypes()).toContain('payroll.created');
  });

  it('carries year-to-date wages across processed payrolls: Social Security stops at the wage base, Additional Medicare starts over $200,000', async () => {
    const employee = await salariedEmployee();
    const bonus = async (amount: string) => {
      const created = await createOffCycle('Bonus', { employee_uuids: [employee.uuid] });
      const path = `${payrolls()}/${created.body.uuid}`;
      const row = created.body.employee_compensations[0];
      await saveLine(
        path,
        { employee_uuid: employee.uuid, version: row.version },
        { fixed_compensations: [{ name: 'Bonus', amount }] },
      );
      await http.call('PUT', `${path}/submit`);
      await http.advance(2000);
      const paid = (await http.call('GET', `${path}?include=taxes`)).body;
      expect(paid.processed).toBe(true);
      const taxes = paid.employee_compensations[0].taxes;
      return (name: string, employer = false) =>
        taxes.find((t: ApiJson) => t.name === name && t.employer === employer).amount;
    };
    // Year to date: the seeded payroll of 10 June paid 85,000 / 26 = 3,269.23.
    // A 190,000.00 bonus: Social Security on 184,500 − 3,269.23 = 181,230.77 only → 6.2% =
    //   11,236.307… → 11,236.31; Medicare 1.45% × 190,000 = 2,755.00; 193,269.23 to date: no
    //   Additional Medicare; FUTA: 7,000 − 3,269.23 = 3,730.77 × 0.6% = 22.38.
    const first = await bonus('190000.00');
    expect(first('Social Security')).toBe('11236.31');
    expect(first('Social Security', true)).toBe('11236.31');
    expect(first('Medicare')).toBe('2755.00');
    expect(first('Additional Medicare')).toBe('0.00');
    expect(first('FUTA', true)).toBe('22.38');
    // A 10,000.00 bonus: past the wage base, no Social Security; 203,269.23 to date, so 0.9% of
    //   3,269.23 = 29.42 Additional Medicare; FUTA's 7,000 already paid.
    const second = await bonus('10000.00');
    expect(second('Social Security')).toBe('0.00');
    expect(second('Social Security', true)).toBe('0.00');
    expect(second('Medicare')).toBe('145.00');
    expect(second('Additional Medicare')).toBe('29.42');
    expect(second('FUTA', true)).toBe('0.00');
  });

  it('starts Dismissed employee with the regular pay, requires pay_schedule_uuid for a transition, refuses a past check date', async () => {
    const employee = await salariedEmployee();
    const dismissed = await createOffCycle('Dismissed employee', { employee_uuids: [employee.uuid] });
    const path = `${payrolls()}/${dismissed.body.uuid}`;
    await http.call('PUT', `${path}/calculate`);
    await http.advance(1000);
    // $85,000 / 26 = $3,269.230… → 3,269.23.
    expect((await http.call('GET', path)).body.employee_compensations[0].gross_pay).toBe('3269.23');
    const transition = await createOffCycle('Transition from old pay schedule');
    expect(transition.body.errors[0]).toMatchObject({
      error_key: 'pay_schedule_uuid',
      category: 'missing_parameter',
    });
    const past = await createOffCycle('Bonus', { check_date: '2026-06-12' });
    expect(past.body.errors[0]).toMatchObject({
      error_key: 'check_date',
      category: 'invalid_attribute_value',
    });
    // Monday 15 June: direct deposit can pay Wednesday 17 June at the earliest; a check today.
    const tooSoon = await createOffCycle('Bonus', { check_date: '2026-06-16' });
    expect(tooSoon.body.errors[0]).toMatchObject({
      error_key: 'check_date',
      category: 'invalid_attribute_value',
    });
    expect(tooSoon.body.errors[0].message).toContain('2026-06-17');
    const byCheck = await createOffCycle('Bonus', { check_date: '2026-06-15', is_check_only_payroll: true });
    expect(byCheck.body).toMatchObject({ check_date: '2026-06-15', is_check_only_payroll: true });
  });

  it('pays everyone by check on a check-only payroll, and keeps it out of the company debit', async () => {
    const created = await createOffCycle('Adhoc', { is_check_only_payroll: true });
    const rows = created.body.employee_compensations;
    expect(rows.every((r: ApiJson) => r.payment_method === 'Check')).toBe(true);
    const path = `${payrolls()}/${created.body.uuid}`;
    await http.call('PUT', path, {
      employee_compensations: rows.slice(0, 2).map((r: ApiJson) => ({
        employee_uuid: r.employee_uuid,
        version: r.version,
        payment_method: 'Direct Deposit',
        fixed_compensations: [{ name: 'Bonus', amount: '50.00' }],
      })),
    });
    await http.call('PUT', `${path}/calculate`);
    await http.advance(1000);
    const totals = (await http.call('GET', path)).body.totals;
    expect(totals.net_pay_debit).toBe('0.00');
    expect(totals.check_amount).toBe(totals.net_pay);
    expect(cents(totals.company_debit)).toBe(cents(totals.tax_debit));
  });
});

describe('time off in a payroll (DECISIONS 15, 43)', () => {
  it('pre-fills approved time off by policy, consumes it when processed, and restores it on cancel', async () => {
    const list = await upcoming();
    const second = list.find((p) => p.pay_period.end_date === '2026-07-03');
    const path = `${payrolls()}/${second.uuid}`;
    await http.call('PUT', `${path}/prepare`);
    const rows = await allRows(path);
    const withTimeOff = rows.filter((r) => r.paid_time_off.length > 0);
    expect(withTimeOff).toHaveLength(1);
    const [line] = withTimeOff[0].paid_time_off;
    expect(line).toMatchObject({ name: 'Vacation', hours: '16.000' });
    expect(typeof line.policy_uuid).toBe('string');
    // 80 regular hours less the 16 taken off.
    expect(withTimeOff[0].hourly_compensations.find((h: ApiJson) => h.name === 'Regular Hours').hours).toBe(
      '64.000',
    );

    const listed = await http.call('GET', `/v1/companies/${http.company}/time_off/requests?per=100`);
    const request = listed.body.find((r: ApiJson) => r.employee.uuid === withTimeOff[0].employee_uuid);
    const status = async () => (await http.call('GET', `/v1/time_off/requests/${request.uuid}`)).body.status;
    expect(await status()).toBe('approved');
    await http.call('PUT', `${path}/submit`);
    await http.advance(2000);
    expect(await status()).toBe('consumed');
    expect((await http.call('PUT', `${path}/cancel`)).status).toBe(200);
    expect(await status()).toBe('approved');
  });
  it('takes paid time off by policy_uuid or by name, not both', async () => {
    const { path } = await prepareFirst();
    const [row] = await allRows(path);
    const policies = await http.call('GET', `/v1/companies/${http.company}/time_off_policies`);
    const sick = policies.body.find((p: ApiJson) => p.name.toLowerCase().includes('sick'));
    const both = await saveLine(path, row, {
      paid_time_off: [{ name: 'Sick Hours', policy_uuid: sick.uuid, hours: '4' }],
    });
    expect(both.body.errors[0].errors[0]).toMatchObject({
      error_key: 'policy_uuid',
      category: 'invalid_attribute_value',
    });
    const saved = await saveLine(path, row, {
      paid_time_off: [
        { policy_uuid: sick.uuid, hours: '4' },
        { name: 'Holiday Hours', hours: '8' },
      ],
    });
    expect(saved.body.employee_compensations[0].paid_time_off).toEqual([
      expect.objectContaining({ name: sick.name, policy_uuid: sick.uuid, hours: '4.000' }),
      expect.objectContaining({ name: 'Holiday Hours', policy_uuid: null, hours: '8.000' }),
    ]);
  });
});
