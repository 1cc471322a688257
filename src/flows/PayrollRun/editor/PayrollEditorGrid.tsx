import {
  Fragment,
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { EmployeeCompensation } from '../../../api/payroll/types';
import { centsToMoney, useCardLayout, useFormat, useRowWindow } from '../../../ui';
import {
  payrollRowName,
  thousandthsToHours,
  type PayrollEditorStore,
  type PayrollEditorRow,
  type PayrollRowEdit,
} from '../../../hooks';
import type { PayrollPayFacts } from '../../../hooks/payroll/usePayrollPayFacts';
import {
  HOUR_KINDS,
  amountOf,
  hourlyJobs,
  hoursOf,
  isNegative,
  reimbursementOf,
  setAmount,
  setHours,
  setReimbursement,
  setTimeOff,
  validHours,
  validMoney,
  type HourKind,
} from './editorRows';
import { isPayrollMemo } from '../../../hooks/schemas/fields';
import { GridCellInput } from './GridCellInput';
import { JobTitles } from './JobTitles';
import { paintFirst } from './paintFirst';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** One column of the editor. */
type Column =
  | { kind: 'employee' }
  | { kind: 'pay' }
  | { kind: 'hours'; hour: HourKind }
  | { kind: 'earning'; name: string }
  | { kind: 'reimbursement' }
  | { kind: 'timeOff' }
  | { kind: 'paymentMethod' }
  | { kind: 'memo' }
  | { kind: 'exclude' };

/** Props of {@link PayrollEditorGrid}. */
export interface PayrollEditorGridProps {
  /** The editor's store (`usePayrollEditor().store`): each row reads and edits its own row there. */
  store: PayrollEditorStore;
  /** The employees to show, in order (the store's `summary.shownIds`). */
  rowIds: readonly string[];
  /** The fixed earnings to offer as columns (the payroll's `fixed_compensation_types`). */
  earnings: readonly string[];
  /** Salaries and hourly rates for the pay column (`usePayrollPayFacts(companyId).data`). */
  pay?: PayrollPayFacts;
  /** Several lines pasted into a column: `count` rows filled, `skipped` lines that were not numbers. */
  onPasted?: (count: number, skipped: number) => void;
  /** Rows there will be once every page has loaded (`editor.totalRows`), while `rowIds` grows. */
  totalRows?: number;
  /** Read-only (a processed payroll, or while calculating). */
  readOnly?: boolean;
  /** Actions next to a row's save state (e.g. resolving a conflict). */
  rowActions?: (row: PayrollEditorRow) => ReactNode;
}

const ROW_HEIGHT = 56;

/**
 * The payroll editor's grid: one row per employee, only the rows on screen in the DOM (`useRowWindow`), a sticky header and a sticky totals row summed in integer cents and thousandths of an
 * hour. Moves like a spreadsheet: arrow keys (left and right at the edge of the text), Enter and
 * Shift+Enter down and up, Tab along the row, Ctrl+Home and Ctrl+End to the first and last cell; a
 * cell reached by the keyboard has its text selected, so typing replaces it (F2 edits in place); a column of hours pasted from a spreadsheet fills
 * the rows below. Each row shows whether it is saved, saving, unsaved, in error or in conflict.
 * Below 40rem of container width each row becomes a labelled card. Each row reads its own row of
 * the store and the totals row the store's totals, so a keystroke re-renders those two rows only,
 * and after the typed character is painted (`paintFirst`).
 *
 * @example
 * const editor = usePayrollEditor(companyId, payrollId);
 * <PayrollEditorGrid store={editor.store} rowIds={editor.summary.shownIds} earnings={['Bonus']} />
 */
export function PayrollEditorGrid(props: PayrollEditorGridProps) {
  const { store, rowIds, earnings, readOnly, totalRows } = props;
  const { t, lookup } = usePayrollRunMessages();
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ row: number; col: number; sub: number } | null>(null);
  const lastCell = useRef<{ row: number; col: number; sub: number } | null>(null);

  const columns = useMemo<Column[]>(
    () => [
      { kind: 'employee' },
      { kind: 'pay' },
      ...HOUR_KINDS.map((hour) => ({ kind: 'hours', hour }) as const),
      ...earnings.map((name) => ({ kind: 'earning', name }) as const),
      { kind: 'reimbursement' },
      { kind: 'timeOff' },
      { kind: 'paymentMethod' },
      { kind: 'memo' },
      { kind: 'exclude' },
    ],
    [earnings],
  );

  const {
    rows: items,
    totalSize,
    measure,
    scrollToIndex,
  } = useRowWindow({
    count: rowIds.length,
    expectedCount: totalRows,
    scrollRef,
    bodyRef,
    estimate: ROW_HEIGHT,
    overscan: 4,
  });
  // A container narrower than the spreadsheet's columns shows a card per employee (PayrollRun.css).
  useCardLayout(scrollRef);

  // Geometry through the CSSOM, never style attributes, so a strict CSP renders the same.
  useLayoutEffect(() => {
    bodyRef.current?.style.setProperty('height', `${totalSize}px`);
  }, [totalSize]);
  useLayoutEffect(() => {
    scrollRef.current?.style.setProperty('--pk-payroll-earnings', String(earnings.length));
  }, [earnings.length]);

  // A move to a row outside the window: focus it once the virtualiser has rendered it.
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const element = findCell(scrollRef.current, target.row, target.col, target.sub);
    if (element) {
      pendingFocus.current = null;
      focusCell(element);
    }
  });

  // Up or down to the next row that has this column (a salaried row has no hours to stop in).
  const moveTo = useCallback(
    (row: number, col: number, sub: number, step: 1 | -1) => {
      const root = scrollRef.current;
      for (let index = row + step; index >= 0 && index < rowIds.length; index += step) {
        const element = findCell(root, index, col, sub);
        if (element) {
          focusCell(element);
          scrollToIndex(index);
          return true;
        }
        if (!root?.querySelector(`[data-index="${index}"]`)) {
          // Outside the rendered window: focus it once the virtualiser has rendered it.
          pendingFocus.current = { row: index, col, sub };
          scrollToIndex(index);
          return true;
        }
      }
      return false;
    },
    [rowIds.length, scrollToIndex],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.dataset.row) return;
    // Ctrl+Home / Ctrl+End: the first / the last cell of the grid, as in a spreadsheet.
    if ((event.ctrlKey || event.metaKey) && (event.key === 'Home' || event.key === 'End')) {
      const last = event.key === 'End';
      const row = last ? rowIds.length - 1 : 0;
      const col = last ? LAST : FIRST;
      const element = findCell(scrollRef.current, row, col, 0);
      if (element) focusCell(element);
      else pendingFocus.current = { row, col, sub: 0 };
      scrollToIndex(row);
      event.preventDefault();
      return;
    }
    // F2 edits the cell in place: the caret to the end, so arrows move inside the text.
    if (event.key === 'F2' && target instanceof HTMLInputElement) {
      target.setSelectionRange(target.value.length, target.value.length);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    const sub = Number(target.dataset.sub ?? 0);
    const isText = target instanceof HTMLInputElement && target.type !== 'checkbox';
    const isSelect = target instanceof HTMLSelectElement;
    const atStart = !isText || ((target as HTMLInputElement).selectionStart ?? 0) === 0;
    const atEnd =
      !isText ||
      ((target as HTMLInputElement).selectionEnd ?? 0) === (target as HTMLInputElement).value.length;
    let moved = false;
    if (event.key === 'ArrowDown' && !isSelect) moved = moveTo(row, col, sub, 1);
    else if (event.key === 'ArrowUp' && !isSelect) moved = moveTo(row, col, sub, -1);
    else if (event.key === 'Enter' && isText) moved = moveTo(row, col, sub, event.shiftKey ? -1 : 1);
    else if (event.key === 'ArrowRight' && atEnd && !isSelect)
      moved = moveAcross(scrollRef.current, target, 1);
    else if (event.key === 'ArrowLeft' && atStart && !isSelect)
      moved = moveAcross(scrollRef.current, target, -1);
    if (moved || (event.key === 'Enter' && isText)) event.preventDefault();
  };

  // Stable across renders (rows memoise on it); reads the rows and callbacks of the latest render.
  const latest = useRef(props);
  latest.current = props;
  const pasteDown = useCallback(
    (
      start: number,
      apply: (row: EmployeeCompensation, text: string) => PayrollRowEdit | undefined,
      lines: string[],
    ) => {
      const current = latest.current;
      const edits: Array<[string, PayrollRowEdit]> = [];
      let skipped = 0;
      lines.forEach((line, offset) => {
        const row = current.store.getRow(current.rowIds[start + offset] ?? '')?.compensation;
        if (!row) return;
        const patch = line !== '' && validHours(line) ? apply(row, line) : undefined;
        if (patch) edits.push([row.employee_uuid, patch]);
        else skipped += 1;
      });
      // One batch: every row's listeners once, one save scheduled (pasting is not a long task).
      current.onPasted?.(current.store.editRows(edits), skipped);
    },
    [],
  );

  // Column kinds are named after their header's message key.
  const header = useCallback(
    (column: Column) =>
      column.kind === 'hours'
        ? t(`editor.hours.${column.hour}`)
        : column.kind === 'earning'
          ? lookup(`editor.earning.${column.name}`, column.name) // ours, else the company's own name
          : t(`editor.${column.kind}`),
    [t, lookup],
  );

  return (
    <div
      ref={scrollRef}
      className="pk-payroll-grid"
      role="grid"
      aria-label={t('editor.gridLabel')}
      aria-rowcount={rowIds.length + 2}
      aria-colcount={columns.length}
      aria-readonly={readOnly || undefined}
      // One Tab stop: the grid itself until a cell has focus, then arrows, Enter and Tab move.
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const root = scrollRef.current;
        if (!root) return;
        if (event.target === root) {
          const last = lastCell.current;
          const cell =
            (last && findCell(root, last.row, last.col, last.sub)) ??
            root.querySelector<HTMLElement>('.pk-payroll-grid__body [data-row]');
          cell?.focus();
        } else if ((event.target as HTMLElement).dataset.row) {
          const { row, col, sub } = (event.target as HTMLElement).dataset;
          lastCell.current = { row: Number(row), col: Number(col), sub: Number(sub ?? 0) };
          root.tabIndex = -1;
        }
      }}
      onBlur={(event) => {
        const root = scrollRef.current;
        if (root && !root.contains(event.relatedTarget as Node | null)) root.tabIndex = 0;
      }}
    >
      <div role="rowgroup" className="pk-payroll-grid__head">
        <div role="row" aria-rowindex={1} className="pk-payroll-grid__row">
          {columns.map((column, index) => (
            <div role="columnheader" key={index} className="pk-payroll-grid__cell" data-kind={column.kind}>
              {header(column)}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" ref={bodyRef} className="pk-payroll-grid__body">
        {items.map((item) => {
          const employeeId = rowIds[item.index]!;
          return (
            <EditorRow
              key={employeeId}
              employeeId={employeeId}
              index={item.index}
              measure={measure}
              columns={columns}
              header={header}
              grid={props}
              pasteDown={pasteDown}
            />
          );
        })}
      </div>
      <TotalsRow store={store} columns={columns} header={header} rowIndex={rowIds.length + 2} />
    </div>
  );
}

interface TotalsRowProps {
  store: PayrollEditorStore;
  columns: readonly Column[];
  header: (column: Column) => string;
  rowIndex: number;
}

/** The sticky totals row: the store keeps the sums per edit; only this row follows them. */
const TotalsRow = /* @__PURE__ */ memo(function TotalsRow({
  store,
  columns,
  header,
  rowIndex,
}: TotalsRowProps) {
  const { t } = usePayrollRunMessages();
  const format = useFormat();
  // The totals follow a keystroke after its paint (paintFirst): the typed character shows first.
  const subscribe = useMemo(() => paintFirst(store.subscribeTotals), [store]);
  const totals = useSyncExternalStore(subscribe, store.getTotals, store.getTotals);
  const totalCell = (column: Column) => {
    switch (column.kind) {
      case 'employee':
        return t('editor.totals', { count: totals.included });
      case 'hours':
        return format.number(thousandthsToHours(totals.hours[column.hour] ?? 0));
      case 'earning':
        return format.money(centsToMoney(totals.earnings[column.name] ?? 0));
      case 'reimbursement':
        return format.money(centsToMoney(totals.reimbursements));
      case 'timeOff':
        return format.number(thousandthsToHours(totals.timeOff));
      default:
        return '';
    }
  };
  return (
    <div role="rowgroup" className="pk-payroll-grid__foot">
      <div role="row" aria-rowindex={rowIndex} className="pk-payroll-grid__row">
        {columns.map((column, index) => {
          const total = totalCell(column);
          return (
            <div
              role={index === 0 ? 'rowheader' : 'gridcell'}
              key={index}
              className="pk-payroll-grid__cell"
              data-kind={column.kind}
              data-empty={total === '' || undefined}
            >
              <span className="pk-payroll-grid__label" aria-hidden="true">
                {index === 0 ? null : header(column)}
              </span>
              {total}
            </div>
          );
        })}
      </div>
    </div>
  );
});

/**
 * Handlers that keep their identity from render to render and call the latest render's function:
 * `stable(key, fn)` returns the same function for the same key, so memoised cells bail out.
 */
function useStableHandlers() {
  const handlers = useRef<{
    latest: Map<string, (...args: never[]) => unknown>;
    stable: Map<string, (...args: never[]) => unknown>;
  }>(null);
  handlers.current ??= { latest: new Map(), stable: new Map() };
  const { latest, stable } = handlers.current;
  return <F extends (...args: never[]) => unknown>(key: string, handler: F): F => {
    latest.set(key, handler);
    let wrapper = stable.get(key);
    if (!wrapper) {
      wrapper = (...args: never[]) => latest.get(key)!(...args);
      stable.set(key, wrapper);
    }
    return wrapper as F;
  };
}

/** Enter moves down the column (the grid's keys); a row's form never submits. */
function preventSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/** What names a column whatever its place: its kind, and its hours kind or earning type. */
function columnId(column: Column): string {
  if (column.kind === 'hours') return `hours:${column.hour}`;
  return column.kind === 'earning' ? `earning:${column.name}` : column.kind;
}

/** `col` of {@link findCell} for a row's first or last control, whatever its column. */
const FIRST = -1;
const LAST = -2;

function findCell(root: HTMLElement | null, row: number, col: number, sub: number): HTMLElement | null {
  if (!root) return null;
  if (col < 0) {
    const controls = root.querySelectorAll<HTMLElement>(`[data-row="${row}"]`);
    return controls[col === FIRST ? 0 : controls.length - 1] ?? null;
  }
  const inRow = root.querySelectorAll<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`);
  if (inRow.length === 0) return null;
  return inRow[Math.min(sub, inRow.length - 1)] ?? null;
}

/** Left or right to the previous or next control of the same row. */
function moveAcross(root: HTMLElement | null, from: HTMLElement, step: 1 | -1): boolean {
  if (!root) return false;
  const controls = [...root.querySelectorAll<HTMLElement>(`[data-row="${from.dataset.row}"]`)];
  const next = controls[controls.indexOf(from) + step];
  if (!next) return false;
  focusCell(next);
  return true;
}

/**
 * Focus a cell reached by the keyboard with its text selected, so typing replaces the value as in
 * a spreadsheet (80, then 72, is 72, not 8072); F2 or a click edits in place.
 */
function focusCell(cell: HTMLElement) {
  cell.focus();
  if (cell instanceof HTMLInputElement && cell.type !== 'checkbox') cell.select();
}

interface EditorRowProps {
  employeeId: string;
  index: number;
  measure: (element: Element | null) => void;
  columns: readonly Column[];
  header: (column: Column) => string;
  grid: PayrollEditorGridProps;
  pasteDown: (
    start: number,
    apply: (row: EmployeeCompensation, text: string) => PayrollRowEdit | undefined,
    lines: string[],
  ) => void;
}

/** One employee's row: reads its own row of the store, so it alone re-renders for its edits. */
const EditorRow = /* @__PURE__ */ memo(
  function EditorRow({ employeeId, index, measure, columns, header, grid, pasteDown }: EditorRowProps) {
    const { t } = usePayrollRunMessages();
    const format = useFormat();
    const { store } = grid;
    // Its id came from this store's summary: the row is there. Its save state and values follow a
    // keystroke after its paint (paintFirst); the cell typed in shows its own text at once.
    const subscribe = useMemo(
      () => paintFirst((listener) => store.subscribeRow(employeeId, listener)),
      [store, employeeId],
    );
    const read = useCallback(() => store.getRow(employeeId), [store, employeeId]);
    const editorRow = useSyncExternalStore(subscribe, read, read)!;
    const row = editorRow.compensation;
    const status = editorRow.saveState;
    // The service's own words for a failed row; a conflict is named by its state and buttons.
    const message =
      status === 'failed'
        ? editorRow.errors
            .map((entry) => entry.message)
            .filter(Boolean)
            .join(' ')
        : '';
    const name = payrollRowName(row) || t('editor.unknownEmployee');
    const jobs = hourlyJobs(row);
    const facts = grid.pay?.employees.get(employeeId);
    const disabled = grid.readOnly;
    const edit = (patch: PayrollRowEdit) => store.edit(employeeId, patch);
    const stable = useStableHandlers();
    // A cell's mark is kept by its column's identity, not its place: a column listed later (an
    // earning type added meanwhile) must not move a mark, and the fields it holds back, to another cell.
    const cellKey = (column: Column, sub: number) => `${columnId(column)}|${sub}`;
    // `zero` empties the cell: the fields it stands for, held back and counted as nothing while invalid.
    const validity = (column: Column, sub: number, zero?: PayrollRowEdit) => (ok: boolean, text: string) =>
      store.markInvalid(employeeId, cellKey(column, sub), ok ? undefined : text, zero);
    const hoursProblem = useCallback(
      (text: string) => t(isNegative(text) ? 'editor.problem.negativeHours' : 'editor.problem.hours'),
      [t],
    );
    const amountProblem = useCallback(
      (text: string) => t(isNegative(text) ? 'editor.problem.negativeAmount' : 'editor.problem.amount'),
      [t],
    );
    const memoProblem = useCallback(() => t('editor.problem.memo'), [t]);

    const cell = (column: Column, col: number) => {
      const label = (extra?: string) =>
        t('editor.cellLabel', { column: extra ? `${header(column)} (${extra})` : header(column), name });
      // A select or checkbox cell: found by the grid's moves (row, column) and out of the Tab order.
      const control = () =>
        ({ 'data-row': index, 'data-col': col, 'data-sub': 0, tabIndex: -1, 'aria-label': label() }) as const;
      const common = (sub: number, zero?: PayrollRowEdit) => ({
        row: index,
        col,
        sub,
        disabled,
        invalidText: editorRow.invalid.get(cellKey(column, sub)),
        onValidity: stable(`${cellKey(column, sub)}:validity`, validity(column, sub, zero)),
      });
      // Each cell's handlers keep their identity, so a keystroke re-renders the cell typed in and
      // not the row's other fields (the row re-renders: its save state and draft changed).
      const on = <F extends (...args: never[]) => unknown>(sub: number, kind: string, handler: F) =>
        stable(`${cellKey(column, sub)}:${kind}`, handler);
      switch (column.kind) {
        case 'employee':
          return (
            <>
              <span className="pk-payroll-grid__name">{name}</span>
              <span className="pk-payroll-grid__state" data-status={status}>
                {t(`editor.state.${status}`)}
                {message ? `: ${message}` : ''}
              </span>
              {grid.rowActions?.(editorRow)}
            </>
          );
        case 'pay':
          if (jobs.length === 0) {
            return facts?.annualSalary
              ? t('editor.salaryPerYear', { amount: format.money(facts.annualSalary) })
              : t('editor.salaried');
          }
          return (
            jobs
              .map((job) => facts?.hourlyRates[job])
              .filter(Boolean)
              .map((rate) => t('editor.ratePerHour', { amount: format.money(rate!) }))
              .join(', ') || t('editor.hourly')
          );
        case 'hours': {
          if (jobs.length === 0) return <span className="pk-payroll-run__muted">—</span>;
          const inputs = (titleOf?: (jobId: string) => string) =>
            jobs.map((job, sub) => (
              <GridCellInput
                key={job}
                {...common(sub, setHours(job, column.hour, ''))}
                label={label(titleOf?.(job))}
                mode="decimal"
                value={hoursOf(row, job, column.hour)}
                valid={validHours}
                problem={hoursProblem}
                onCommit={on(sub, 'commit', (hours: string) => edit(setHours(job, column.hour, hours)))}
                onPasteLines={on(sub, 'paste', (lines: string[]) =>
                  pasteDown(
                    index,
                    (target, text) => {
                      const targetJob = hourlyJobs(target)[sub] ?? hourlyJobs(target)[0];
                      return targetJob ? setHours(targetJob, column.hour, text) : undefined;
                    },
                    lines,
                  ),
                )}
              />
            ));
          return jobs.length > 1 ? (
            <JobTitles employeeId={row.employee_uuid} jobIds={jobs}>
              {(titleOf) => inputs(titleOf)}
            </JobTitles>
          ) : (
            inputs()
          );
        }
        case 'earning':
          return (
            <GridCellInput
              {...common(0, setAmount(row, column.name, ''))}
              label={label()}
              mode="decimal"
              value={amountOf(row, column.name)}
              valid={validMoney}
              problem={amountProblem}
              onCommit={on(0, 'commit', (amount: string) => edit(setAmount(row, column.name, amount)))}
            />
          );
        case 'reimbursement':
          return (
            <GridCellInput
              {...common(0, setReimbursement(row, ''))}
              label={label()}
              mode="decimal"
              value={reimbursementOf(row)}
              valid={validMoney}
              problem={amountProblem}
              onCommit={on(0, 'commit', (amount: string) => edit(setReimbursement(row, amount)))}
            />
          );
        case 'timeOff':
          if (!row.paid_time_off?.length) return <span className="pk-payroll-run__muted">—</span>;
          return row.paid_time_off.map((line, sub) => (
            <Fragment key={`${line.policy_uuid ?? line.name}-${sub}`}>
              <GridCellInput
                {...common(sub, setTimeOff(row, sub, ''))}
                label={label(line.name ?? t('editor.timeOff'))}
                mode="decimal"
                value={String(Number(line.hours) || '')}
                valid={validHours}
                problem={hoursProblem}
                onCommit={on(sub, 'commit', (hours: string) => edit(setTimeOff(row, sub, hours)))}
              />
              {/* A final payroll pays out the policy's unused hours: the line the review's amount comes from. */}
              {Number(line.final_payout_unused_hours_input ?? 0) > 0 ? (
                <span className="pk-payroll-run__muted">
                  {t('editor.payout', {
                    name: line.name ?? t('editor.timeOff'),
                    hours: format.number(line.final_payout_unused_hours_input!),
                  })}
                </span>
              ) : null}
            </Fragment>
          ));
        case 'paymentMethod':
          return (
            <select
              className="pk-payroll-grid__input"
              {...control()}
              value={row.payment_method}
              disabled={disabled || row.payment_method === 'Historical'}
              onChange={(event) => edit({ payment_method: event.target.value as 'Direct Deposit' | 'Check' })}
            >
              <option value="Direct Deposit">{t('editor.method.directDeposit')}</option>
              <option value="Check">{t('editor.method.check')}</option>
              {row.payment_method === 'Historical' ? (
                <option value="Historical">{t('editor.method.historical')}</option>
              ) : null}
            </select>
          );
        case 'memo':
          return (
            <GridCellInput
              {...common(0, { memo: '' })}
              label={label()}
              mode="text"
              value={row.memo ?? ''}
              valid={isPayrollMemo}
              problem={memoProblem}
              onCommit={on(0, 'commit', (memo: string) => edit({ memo }))}
            />
          );
        case 'exclude':
          return (
            <input
              type="checkbox"
              className="pk-payroll-grid__check"
              {...control()}
              checked={row.excluded}
              disabled={disabled}
              onChange={(event) => edit({ excluded: event.target.checked })}
            />
          );
      }
    };

    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        data-index={index}
        data-excluded={row.excluded || undefined}
        data-status={status}
        className="pk-payroll-grid__row"
        ref={measure}
      >
        {/* A form per row, laid out as if absent: after each keystroke Chrome's autofill reads
            every field of the form typed in (the page's, without one), and a row has a dozen
            fields where a screen of cards has eighty (issue 41: its task per keystroke 8.5 →
            1.9 ms in a trace of the 5,000-employee editor). */}
        <form className="pk-payroll-grid__fields" noValidate onSubmit={preventSubmit}>
          {columns.map((column, col) => (
            <div
              role={col === 0 ? 'rowheader' : 'gridcell'}
              key={col}
              className="pk-payroll-grid__cell"
              data-kind={column.kind}
            >
              {col > 1 ? (
                <span className="pk-payroll-grid__label" aria-hidden="true">
                  {header(column)}
                </span>
              ) : null}
              {cell(column, col)}
            </div>
          ))}
        </form>
      </div>
    );
  },
  (before, after) =>
    before.employeeId === after.employeeId &&
    before.index === after.index &&
    before.columns === after.columns &&
    before.grid.store === after.grid.store &&
    before.grid.readOnly === after.grid.readOnly &&
    before.grid.pay === after.grid.pay &&
    before.grid.rowActions === after.grid.rowActions,
);
