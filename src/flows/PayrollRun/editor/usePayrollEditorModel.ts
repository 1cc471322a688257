import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { usePayrollEditor, usePayrollPayFacts } from '../../../hooks';
import type { PayrollEditorModel } from './editorModel';
import { DEFAULT_EARNINGS, type PayFacts, type RowPatch, type RowSaveState } from './editorRows';

/** Options of {@link usePayrollEditorModel}. */
export interface PayrollEditorModelOptions {
  /** Read rows at all (false until the payroll's phase is known). */
  enabled: boolean;
  /** Prepare the payroll (editing) or only read it (review, processed). Preparing clears a calculation. */
  prepare: boolean;
  onSaved?: (employeeIds: string[]) => void;
  onConflict?: (employeeId: string) => void;
}

/**
 * The flow's editor model on the headless `usePayrollEditor`: rows with drafts applied (for the
 * search, filters and totals), each row's save state, edits saved in the background in chunks,
 * and the 409 handling of the store (a conflict stays on its row until the user chooses).
 *
 * @example
 * const model = usePayrollEditorModel(companyId, payrollId, { enabled: true, prepare: true });
 */
export function usePayrollEditorModel(
  companyId: string,
  payrollId: string,
  { enabled, prepare, onSaved, onConflict }: PayrollEditorModelOptions,
): PayrollEditorModel & { editor: ReturnType<typeof usePayrollEditor> } {
  const editor = usePayrollEditor(companyId, payrollId, { enabled, prepare, sortBy: 'last_name' });
  const { store } = editor;
  // Salaries and hourly rates for the pay column: one employee-list request per 100 employees.
  const pay = usePayrollPayFacts(companyId, { enabled }).data;
  const payFacts = useCallback(
    (id: string): PayFacts | undefined => {
      const facts = pay?.employees.get(id);
      return facts && { salary: facts.annualSalary, hourlyRates: facts.hourlyRates };
    },
    [pay],
  );
  const jobTitle = useCallback((jobId: string) => pay?.jobTitles.get(jobId), [pay]);
  // Any row change (ours or the service's) re-derives the rows the filters and totals read.
  const changes = useRef(0);
  const rowVersion = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        const onChange = () => {
          changes.current += 1;
          listener();
        };
        const unsubscribers = new Map<string, () => void>();
        const watch = () => {
          for (const id of store.getSummary().rowIds)
            if (!unsubscribers.has(id)) unsubscribers.set(id, store.subscribeRow(id, onChange));
        };
        watch();
        const offSummary = store.subscribe(() => {
          watch();
          onChange();
        });
        return () => {
          offSummary();
          for (const off of unsubscribers.values()) off();
        };
      },
      [store],
    ),
    () => changes.current,
    () => changes.current,
  );

  const rows = useMemo(
    () =>
      editor.status === 'error' && editor.rowIds.length === 0
        ? undefined
        : editor.rowIds.length === 0 && editor.status === 'loading'
          ? undefined
          : editor.rowIds.flatMap((id) => {
              const row = editor.getRow(id);
              return row ? [row.compensation] : [];
            }),
    // rowVersion changes whenever a row snapshot does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editor.rowIds, editor.status, rowVersion],
  );

  // Report saves and conflicts as they happen (a row leaving `saving` for `saved`, or entering
  // `conflict`), after the commit: a partner's handler may set state, never during our render.
  const seen = useRef(new Map<string, string>());
  const callbacks = useRef({ onSaved, onConflict });
  callbacks.current = { onSaved, onConflict };
  useEffect(() => {
    const saved: string[] = [];
    for (const id of editor.rowIds) {
      const state = editor.getRow(id)?.saveState ?? 'saved';
      const before = seen.current.get(id);
      if (before && before !== state) {
        if (state === 'saved' && before === 'saving') saved.push(id);
        if (state === 'conflict') callbacks.current.onConflict?.(id);
      }
      seen.current.set(id, state);
    }
    if (saved.length > 0) callbacks.current.onSaved?.(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowVersion]);

  const saveState = useCallback(
    (id: string): RowSaveState => {
      const row = store.getRow(id);
      if (!row) return { status: 'saved' };
      // The store's `failed` is the flow's `error` (RowSaveStatus, public).
      const status = row.saveState === 'failed' ? 'error' : row.saveState;
      // The service's own words for a refused row; a conflict is named by its state and buttons.
      const message =
        status === 'error'
          ? row.errors
              .map((entry) => entry.message)
              .filter(Boolean)
              .join(' ')
          : undefined;
      return message ? { status, message } : { status };
    },
    [store],
  );

  const earnings = useMemo(() => {
    const names = editor.fixedCompensationTypes.filter((name) => name !== 'Reimbursement');
    return names.length > 0 ? names : DEFAULT_EARNINGS;
  }, [editor.fixedCompensationTypes]);

  return {
    editor,
    rows,
    loadError: editor.status === 'error' ? editor.error : undefined,
    retryLoad: () => void editor.reload(),
    earnings,
    saveState,
    payFacts,
    jobTitle,
    edit: useCallback(
      (id: string, patch: RowPatch) => {
        editor.edit(id, patch);
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [editor.edit],
    ),
    unsavedCount: editor.summary.unsaved + editor.summary.saving,
    errorCount: editor.summary.failed + editor.summary.conflicts,
    changed: useCallback(
      (id: string) => store.getRow(id)?.hasDraft === true || store.getRow(id)?.saveState !== 'saved',
      [store],
    ),
    flush: editor.flush,
    // Only for rows that failed: a conflict waits for Keep mine / Use theirs, not a resend.
    retryFailed: editor.summary.failed > 0 ? store.retryFailed : undefined,
    resolveConflict: editor.resolveConflict,
  };
}
