import type { PayrollRecord } from '../payroll/records';
import { notificationCauseResolved, notifyWireIn } from '../notifications/notices';
import type { DemoService } from '../service';
import { sumPayroll } from '../taxModel/taxModel';
import { wireInRequests, type WireInRequestRecord } from './records';

/**
 * A payroll funded by wire (DECISIONS 70, UPSTREAM-3 M.4): choosing `wire_in` opens a request
 * `awaiting_funds` for the company debit with the payroll's own deadline; the payroll waits
 * (`submitting`, not processed) until the wire is approved (60 seconds after the company confirms
 * it, or the demo control), then proceeds; a request still unpaid at its deadline is `canceled` and
 * the payroll moves to four-day speed.
 */

/** How long the demo takes to review a confirmed wire. */
export const WIRE_REVIEW_MS = 60_000;

/** What the payroll run does once the wire is settled (given by the run, so no import goes back up). */
export interface WireOutcome {
  /** The funds arrived: the submission goes on. */
  proceed(payroll: PayrollRecord): void;
  /** The deadline passed unpaid: the payroll moves to four-day speed, then goes on. */
  moveToFourDay(payroll: PayrollRecord): void;
}

/**
 * A tracking code the company gives its bank: short, upper case, unique enough for the demo, and
 * the same on every run of the same steps (from the company and the store's sequence, not the
 * request's random uuid), so a story's picture of the wire instructions never changes.
 */
function trackingCode(companyUuid: string, seq: number): string {
  const text = `${companyUuid}|${seq}`;
  // Two FNV-1a passes with different offsets: 40 bits of the 64 read as 10 hex digits.
  const fnv = (offset: number) => {
    let hash = offset >>> 0;
    for (let index = 0; index < text.length; index++)
      hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  };
  return `WIRE-${(fnv(0x811c9dc5) + fnv(0x050c5d1f)).slice(0, 10).toUpperCase()}`;
}

/**
 * The open request of a payment, if any (awaiting funds or in review).
 *
 * @example
 * openWireInOf(service, payroll.uuid)?.status; // 'awaiting_funds'
 */
export function openWireInOf(service: DemoService, paymentUuid: string): WireInRequestRecord | undefined {
  return [...service.store.table(wireInRequests).values()].find(
    (r) => r.paymentUuid === paymentUuid && (r.status === 'awaiting_funds' || r.status === 'pending_review'),
  );
}

/**
 * Opens the wire-in request of a payroll whose admin chose `wire_in`, and watches its deadline.
 *
 * @example
 * openPayrollWireIn(service, payroll, outcome);
 */
export function openPayrollWireIn(
  service: DemoService,
  payroll: PayrollRecord,
  outcome: WireOutcome,
): WireInRequestRecord {
  const uuid = service.ids();
  const seq = service.store.nextSeq();
  const record: WireInRequestRecord = {
    uuid,
    companyUuid: payroll.companyUuid,
    status: 'awaiting_funds',
    paymentType: 'Payroll',
    paymentUuid: payroll.uuid,
    requestedAmount: sumPayroll(payroll.results ?? []).companyDebit,
    deadline: payroll.payroll_deadline,
    trackingCode: trackingCode(payroll.companyUuid, seq),
    dateSent: null,
    bankName: null,
    amountSent: null,
    additionalNotes: null,
    seq,
  };
  service.store.table(wireInRequests).set(uuid, record);
  notifyWireIn(service, record);
  const untilDeadline = Math.max(0, Date.parse(record.deadline) - service.clock.now().getTime());
  service.clock.schedule(untilDeadline, () => {
    if (record.status !== 'awaiting_funds') return;
    record.status = 'canceled';
    outcome.moveToFourDay(payroll);
  });
  outcomes.set(record, outcome);
  return record;
}

// The run's continuation of each request's payroll (kept beside the table: not a stored field).
const outcomes = new WeakMap<WireInRequestRecord, WireOutcome>();

/**
 * Approves a request in review or awaiting funds (the demo's review, or its control): the payroll
 * proceeds. Answers whether anything changed.
 *
 * @example
 * approveWireIn(service, record);
 */
export function approveWireIn(service: DemoService, record: WireInRequestRecord): boolean {
  if (record.status !== 'awaiting_funds' && record.status !== 'pending_review') return false;
  record.status = 'approved';
  notificationCauseResolved(service, record.uuid);
  const payroll = service.store.payrolls.get(record.paymentUuid);
  if (payroll) outcomes.get(record)?.proceed(payroll);
  return true;
}

/**
 * The company confirmed it sent the wire: in review, approved by the demo 60 seconds later.
 *
 * @example
 * confirmWireSent(service, record);
 */
export function confirmWireSent(service: DemoService, record: WireInRequestRecord): void {
  record.status = 'pending_review';
  notificationCauseResolved(service, record.uuid);
  service.clock.schedule(WIRE_REVIEW_MS, () => {
    if (record.status === 'pending_review') approveWireIn(service, record);
  });
}
