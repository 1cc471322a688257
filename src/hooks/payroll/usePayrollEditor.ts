import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { isApiError } from '../../api/errors';
import {
  getPayrollRows,
  PAYROLL_PAGE_LIMIT,
  preparePayroll,
  preparePayrollRows,
  updatePayroll,
  type PayrollWithRows,
} from '../../api/payroll/operations';
import type { Payroll } from '../../api/payroll/types';
import { usePayrollClient } from '../PayrollClientProvider';
import {
  type PayrollEditorRow,
  PayrollEditorStore,
  type PayrollEditorStoreOptions,
  type PayrollEditorSummary,
} from './payrollEditorStore';
import type { PayrollEditorTotals } from './payrollEditorTotals';
import { payrollEventStream } from './payrollEventStream';
import type { PayrollRowConflict, PayrollRowEdit } from './payrollRowDraft';
import * as invalidateAfter from '../invalidationTable';

/**
 * Options of {@link usePayrollEditor}.
 *
 * @example
 * usePayrollEditor(companyId, payrollId, { sortBy: 'last_name', saveDelayMs: 300 });
 */
export interface PayrollEditorOptions extends Omit<PayrollEditorStoreOptions, 'payrollId'> {
  /**
   * Prepare the payroll when the editor opens (default true): adds newly eligible employees,
   * gives every row its `version`, and clears a previous calculation (contract.md#payroll-run).
   */
  prepare?: boolean;
  sortBy?: 'first_name' | 'last_name';
  /** Pages of 100 rows read at the same time after the first. Default 3. */
  concurrentPages?: number;
  /** Default true. */
  enabled?: boolean;
  /** Rows the service now has as shown, after each save (called outside React's render). */
  onRowsSaved?: (employeeUuids: string[]) => void;
  /** A row entered `conflict` (called outside React's render). */
  onConflict?: (employeeUuid: string) => void;
}

/**
 * What {@link usePayrollEditor} gives. It re-renders only when a count, the row order or the load
 * state changes; each row re-renders alone through {@link usePayrollEditorRow}.
 *
 * @example
 * const editor: PayrollEditor = usePayrollEditor(companyId, payrollId);
 * editor.rowIds.map((id) => <Row key={id} editor={editor} employeeId={id} />);
 */
export interface PayrollEditor {
  /** The row store; pass to {@link usePayrollEditorRow}. */
  store: PayrollEditorStore;
  status: 'loading' | 'ready' | 'error';
  error: Error | null;
  /** The payroll as prepare returned it (dates, `fixed_compensation_types`), without its rows. */
  payroll: Payroll | undefined;
  /** True for a processed payroll: edits are refused (contract.md#payroll-run). */
  readOnly: boolean;
  /** Names of the earning columns (`Bonus`, `Commission`, company earning types). */
  fixedCompensationTypes: string[];
  /** Employee uuids of the loaded rows, in the service's order. */
  rowIds: readonly string[];
  /** Rows on the service (from the page headers); `rowIds` grows to it while pages load. */
  totalRows: number | undefined;
  /** Row counts by save state. */
  summary: PayrollEditorSummary;
  /** Change one employee's row; saved in the background in batches. False when refused. */
  edit(employeeUuid: string, edit: PayrollRowEdit): boolean;
  /** Settle a conflict on a row: keep mine (send it) or take theirs. */
  resolveConflict(employeeUuid: string, choice: 'mine' | 'theirs', field?: string): void;
  /** Drop the drafts of a row (or all rows). */
  discard(employeeUuid?: string): void;
  /** Send everything unsaved now; resolves when the service has answered. */
  flush(): Promise<void>;
  /** One row's current snapshot (for filters and search over all rows). */
  getRow(employeeUuid: string): PayrollEditorRow | undefined;
  /** Prepare and read the rows again (after a calculation, to edit again). Drafts are kept. */
  reload(): Promise<void>;
}

function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 422;
}

