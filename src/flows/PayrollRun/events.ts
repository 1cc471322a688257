/**
 * What `<PayrollRun onEvent>` reports, by event type: every step of a run, so a partner can
 * track it, link to the fix of a blocker, or show its own confirmation.
 *
 * @example
 * const payload: PayrollRunEventMap['payroll.blocked'] = { blockers: ['missing_bank_info'] };
 */
export interface PayrollRunEventMap {
  /** The company cannot run payroll; `blockers` are the keys of contract.md#payroll-run, to link to each fix. */
  'payroll.blocked': { blockers: string[] };
  /** A payroll was opened in the editor (or, when processed, read-only). */
  'payroll.opened': { payrollId: string };
  /** Rows were saved in the background. */
  'payroll.saved': { payrollId: string; employeeIds: string[] };
  /** Another session changed an employee's row too; the row shows both versions. */
  'payroll.conflict': { payrollId: string; employeeId: string };
  'payroll.calculating': { payrollId: string };
  'payroll.calculated': { payrollId: string };
  /** A calculation or submission ended in `processing_failed`; `errors` are the service's. */
  'payroll.failed': { payrollId: string; errors: Array<{ message?: string; key?: string }> };
  'payroll.submitted': { payrollId: string };
  'payroll.processed': { payrollId: string };
  'payroll.paid': { payrollId: string };
  'payroll.cancelled': { payrollId: string };
  'payroll.offCycleCreated': { payrollId: string; reason: string };
  /** An unprocessed off-cycle payroll was deleted from the landing. */
  'payroll.deleted': { payrollId: string };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link PayrollRunEventMap} events.
 *
 * @example
 * const onEvent: PayrollRunEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type PayrollRunEventHandler = <T extends keyof PayrollRunEventMap>(
  type: T,
  payload: PayrollRunEventMap[T],
) => void;

/**
 * Every event type `<PayrollRun onEvent>` reports.
 *
 * @example
 * payrollRunEventTypes.includes('payroll.paid'); // true
 */
export const payrollRunEventTypes = [
  'payroll.blocked',
  'payroll.opened',
  'payroll.saved',
  'payroll.conflict',
  'payroll.calculating',
  'payroll.calculated',
  'payroll.failed',
  'payroll.submitted',
  'payroll.processed',
  'payroll.paid',
  'payroll.cancelled',
  'payroll.offCycleCreated',
  'payroll.deleted',
  'error',
] as const satisfies ReadonlyArray<keyof PayrollRunEventMap>;
