import { beforeEach, describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import { counterIds, type ApiJson } from './request';
import { addContractor, companyPath, FIXED_BUSINESS, HOURLY_INDIVIDUAL, onboard } from './contractorsSetup';

/*
 * A contractor payment group funded by wire over HTTP (DECISIONS 70, UPSTREAM-3 M.4–M.6: "contractor
 * payment groups use the same blockers"). Clock: Monday 2026-06-15 09:00 in California; 2-day ACH;
 * fast payment limit $500.00. Katherine's 12.5 h at $42.50 + $100.00 bonus = $631.25 by direct
 * deposit (the debit, over the limit); Hamilton's $1,300.00 by check (never debited).
 */

const http = demoHttpForEachTest({ ids: counterIds() });
let hourly: ApiJson;
let fixed: ApiJson;
beforeEach(async () => {
  hourly = await addContractor(http, HOURLY_INDIVIDUAL);
  fixed = await addContractor(http, FIXED_BUSINESS);
  await onboard(http, hourly.uuid);
  await onboard(http, fixed.uuid);
  const limit = await http.call(
    'PUT',
    `/__demo/companies/${http.api.companyUuid}/settings`,
    { fast_ach_threshold: '500.00' },
    null,
  );
  expect(limit.status).toBe(200);
});

const HOUR = 60 * 60 * 1000;
const groupPath = (uuid: string) => `/v1/contractor_payment_groups/${uuid}`;

/** A group paid Wednesday 17 June whose admin chose to wire the $631.25; its one wire-in request. */
async function groupAwaitingWire(): Promise<{ group: ApiJson; wire: ApiJson }> {
  const created = await http.call('POST', `${companyPath(http)}/contractor_payment_groups`, {
    check_date: '2026-06-17',
    creation_token: 'wired',
    contractor_payments: [
      { contractor_uuid: hourly.uuid, hours: '12.5', bonus: '100.00' },
      { contractor_uuid: fixed.uuid, wage: '1234.56', reimbursement: '65.44', payment_method: 'Check' },
    ],
    submission_blockers: [{ blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'wire_in' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const wires = await http.call('GET', `${companyPath(http)}/wire_in_requests`);
  expect(wires.body).toHaveLength(1);
  return { group: created.body, wire: wires.body[0] };
}

const moved = async (paymentUuid: string) =>
  (await http.call('GET', `${companyPath(http)}/ach_transactions?contractor_payment_uuid=${paymentUuid}`))
    .body;

describe('a contractor payment group funded by wire (DECISIONS 70)', () => {
  it('asks for the debit by wire, is not debited by ACH while it waits, and is funded once the wire is approved', async () => {
    const { group, wire } = await groupAwaitingWire();
    expect(group).toMatchObject({ check_date: '2026-06-17', debit_date: '2026-06-15', status: 'Unfunded' });
    expect(group.submission_blockers[0]).toMatchObject({ status: 'resolved', selected_option: 'wire_in' });
    expect(wire).toMatchObject({
      status: 'awaiting_funds',
      payment_type: 'ContractorPaymentGroup',
      payment_uuid: group.uuid,
      // The direct deposit only: the check is not debited.
      requested_amount: '631.25',
      // 16:00 in California on the debit date (Pacific daylight time).
      wire_in_deadline: '2026-06-15T16:00:00-07:00',
      unique_tracking_code: expect.stringMatching(/^WIRE-[0-9A-F]{10}$/),
    });
    const direct = group.contractor_payments[0].uuid as string;
    // Six hours on it still waits for the wire: nothing funded, no money moved.
    await http.advance(6 * HOUR);
    expect((await http.call('GET', groupPath(group.uuid))).body.status).toBe('Unfunded');
    expect(await moved(direct)).toEqual([]);

    const sent = await http.call('PUT', `/v1/wire_in_requests/${wire.uuid}`, {
      date_sent: '2026-06-15',
      bank_name: 'First Bank of Oakland',
      amount_sent: '631.25',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('pending_review');
    const approved = await http.call('PUT', `/__demo/wire_in_requests/${wire.uuid}/approve`, undefined, null);
    expect(approved.body.status).toBe('approved');
    const funded = (await http.call('GET', groupPath(group.uuid))).body;
    expect(funded.status).toBe('Funded');
    expect(funded.contractor_payments.map((p: ApiJson) => p.status)).toEqual(['Funded', 'Unfunded']);
    // Money moved: the company's debit and Katherine's credit, $631.25 each; the check moves none.
    expect(
      (await moved(direct)).map((t: ApiJson) => [t.payment_direction, t.recipient_uuid ?? null, t.amount]),
    ).toEqual([
      ['debit', null, '631.25'],
      ['credit', hourly.uuid, '631.25'],
    ]);
    expect(await moved(funded.contractor_payments[1].uuid)).toEqual([]);
  });

  it('unpaid at the deadline, the wire is canceled and the group moves to four-day speed; a cancelled group cancels its wire', async () => {
    const { group, wire } = await groupAwaitingWire();
    await http.advance(7 * HOUR + 1000);
    expect((await http.call('GET', `/v1/wire_in_requests/${wire.uuid}`)).body.status).toBe('canceled');
    // Past Monday's cut-off the run day is Tue 16 Jun; four business days on (Fri 19 Jun is
    // Juneteenth): Wed 17, Thu 18, Mon 22, Tue 23 Jun. Debited by ACH at Tuesday's cut-off.
    const later = (await http.call('GET', groupPath(group.uuid))).body;
    expect(later).toMatchObject({ check_date: '2026-06-23', debit_date: '2026-06-16', status: 'Unfunded' });
    await http.advance(24 * HOUR);
    expect((await http.call('GET', groupPath(group.uuid))).body.status).toBe('Funded');

    const second = await http.call('POST', `${companyPath(http)}/contractor_payment_groups`, {
      check_date: '2026-06-24',
      creation_token: 'wired-again',
      contractor_payments: [{ contractor_uuid: hourly.uuid, hours: '20' }],
      submission_blockers: [{ blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'wire_in' }],
    });
    expect(second.status).toBe(201);
    const open = (await http.call('GET', `${companyPath(http)}/wire_in_requests`)).body.find(
      (w: ApiJson) => w.payment_uuid === second.body.uuid,
    );
    expect(open).toMatchObject({ status: 'awaiting_funds', requested_amount: '850.00' });
    expect((await http.call('DELETE', groupPath(second.body.uuid))).status).toBe(204);
    expect((await http.call('GET', `/v1/wire_in_requests/${open.uuid}`)).body.status).toBe('canceled');
  });
});
