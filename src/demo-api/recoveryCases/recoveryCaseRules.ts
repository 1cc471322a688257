import { addBusinessDays, pacificCutoff } from '../calendar/businessDays';
import { invalidOperation } from '../errors';
import { notificationCauseResolved, notifyRecoveryCase } from '../notifications/notices';
import type { DemoService } from '../service';
import { recoveryCases, type RecoveryCaseRecord } from './records';

/**
 * The life of a recovery case (DECISIONS 70, UPSTREAM-3 M.5): a failed company debit opens it
 * (`open`, the company's payroll blocked by `pending_recovery_case`); a redebit (`PUT …/redebit`)
 * moves it to `redebit_initiated`, and ACH collects the funds at 16:00 Pacific on the fourth
 * business day after it (`recovered`, nothing outstanding); a redebit the bank returns puts it back
 * to `open`; after two returned redebits, or on a case not `open`, a redebit is refused.
 */

/** Business days ACH takes to collect a redebit. */
export const REDEBIT_BUSINESS_DAYS = 4;

/** Returned redebits after which the service no longer redebits. */
export const MAX_FAILED_REDEBITS = 2;

/** Statuses in which the company still owes the funds and cannot run payroll. */
const UNRESOLVED: ReadonlySet<RecoveryCaseRecord['status']> = new Set([
  'open',
  'redebit_initiated',
  'wire_initiated',
]);

/** The date in California of an instant. */
function pacificDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Whether the company has a case still owed (open, or its funds on their way).
 *
 * @example
 * if (hasUnresolvedRecoveryCase(service, company.uuid)) keys.push('pending_recovery_case');
 */
export function hasUnresolvedRecoveryCase(service: DemoService, companyUuid: string): boolean {
  for (const record of service.store.table(recoveryCases).values())
    if (record.companyUuid === companyUuid && UNRESOLVED.has(record.status)) return true;
  return false;
}

/** What a failed debit was for: a payroll, or contractor payments. */
export interface FailedDebit {
  companyUuid: string;
  payrollUuid: string | null;
  contractorPaymentUuids: string[] | null;
  debitDate: string;
  checkDate: string;
  /** Cents. */
  amount: number;
}

/**
 * The bank returned a debit: a new case `open` for it, or, when its case awaits a redebit, that
 * redebit failed (back to `open`, one more returned redebit). Answers the case.
 *
 * @example
 * const opened = failDebit(service, { companyUuid, payrollUuid, contractorPaymentUuids: null, debitDate, checkDate, amount }, 'R01');
 */
export function failDebit(service: DemoService, debit: FailedDebit, code: string): RecoveryCaseRecord {
  const existing = [...service.store.table(recoveryCases).values()].find(
    (r) =>
      r.status === 'redebit_initiated' &&
      (debit.payrollUuid !== null
        ? r.payrollUuid === debit.payrollUuid
        : r.contractorPaymentUuids?.join() === debit.contractorPaymentUuids?.join()),
  );
  if (existing) {
    existing.status = 'open';
    existing.latestErrorCode = code;
    existing.failedRedebits += 1;
    return existing;
  }
  const uuid = service.ids();
  const record: RecoveryCaseRecord = {
    uuid,
    companyUuid: debit.companyUuid,
    status: 'open',
    latestErrorCode: code,
    originalDebitDate: debit.debitDate,
    checkDate: debit.checkDate,
    payrollUuid: debit.payrollUuid,
    contractorPaymentUuids: debit.contractorPaymentUuids,
    amountOutstanding: debit.amount,
    eventTotalAmount: debit.amount,
    failedRedebits: 0,
    redebits: 0,
    seq: service.store.nextSeq(),
  };
  service.store.table(recoveryCases).set(uuid, record);
  notifyRecoveryCase(service, record);
  return record;
}

/**
 * Debit the company again for an open case (the bank issue fixed): `redebit_initiated`, then
 * `recovered` at 16:00 Pacific four business days later unless the bank returns it first. A case
 * not `open`, or after two returned redebits: 422 `invalid_operation` on `base`.
 *
 * @example
 * redebit(service, record); // the route answers 202
 */
export function redebit(service: DemoService, record: RecoveryCaseRecord): void {
  if (record.status !== 'open') throw invalidOperation('This recovery case cannot be redebited.');
  if (record.failedRedebits >= MAX_FAILED_REDEBITS)
    throw invalidOperation('The maximum number of redebit attempts has been reached.');
  record.status = 'redebit_initiated';
  record.redebits += 1;
  const attempt = record.redebits;
  const collected = pacificCutoff(addBusinessDays(pacificDate(service.clock.now()), REDEBIT_BUSINESS_DAYS));
  service.clock.schedule(Date.parse(collected) - service.clock.now().getTime(), () => {
    if (record.status !== 'redebit_initiated' || record.redebits !== attempt) return;
    record.status = 'recovered';
    record.amountOutstanding = 0;
    notificationCauseResolved(service, record.uuid);
  });
}
