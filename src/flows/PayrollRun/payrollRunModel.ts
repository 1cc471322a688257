import type { ApiErrorEntry } from '../../api/errorBody';
import type { Payroll } from '../../api/payroll/types';
import type { PayrollPhase, PayrollRunActions, PayrollRunStatus } from '../../hooks';
import type { SubmissionChoice } from './review/SubmitPanel';

/** What {@link PayrollRunView} needs to follow and drive one payroll. */
export interface PayrollRunModel {
  phase: PayrollPhase | undefined;
  /** Status, dates, totals, submission blockers and payment speed (no rows). */
  payroll: Payroll | undefined;
  errors: ApiErrorEntry[];
  loadError: unknown;
  retry: () => void;
  calculate: () => Promise<void>;
  submit: (choices: SubmissionChoice[]) => Promise<void>;
  cancel: () => Promise<unknown>;
  submitting: boolean;
  cancelling: boolean;
}

/**
 * The flow's view of one payroll's run, put together (a plain function, not a hook) from the
 * headless `usePayrollRunStatus` (live through the proxy's event stream, polling as the fallback),
 * `usePayrollRunActions` (calculate after saving the editor, submit once, cancel only while
 * cancellable) and the summary's figures.
 *
 * @example
 * const status = usePayrollRunStatus(companyId, payrollId);
 * const actions = usePayrollRunActions(companyId, payrollId, { editor });
 * const summary = usePayrollRunSummary(companyId, payrollId);
 * const run = toPayrollRunModel(status, actions, summary.data);
 */
export function toPayrollRunModel(
  status: PayrollRunStatus,
  actions: PayrollRunActions,
  summary?: Payroll,
): PayrollRunModel {
  // The status read is the fresher for where the run stands; the summary carries the figures.
  const payroll =
    status.payroll && summary
      ? {
          ...status.payroll,
          totals: summary.totals,
          submission_blockers: summary.submission_blockers,
          payment_speed_changed: summary.payment_speed_changed,
        }
      : status.payroll;
  return {
    phase: status.phase,
    payroll,
    errors: status.errors,
    loadError: status.payroll ? null : status.error,
    retry: () => void status.refetch(),
    calculate: actions.calculate,
    submit: actions.submit,
    cancel: actions.cancel,
    submitting: actions.pending === 'submit' || status.phase === 'submitting',
    cancelling: actions.pending === 'cancel',
  };
}
