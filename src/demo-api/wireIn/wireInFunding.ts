import type { PayrollRecord } from '../payroll/records';
import { notificationCauseResolved, notifyWireIn } from '../notifications/notices';
import type { DemoService } from '../service';
import { sumPayroll } from '../taxModel/taxModel';
import { wireInRequests, type WireInRequestRecord } from './records';

/**
 * A payroll or contractor payment group funded by wire (DECISIONS 70, UPSTREAM-3 M.4): choosing
 * `wire_in` opens a request `awaiting_funds` for the company debit with the payment's own deadline;
 * the payroll (or the group's direct deposits) waits
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

/** What a wire-in request funds, whatever the payment (a payroll or a contractor payment group). */
export interface WireInPayment {
  companyUuid: string;
  paymentType: WireInRequestRecord['paymentType'];
  paymentUuid: string;
  /** Cents: the payment's company debit. */
  amount: number;
  /** ISO date-time: the payment's own deadline for its speed. */
  deadline: string;
}

/** What the payment does once its wire is settled, whatever the payment. */
interface WireSettlement {
  proceed(): void;
  lapse(): void;
}

/**
 * Opens a wire-in request `awaiting_funds` for a payment and watches its deadline: unpaid by then
 * it is `canceled` and `lapse` runs (the payment moves to four-day speed); approved, `proceed`
 * runs.
 *
 * @example
 * openWireIn(service, { companyUuid, paymentType: 'ContractorPaymentGroup', paymentUuid, amount, deadline }, settlement);
 */
export function openWireIn(
  service: DemoService,
  payment: WireInPayment,
  settlement: WireSettlement,
): WireInRequestRecord {
  const uuid = service.ids();
  const seq = service.store.nextSeq();
  const record: WireInRequestRecord = {
    uuid,
    companyUuid: payment.companyUuid,
    status: 'awaiting_funds',
    paymentType: payment.paymentType,
    paymentUuid: payment.paymentUuid,
    requestedAmount: payment.amount,
    deadline: payment.deadline,
    trackingCode: trackingCode(payment.companyUuid, seq),
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
    settlement.lapse();
  });
  settlements.set(record, settlement);
  return record;
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
  return openWireIn(
    service,
    {
      companyUuid: payroll.companyUuid,
      paymentType: 'Payroll',
      paymentUuid: payroll.uuid,
      amount: sumPayroll(payroll.results ?? []).companyDebit,
      deadline: payroll.payroll_deadline,
    },
    {
      proceed: () => {
        const current = service.store.payrolls.get(payroll.uuid);
        if (current) outcome.proceed(current);
      },
      lapse: () => outcome.moveToFourDay(payroll),
    },
  );
}

/**
 * Cancels a payment's open request (its payment was cancelled): nothing proceeds or lapses after.
 *
 * @example
 * cancelWireInOf(service, group.uuid);
 */
export function cancelWireInOf(service: DemoService, paymentUuid: string): void {
  const record = openWireInOf(service, paymentUuid);
  if (!record) return;
  record.status = 'canceled';
  notificationCauseResolved(service, record.uuid);
}

// The payment's continuation of each request (kept beside the table: not a stored field).
const settlements = new WeakMap<WireInRequestRecord, WireSettlement>();

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
  settlements.get(record)?.proceed();
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
