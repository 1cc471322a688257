import { deletePayroll, skipRegularPayroll } from '../payroll/payrollRemoval';
import type { PayrollRecord } from '../payroll/records';
import { isRunning } from '../payroll/views';
import type { DemoService } from '../service';

/**
 * Cancelling one unprocessed payroll of a partner's batch (UPSTREAM-3 M.9): it leaves the run list
 * as the company's own removal would (UPSTREAM E.1, E.10): an off-cycle payroll is deleted, a
 * regular one is skipped (submitted as a $0 payroll, DECISIONS 39 keeping one per pay period).
 * Atomic per payroll: a processed or running one is refused with `not_cancellable` and left as it
 * was.
 */

/** A refusal of one payroll, as its result's `errors[]` carries it. */
export interface CancellationError {
  error_key: string;
  category: 'not_cancellable';
  message: string;
}

/**
 * Cancels the payroll, or says why it cannot be.
 *
 * @example
 * const errors = cancelUnprocessed(service, payroll); // [] when cancelled
 */
export function cancelUnprocessed(service: DemoService, payroll: PayrollRecord): CancellationError[] {
  const refuse = (message: string): CancellationError[] => [
    { error_key: 'base', category: 'not_cancellable', message },
  ];
  if (payroll.processed) return refuse('The payroll is already processed.');
  if (isRunning(payroll)) return refuse('The payroll is being processed.');
  if (payroll.off_cycle) deletePayroll(service, payroll);
  else skipRegularPayroll(service, payroll);
  return [];
}