/**
 * The engine of the payroll editor: prepared rows as server state, the user's drafts per employee
 * on top, saved in the background in chunks of at most 100 lines with each row's `version`. A 409
 * re-reads only the employees it names, re-applies the user's drafts and sends again; a field a
 * colleague changed too is reported on that row as a conflict, never overwritten. Rows show
 * `unsaved`, `saving`, `saved`, `failed` or `conflict`. Drafts are kept in `sessionStorage` per
 * payroll and employee as they are typed, so a reload or a dropped response loses nothing.
 * Rows load 100 a page, the first page shown at once.
 *
 * Stays instant at 5,000 rows: a keystroke touches one row's state and re-renders one row.
 *
 * @example
 * function Editor({ companyId, payrollId }: { companyId: string; payrollId: string }) {
 *   const editor = usePayrollEditor(companyId, payrollId);
 *   return editor.rowIds.map((id) => <EmployeeRow key={id} editor={editor} employeeId={id} />);
 * }
 * function EmployeeRow({ editor, employeeId }: { editor: PayrollEditor; employeeId: string }) {
 *   const row = usePayrollEditorRow(editor, employeeId);
 *   return <input value={row?.compensation.memo ?? ''} onChange={(e) => editor.edit(employeeId, { memo: e.target.value })} />;
 * }
 */
export function usePayrollEditor(
  companyId: string,
  payrollId: string,
  options: PayrollEditorOptions = {},
): PayrollEditor {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  const {
    prepare = true,
    sortBy,
    concurrentPages = 3,
    enabled = true,
    onRowsSaved,
    onConflict,
    ...storeOptions
  } = options;
  // The store lives longer than a render: it calls the latest handlers.
  const handlers = useRef({ onRowsSaved, onConflict });
  handlers.current = { onRowsSaved, onConflict };
  const [load, setLoad] = useState<{
    status: PayrollEditor['status'];
    error: Error | null;
    payroll: Payroll | undefined;
    totalRows: number | undefined;
    generation: number;
  }>({ status: 'loading', error: null, payroll: undefined, totalRows: undefined, generation: 0 });

  const store = useMemo(
    () =>
      new PayrollEditorStore(
        {
          update: async (body) => (await updatePayroll(client, companyId, payrollId, body)).data,
          reread: async (employeeUuids) => {
            const { data } = await preparePayroll(
              client,
              companyId,
              payrollId,
              { employee_uuids: employeeUuids },
              {},
              { page: 1, per: PAYROLL_PAGE_LIMIT, sortBy },
            );
            const wanted = new Set(employeeUuids);
            return (data.employee_compensations ?? []).filter((row) => wanted.has(row.employee_uuid));
          },
          onSaved: () => {
            // Any update clears the calculation (contract.md#payroll-run): the status and summary
            // are stale. While the event stream is open its `payroll.updated` echo refreshes them
            // (usePayrollRunStatus), so the save leaves it to the echo: one refresh per save.
            if (!payrollEventStream(client.baseUrl).isOpen())
              void invalidateAfter.payrollStatus(queryClient, companyId, payrollId);
          },
          onRowsSaved: (ids) => handlers.current.onRowsSaved?.(ids),
          onConflict: (id) => handlers.current.onConflict?.(id),
        },
        { payrollId, ...storeOptions },
      ),
    // The store lives as long as the payroll shown; option changes apply to the next payroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, companyId, payrollId, queryClient],
  );

  useEffect(() => {
    store.attach();
    return () => store.dispose();
  }, [store]);

  const summary = useSyncExternalStore(store.subscribe, store.getSummary, store.getSummary);

  const readRows = useCallback(
    async (signal: AbortSignal, withPrepare: boolean) => {
      // With each employee's taxes once calculated: the review explains every row (DECISIONS 38).
      const query = { page: 1, per: PAYROLL_PAGE_LIMIT, sortBy, include: ['taxes' as const] };
      let first: PayrollWithRows;
      try {
        first = withPrepare
          ? await preparePayrollRows(client, companyId, payrollId, query, undefined, { signal })
          : await getPayrollRows(client, companyId, payrollId, query, { signal });
      } catch (error) {
        // A processed payroll cannot be prepared (contract.md#payroll-run): show it read-only.
        if (!withPrepare || !isRefusal(error)) throw error;
        first = await getPayrollRows(client, companyId, payrollId, query, { signal });
      }
      if (withPrepare) {
        void invalidateAfter.payrollStatus(queryClient, companyId, payrollId);
      }
      // The total first: a grid shown as cards decides from it whether to render every row.
      const payroll = { ...first.payroll, employee_compensations: undefined };
      setLoad((s) => ({ ...s, payroll, totalRows: first.rows.totalCount }));
      store.setReadOnly(first.payroll.processed);
      store.setRows(first.rows.items);
      // Later pages a few at a time, applied in order so the rows keep the service's order; in the
      // background, so at 20,000 rows (the whole rate window) a save still goes straight out.
      for (let page = 2; page <= first.rows.totalPages; page += concurrentPages) {
        const batch = [];
        for (let p = page; p < page + concurrentPages && p <= first.rows.totalPages; p++)
          batch.push(
            getPayrollRows(client, companyId, payrollId, { ...query, page: p }, { signal, background: true }),
          );
        for (const next of batch) store.setRows((await next).rows.items);
      }
    },

    [client, companyId, payrollId, sortBy, concurrentPages, store, queryClient],
  );

  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoad((s) => ({ ...s, status: 'loading', error: null }));
    readRows(controller.signal, prepare).then(
      () => setLoad((s) => ({ ...s, status: 'ready', generation: s.generation + 1 })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad((s) => ({ ...s, status: 'error', error: error as Error }));
      },
    );
    return () => controller.abort();
  }, [readRows, enabled, prepare, reloads]);

  const reload = useCallback(async () => {
    await store.flush();
    setReloads((n) => n + 1);
  }, [store]);

  return useMemo(
    () => ({
      store,
      status: load.status,
      error: load.error,
      payroll: load.payroll,
      readOnly: load.payroll?.processed === true,
      fixedCompensationTypes: (load.payroll?.fixed_compensation_types ?? []).map((type) => type.name),
      rowIds: summary.rowIds,
      totalRows: load.totalRows,
      summary,
      // The store's methods are bound: they are the editor's, as they are.
      edit: store.edit,
      resolveConflict: store.resolveConflict,
      discard: store.discard,
      flush: store.flush,
      getRow: store.getRow,
      reload,
    }),
    [store, load, summary, reload],
  );
}

