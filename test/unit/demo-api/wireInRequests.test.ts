import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Wire-in requests over HTTP (UPSTREAM-3 M.4, DECISIONS 70): a payroll whose debit is over the
 * fast payment limit and whose admin chooses `wire_in` waits for the wire; the request's
 * instructions, the confirm-sent PUT's 422s on their fields, approval 60 seconds after the
 * confirmation (demo clock) or by the demo control, and past the deadline unpaid: `canceled` and
 * the payroll moved to four-day speed.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 24 });

/** The first upcoming payroll over a $1,000.00 limit, calculated, submitted with `wire_in`. */
async function payrollAwaitingWire(): Promise<{ path: string; uuid: string; debit: string; wire: ApiJson }> {
  const settings = `/__demo/companies/${http.company}/settings`;
  expect((await http.call('PUT', settings, { fast_ach_threshold: '1000.00' }, null)).status).toBe(200);
  const list = await http.call(
    'GET',
    `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`,
  );
  const uuid = list.body[0].uuid as string;
  const path = `/v1/companies/${http.company}/payrolls/${uuid}`;
  await http.call('PUT', `${path}/prepare`);
  expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
  await http.advance(1000);
  // While it waits the payroll shows no totals (it is being submitted): the debit is read now.
  const debit = (await payroll(path)).totals.company_debit as string;
  const submitted = await http.call('PUT', `${path}/submit`, {
    submission_blockers: [{ blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'wire_in' }],
  });
  expect(submitted.status).toBe(202);
  await http.advance(2000);
  const requests = await http.call('GET', `/v1/companies/${http.company}/wire_in_requests`);
  expect(requests.status).toBe(200);
  expect(requests.body).toHaveLength(1);
  return { path, uuid, debit, wire: requests.body[0] };
}

async function payroll(path: string): Promise<ApiJson> {
  return (await http.call('GET', `${path}?include=totals&per=1`)).body;
}

describe('a payroll funded by wire (DECISIONS 70)', () => {
  it('waits for the wire: the request shows the instructions, the debit and the deadline', async () => {
    const { path, uuid, debit, wire } = await payrollAwaitingWire();
    const waiting = await payroll(path);
    expect(waiting).toMatchObject({ processed: false, processing_request: { status: 'submitting' } });
    expect(wire).toMatchObject({
      status: 'awaiting_funds',
      payment_type: 'Payroll',
      payment_uuid: uuid,
      requested_amount: debit,
      wire_in_deadline: waiting.payroll_deadline,
      unique_tracking_code: expect.stringMatching(/^WIRE-[0-9A-F]{10}$/),
      recipient_account_number: expect.any(String),
      recipient_routing_number: expect.any(String),
      recipient_name: expect.any(String),
      bank_name: null,
      date_sent: null,
      amount_sent: null,
    });
    expect((await http.call('GET', `/v1/wire_in_requests/${wire.uuid}`)).body).toEqual(wire);
    // Still waiting a day later (before the deadline).
    await http.advance(60 * 60 * 1000);
    expect((await payroll(path)).processed).toBe(false);
  });

  it('refuses each bad field of the confirmation on that field, changing nothing', async () => {
    const { wire } = await payrollAwaitingWire();
    const item = `/v1/wire_in_requests/${wire.uuid}`;
    const refused = await http.call('PUT', item, {
      date_sent: '15/06/2026',
      bank_name: '  ',
      amount_sent: 'lots',
      additional_notes: 'x'.repeat(255),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: ApiJson) => [e.error_key, e.category])).toEqual([
      ['date_sent', 'invalid_attribute_value'],
      ['bank_name', 'invalid_attribute_value'],
      ['amount_sent', 'invalid_attribute_value'],
      ['additional_notes', 'invalid_attribute_value'],
    ]);
    const missing = await http.call('PUT', item, {});
    expect(missing.body.errors.map((e: ApiJson) => e.error_key)).toEqual([
      'date_sent',
      'bank_name',
      'amount_sent',
    ]);
    expect((await http.call('GET', item)).body.status).toBe('awaiting_funds');
  });

  it('confirmed, the wire is in review, approved 60 seconds later, and the payroll is processed', async () => {
    const { path, wire } = await payrollAwaitingWire();
    const item = `/v1/wire_in_requests/${wire.uuid}`;
    const sent = await http.call('PUT', item, {
      date_sent: '2026-06-15',
      bank_name: 'First Bank of Oakland',
      amount_sent: wire.requested_amount,
      additional_notes: wire.unique_tracking_code,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'pending_review',
      date_sent: '2026-06-15',
      bank_name: 'First Bank of Oakland',
      amount_sent: wire.requested_amount,
    });
    // Only a request awaiting funds can be confirmed.
    const again = await http.call('PUT', item, {
      date_sent: '2026-06-15',
      bank_name: 'X',
      amount_sent: '1.00',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    await http.advance(59_000);
    expect((await payroll(path)).processed).toBe(false);
    await http.advance(1000);
    expect((await http.call('GET', item)).body.status).toBe('approved');
    await http.advance(2000);
    expect(await payroll(path)).toMatchObject({ processed: true, check_date: '2026-06-24' });
  });

  it('the demo control approves at once; a request already approved cannot be again', async () => {
    const { path, wire } = await payrollAwaitingWire();
    const approve = `/__demo/wire_in_requests/${wire.uuid}/approve`;
    const approved = await http.call('PUT', approve, undefined, null);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    await http.advance(2000);
    expect((await payroll(path)).processed).toBe(true);
    const twice = await http.call('PUT', approve, undefined, null);
    expect(twice.status).toBe(422);
    expect(
      (await http.call('PUT', '/__demo/wire_in_requests/%E0%A4%A/approve', undefined, null)).status,
    ).toBe(404);
  });

  it('past the deadline unpaid, the request is canceled and the payroll moves to four-day speed', async () => {
    const { path, wire } = await payrollAwaitingWire();
    const deadline = Date.parse(wire.wire_in_deadline);
    const now = Date.parse('2026-06-15T16:00:00Z');
    await http.advance(deadline - now + 1000);
    expect((await http.call('GET', `/v1/wire_in_requests/${wire.uuid}`)).body.status).toBe('canceled');
    await http.advance(2000);
    const moved = (await http.call('GET', `${path}?per=1`)).body;
    // Deadline Mon 22 Jun 16:00 Pacific (two business days before Wed 24 Jun). Past it, the run
    // day is Tue 23 Jun; four business days later (Wed, Thu, Fri, then Mon) is Mon 29 Jun.
    expect(moved).toMatchObject({ processed: true, check_date: '2026-06-29' });
    expect(moved.payment_speed_changed).toMatchObject({
      original_check_date: '2026-06-24',
      current_check_date: '2026-06-29',
      current_debit_date: '2026-06-23',
    });
  });
});
