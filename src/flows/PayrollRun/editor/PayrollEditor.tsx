import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  usePrimitives,
  TextField as DefaultTextField,
  Select as DefaultSelect,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Skeleton as DefaultSkeleton,
} from '../../../ui';
import {
  PAYROLL_ROW_FILTERS,
  type PayrollEditor as HeadlessPayrollEditor,
  type PayrollEditorRow,
  type PayrollRowFilter,
} from '../../../hooks';
import type { PayrollPayFacts } from '../../../hooks/payroll/usePayrollPayFacts';
import { DEFAULT_EARNINGS } from './editorRows';
import { PayrollEditorGrid } from './PayrollEditorGrid';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/**
 * The grid skips the editor's renders for a count that changed (the first keystroke into a row
 * makes it unsaved, its save makes it saved): its props hold still while the rows do, and each row
 * and the totals follow the store by themselves.
 */
const Grid = /* @__PURE__ */ memo(PayrollEditorGrid);

/** A row in conflict: keep the user's values, or take the colleague's. */
const CONFLICT_CHOICES = ['mine', 'theirs'] as const;

/** Props of {@link PayrollEditor}. */
export interface PayrollEditorProps {
  /** The headless editor (`usePayrollEditor`): rows, drafts, saves, totals and the filter. */
  editor: HeadlessPayrollEditor;
  /** Salaries and hourly rates for the pay column (`usePayrollPayFacts(companyId).data`). */
  pay?: PayrollPayFacts;
  /** Read-only: a processed payroll (contract.md#payroll-run). */
  readOnly?: boolean;
  /** The primary action under the grid (e.g. "Calculate payroll"); it gets the blocking reason. */
  actions?: (state: { invalidCount: number; unsavedCount: number }) => ReactNode;
  /** A row's own tool beside its name while editable (a bonus row's "Pay a net amount"). */
  rowTool?: (row: PayrollEditorRow) => ReactNode;
}

/**
 * The payroll editor: search by name, filter (hourly, salaried, changed, excluded, with errors),
 * the virtualised grid with its totals, a live summary of the background saves, and the run's
 * next action. Invalid values stay on screen, marked, and are never sent. The store of
 * `usePayrollEditor` keeps the filter and the totals, so a keystroke re-renders its row and the
 * totals row, nothing else.
 *
 * @example
 * const editor = usePayrollEditor(companyId, payrollId);
 * <PayrollEditor editor={editor} actions={() => <Button onClick={calculate}>Calculate</Button>} />
 */
export function PayrollEditor({ editor, pay, readOnly, actions, rowTool }: PayrollEditorProps) {
  const { TextField, Select, Alert, Button, Skeleton } = usePrimitives({
    TextField: DefaultTextField,
    Select: DefaultSelect,
    Alert: DefaultAlert,
    Button: DefaultButton,
    Skeleton: DefaultSkeleton,
  });
  const { t } = usePayrollRunMessages();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PayrollRowFilter>('all');
  const [pasted, setPasted] = useState<{ count: number; skipped: number }>();
  const query = useDeferredValue(search);
  const { store, summary } = editor;
  useEffect(() => store.setQuery({ filter, search: query }), [store, filter, query]);

  // Stable while the names are (the grid's columns, and so every row, depend on it).
  const names = editor.fixedCompensationTypes.filter((name) => name !== 'Reimbursement').join('\n');
  const earnings = useMemo(() => (names ? names.split('\n') : DEFAULT_EARNINGS), [names]);
  const onPasted = useCallback((count: number, skipped: number) => setPasted({ count, skipped }), []);
  const rowActions = useCallback(
    (row: PayrollEditorRow) =>
      row.saveState === 'conflict' && !readOnly ? (
        <span className="pk-payroll-grid__resolve">
          {CONFLICT_CHOICES.map((choice) => (
            <Button
              key={choice}
              type="button"
              size="sm"
              variant={choice === 'mine' ? 'secondary' : 'ghost'}
              onClick={() => store.resolveConflict(row.employeeUuid, choice)}
            >
              {t(`editor.conflict.${choice}`)}
            </Button>
          ))}
        </span>
      ) : readOnly ? null : (
        rowTool?.(row)
      ),
    [Button, t, store, readOnly, rowTool],
  );

  if (editor.status === 'error') {
    return (
      <Alert
        tone="danger"
        action={
          <Button type="button" variant="secondary" onClick={() => void editor.reload()}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('editor.loadError')}
      </Alert>
    );
  }
  if (summary.rowIds.length === 0 && editor.status === 'loading') return <Skeleton lines={6} />;

  const errorCount = summary.failed + summary.conflicts;
  const unsavedCount = summary.unsaved + summary.saving;
  const saveSummary =
    errorCount > 0
      ? t('editor.summary.errors', { count: errorCount })
      : unsavedCount > 0
        ? t('editor.summary.saving', { count: unsavedCount })
        : t('editor.summary.saved');

  return (
    <div className="pk-payroll-editor">
      <div className="pk-payroll-editor__toolbar" role="search">
        <TextField
          type="search"
          label={t('editor.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label={t('editor.filter')}
          options={PAYROLL_ROW_FILTERS.map((value) => ({ value, label: t(`editor.filter.${value}`) }))}
          value={filter}
          onChange={(event) => setFilter(event.target.value as PayrollRowFilter)}
        />
      </div>
      <p className="pk-payroll-run__muted pk-payroll-editor__counts">
        <span>{t('editor.showing', { shown: summary.shownIds.length, total: summary.rowIds.length })}</span>{' '}
        {readOnly ? null : (
          <span role="status" data-save-summary>
            {saveSummary}
          </span>
        )}
      </p>
      {/* "Save again" only for rows that failed: a conflict waits for Keep mine / Use theirs. */}
      {summary.failed > 0 ? (
        <Alert
          tone="danger"
          action={
            <Button type="button" size="sm" variant="secondary" onClick={() => void store.retryFailed()}>
              {t('editor.retrySaves')}
            </Button>
          }
        >
          {t('editor.saveFailed', { count: errorCount })}
        </Alert>
      ) : null}
      {summary.invalid > 0 ? (
        <Alert tone="warning">{t('editor.invalidCells', { count: summary.invalid })}</Alert>
      ) : null}
      {pasted ? (
        <Alert tone={pasted.skipped ? 'warning' : 'info'} onDismiss={() => setPasted(undefined)}>
          {pasted.skipped
            ? t('editor.pastedSkipped', { count: pasted.count, skipped: pasted.skipped })
            : t('editor.pasted', { count: pasted.count })}
        </Alert>
      ) : null}
      {summary.shownIds.length === 0 ? <p className="pk-payroll-run__muted">{t('editor.noMatch')}</p> : null}
      <Grid
        store={store}
        rowIds={summary.shownIds}
        totalRows={editor.totalRows}
        earnings={earnings}
        pay={pay}
        onPasted={onPasted}
        readOnly={readOnly}
        rowActions={rowActions}
      />
      {actions?.({ invalidCount: summary.invalid, unsavedCount })}
    </div>
  );
}
