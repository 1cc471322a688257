import { useCallback, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  usePrimitives,
  TextField as DefaultTextField,
  Select as DefaultSelect,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Skeleton as DefaultSkeleton,
} from '../../../ui';
import type { RowPatch } from './editorRows';
import { hourlyJobs, rowName } from './editorRows';
import type { PayrollEditorModel } from './editorModel';
import { PayrollEditorGrid } from './PayrollEditorGrid';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** The rows the editor can narrow to. */
export const EDITOR_FILTERS = ['all', 'hourly', 'salaried', 'changed', 'excluded', 'errors'] as const;
export type EditorFilter = (typeof EDITOR_FILTERS)[number];

/** A row in conflict: keep the user's values, or take the colleague's. */
const CONFLICT_CHOICES = ['mine', 'theirs'] as const;

/** Props of {@link PayrollEditor}. */
export interface PayrollEditorProps {
  model: PayrollEditorModel;
  /** Read-only: a processed payroll (contract.md#payroll-run). */
  readOnly?: boolean;
  /** The primary action under the grid (e.g. "Calculate payroll"); it gets the blocking reason. */
  actions?: (state: { invalidCount: number; unsavedCount: number }) => ReactNode;
}

/**
 * The payroll editor: search by name, filter (hourly, salaried, changed, excluded, with errors),
 * the virtualised grid with its totals, a live summary of the background saves, and the run's
 * next action. Invalid values stay on screen, marked, and are never sent.
 *
 * @example
 * <PayrollEditor model={model} actions={() => <Button onClick={calculate}>Calculate</Button>} />
 */
export function PayrollEditor({ model, readOnly, actions }: PayrollEditorProps) {
  const { TextField, Select, Alert, Button, Skeleton } = usePrimitives({
    TextField: DefaultTextField,
    Select: DefaultSelect,
    Alert: DefaultAlert,
    Button: DefaultButton,
    Skeleton: DefaultSkeleton,
  });
  const { t } = usePayrollRunMessages();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<EditorFilter>('all');
  const [invalidCells, setInvalidCells] = useState<ReadonlyMap<string, string>>(new Map());
  const [pasted, setPasted] = useState<{ count: number; skipped: number }>();
  const query = useDeferredValue(search.trim().toLocaleLowerCase());
  const rows = model.rows;

  const shown = useMemo(() => {
    if (!rows) return [];
    const invalidRows = new Set([...invalidCells.keys()].map((key) => key.split('|')[0]));
    return rows.filter((row) => {
      if (query && !rowName(row).toLocaleLowerCase().includes(query)) return false;
      switch (filter) {
        case 'hourly':
          return hourlyJobs(row).length > 0;
        case 'salaried':
          return hourlyJobs(row).length === 0;
        case 'changed':
          return model.changed(row.employee_uuid);
        case 'excluded':
          return row.excluded;
        case 'errors': {
          const status = model.saveState(row.employee_uuid).status;
          return status === 'error' || status === 'conflict' || invalidRows.has(row.employee_uuid);
        }
        default:
          return true;
      }
    });
    // `filter` views that depend on save state re-run when rows change (every save changes them).
  }, [rows, query, filter, model, invalidCells]);

  const onInvalidCell = useCallback((key: string, text: string | undefined) => {
    setInvalidCells((current) => {
      if (text === undefined ? !current.has(key) : current.get(key) === text) return current;
      const next = new Map(current);
      if (text === undefined) next.delete(key);
      else next.set(key, text);
      return next;
    });
  }, []);
  // Stable callbacks reading the latest model, so a keystroke re-renders only its own row.
  const latest = useRef(model);
  latest.current = model;
  const onEdit = useCallback(
    (employeeId: string, patch: RowPatch) => latest.current.edit(employeeId, patch),
    [],
  );
  const rowActions = useCallback(
    (employeeId: string) =>
      latest.current.resolveConflict && latest.current.saveState(employeeId).status === 'conflict' ? (
        <span className="pk-payroll-grid__resolve">
          {CONFLICT_CHOICES.map((choice) => (
            <Button
              key={choice}
              type="button"
              size="sm"
              variant={choice === 'mine' ? 'secondary' : 'ghost'}
              onClick={() => latest.current.resolveConflict?.(employeeId, choice)}
            >
              {t(`editor.conflict.${choice}`)}
            </Button>
          ))}
        </span>
      ) : null,
    [Button, t],
  );

  if (model.loadError) {
    return (
      <Alert
        tone="danger"
        action={
          model.retryLoad ? (
            <Button type="button" variant="secondary" onClick={model.retryLoad}>
              {t('landing.retry')}
            </Button>
          ) : undefined
        }
      >
        {t('editor.loadError')}
      </Alert>
    );
  }
  if (!rows) return <Skeleton lines={6} />;

  const invalidCount = invalidCells.size;
  const saveSummary =
    model.errorCount > 0
      ? t('editor.summary.errors', { count: model.errorCount })
      : model.unsavedCount > 0
        ? t('editor.summary.saving', { count: model.unsavedCount })
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
          options={EDITOR_FILTERS.map((value) => ({ value, label: t(`editor.filter.${value}`) }))}
          value={filter}
          onChange={(event) => setFilter(event.target.value as EditorFilter)}
        />
      </div>
      <p className="pk-payroll-run__muted pk-payroll-editor__counts">
        <span>{t('editor.showing', { shown: shown.length, total: rows.length })}</span>{' '}
        {readOnly ? null : (
          <span role="status" data-save-summary>
            {saveSummary}
          </span>
        )}
      </p>
      {model.errorCount > 0 && model.retryFailed ? (
        <Alert
          tone="danger"
          action={
            <Button type="button" size="sm" variant="secondary" onClick={model.retryFailed}>
              {t('editor.retrySaves')}
            </Button>
          }
        >
          {t('editor.saveFailed', { count: model.errorCount })}
        </Alert>
      ) : null}
      {invalidCount > 0 ? (
        <Alert tone="warning">{t('editor.invalidCells', { count: invalidCount })}</Alert>
      ) : null}
      {pasted ? (
        <Alert tone={pasted.skipped ? 'warning' : 'info'} onDismiss={() => setPasted(undefined)}>
          {pasted.skipped
            ? t('editor.pastedSkipped', { count: pasted.count, skipped: pasted.skipped })
            : t('editor.pasted', { count: pasted.count })}
        </Alert>
      ) : null}
      {shown.length === 0 ? <p className="pk-payroll-run__muted">{t('editor.noMatch')}</p> : null}
      <PayrollEditorGrid
        rows={shown}
        allRows={rows}
        earnings={model.earnings}
        saveState={model.saveState}
        onEdit={onEdit}
        payFacts={model.payFacts}
        jobTitle={model.jobTitle}
        invalidCells={invalidCells}
        onInvalidCell={onInvalidCell}
        onPasted={(count, skipped) => setPasted({ count, skipped })}
        readOnly={readOnly}
        rowActions={rowActions}
      />
      {actions?.({ invalidCount, unsavedCount: model.unsavedCount })}
    </div>
  );
}