/**
 * One row of the editor; re-renders when that row changes and no other. Pass `editor.store` (a
 * stable object) to memoised rows rather than `editor`, which changes whenever a count does.
 *
 * @example
 * const EmployeeRow = memo(function EmployeeRow({ store, employeeId }: { store: PayrollEditorStore; employeeId: string }) {
 *   const row = usePayrollEditorRow(store, employeeId);
 *   return <td>{row?.saveState}</td>; // 'unsaved' | 'saving' | 'saved' | 'failed' | 'conflict'
 * });
 */
export function usePayrollEditorRow(
  source: PayrollEditorStore | Pick<PayrollEditor, 'store'>,
  employeeUuid: string,
): PayrollEditorRow | undefined {
  const store = source instanceof PayrollEditorStore ? source : source.store;
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeRow(employeeUuid, listener),
    [store, employeeUuid],
  );
  const read = useCallback(() => store.getRow(employeeUuid), [store, employeeUuid]);
  return useSyncExternalStore(subscribe, read, read);
}

export type { PayrollEditorRow, PayrollEditorSummary, PayrollRowConflict, PayrollRowEdit };

/**
 * The editor's column totals; re-renders when they change (most edits) and nothing else does, so
 * a totals row is the only part of a screen that follows every keystroke.
 *
 * @example
 * function BonusTotal({ store }: { store: PayrollEditorStore }) {
 *   const totals = usePayrollEditorTotals(store);
 *   return <td>{centsToMoney(totals.earnings.Bonus ?? 0)}</td>;
 * }
 */
export function usePayrollEditorTotals(store: PayrollEditorStore): PayrollEditorTotals {
  return useSyncExternalStore(store.subscribeTotals, store.getTotals, store.getTotals);
}
