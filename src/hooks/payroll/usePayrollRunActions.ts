import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, isApiError } from '../../api/errors';
import { calculatePayroll, cancelPayroll, submitPayroll } from '../../api/payroll/operations';
import type { Payroll, SubmissionBlockerChoice } from '../../api/payroll/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { payrollPhase } from './payrollPhase';
import { readPayrollStatus } from './usePayrollRunStatus';
import * as invalidateAfter from '../invalidationTable';

/**
 * Options of {@link usePayrollRunActions}.
 *
 * @example
 * const editor = usePayrollEditor(companyId, payrollId);
 * usePayrollRunActions(companyId, payrollId, { editor });
 */
export interface PayrollRunActionsOptions {
  /** The editor whose unsaved rows must reach the service before a calculate or submit. */
  editor?:
    | {
        flush(): Promise<void>;
        store: { getSummary(): { unsaved: number; failed: number; conflicts: number } };
      }
    | undefined;
}

/**
 * What {@link usePayrollRunActions} gives.
 *
 * @example
 * const { calculate, submit, cancel, pending } = usePayrollRunActions(companyId, payrollId);
 */
export interface PayrollRunActions {
  /** Save what the editor holds, then start a calculation (202). Rejects with the service's `payroll_blocker` 422. */
  calculate(): Promise<void>;
  /**
   * Submit once with the admin's choice for each submission blocker. A second call while one is
   * under way, or when the payroll is already submitting or processed (another tab), sends nothing.
   */
  submit(choices?: SubmissionBlockerChoice[]): Promise<void>;
  /** Cancel: only while `payroll_status_meta.cancellable`; otherwise rejects without calling the service. */
  cancel(): Promise<Payroll>;
  /** The action in flight, if any. */
  pending: 'calculate' | 'submit' | 'cancel' | null;
  /** The last action's error (cleared when the next starts). */
  error: Error | null;
}

/**
 * The editor still holds rows the service has not accepted (failed or in conflict): calculating
 * now would pay the old values.
 *
 * @example
 * if (error instanceof PayrollRowsNotSavedError) showRowsWithErrors();
 */
export class PayrollRowsNotSavedError extends Error {
  override readonly name = 'PayrollRowsNotSavedError';
  constructor(readonly rows: number) {
    super(`${rows} payroll rows are not saved`);
  }
}

/**
 * Calculate, submit and cancel a payroll. Each sets the status the page shows at once and then
 * leaves the following to {@link usePayrollRunStatus}. Submit is idempotent for the user: double
 * clicks and a second tab submit once (the status is re-read first, and a service refusal because
 * it is already being processed counts as done). Cancel is offered only while the service says
 * `cancellable`; a cancel puts time off back, so time-off reads are refreshed.
 *
 * @example
 * const editor = usePayrollEditor(companyId, payrollId);
 * const actions = usePayrollRunActions(companyId, payrollId, { editor });
 * await actions.calculate();
 * await actions.submit([{ blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'move_to_four_day' }]);
 */
export function usePayrollRunActions(
  companyId: string,
  payrollId: string,
  options: PayrollRunActionsOptions = {},
): PayrollRunActions {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PayrollRunActions['pending']>(null);
  const [error, setError] = useState<Error | null>(null);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const editorRef = useRef(options.editor);
  editorRef.current = options.editor;
  const statusKey = queryKeys.payrollStatus(companyId, payrollId);

  const markStatus = useCallback(
    (status: 'calculating' | 'submitting') =>
      queryClient.setQueryData<Payroll>(statusKey, (previous) =>
        previous
          ? {
              ...previous,
              processing_request: { status, errors: [] },
              calculated_at: status === 'calculating' ? null : previous.calculated_at,
            }
          : previous,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, companyId, payrollId],
  );

  const refresh = useCallback(
    () => invalidateAfter.payrollRecord(queryClient, companyId, payrollId),
    [queryClient, companyId, payrollId],
  );

  const saveEditor = useCallback(async () => {
    const editor = editorRef.current;
    if (!editor) return;
    await editor.flush();
    // Read the store, not a render's snapshot: the flush has just changed the counts.
    const { unsaved, failed, conflicts } = editor.store.getSummary();
    if (unsaved + failed + conflicts > 0) throw new PayrollRowsNotSavedError(unsaved + failed + conflicts);
  }, []);

  const track = useCallback(<T>(name: NonNullable<PayrollRunActions['pending']>, work: () => Promise<T>) => {
    if (inFlight.current) return inFlight.current as Promise<T>;
    setPending(name);
    setError(null);
    const promise = work()
      .catch((caught: unknown) => {
        setError(caught as Error);
        throw caught;
      })
      .finally(() => {
        inFlight.current = null;
        setPending(null);
      });
    inFlight.current = promise;
    return promise;
  }, []);

  const calculate = useCallback(
    () =>
      track('calculate', async () => {
        await saveEditor();
        try {
          await calculatePayroll(client, companyId, payrollId);
        } catch (caught) {
          if (isApiError(caught) && caught.category === 'payroll_blocker')
            void invalidateAfter.payrollBlockers(queryClient, companyId);
          throw caught;
        }
        markStatus('calculating');
        await refresh();
      }),
    [track, saveEditor, client, companyId, payrollId, queryClient, markStatus, refresh],
  );

  const submit = useCallback(
    (choices: SubmissionBlockerChoice[] = []) =>
      track('submit', async () => {
        await saveEditor();
        const current = payrollPhase(await readPayrollStatus(client, companyId, payrollId));
        if (current === 'submitting' || current === 'processed') {
          await refresh();
          return;
        }
        try {
          await submitPayroll(
            client,
            companyId,
            payrollId,
            choices.length > 0 ? { submission_blockers: choices } : undefined,
          );
        } catch (caught) {
          // Another tab got there first: the service refuses a payroll being processed.
          const again = payrollPhase(await readPayrollStatus(client, companyId, payrollId));
          if (isApiError(caught) && (again === 'submitting' || again === 'processed')) {
            await refresh();
            return;
          }
          throw caught;
        }
        markStatus('submitting');
        await refresh();
      }),
    [track, saveEditor, client, companyId, payrollId, markStatus, refresh],
  );

  const cancel = useCallback(
    () =>
      track('cancel', async () => {
        const status =
          queryClient.getQueryData<Payroll>(statusKey) ??
          (await readPayrollStatus(client, companyId, payrollId));
        if (status.payroll_status_meta?.cancellable !== true) {
          throw new ApiError({
            status: 422,
            operation: 'PUT /v1/companies/{company_id}/payrolls/{payroll_id}/cancel',
            errors: [
              { error_key: 'base', category: 'invalid_operation', message: 'Payroll cannot be canceled.' },
            ],
          });
        }
        const { data } = await cancelPayroll(client, companyId, payrollId);
        await invalidateAfter.payrollCancelled(queryClient, companyId);
        return data;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [track, client, companyId, payrollId, queryClient],
  );

  return { calculate, submit, cancel, pending, error };
}
