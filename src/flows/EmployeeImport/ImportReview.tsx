import { useMemo, useRef, useState, type Ref } from 'react';
import type { PeopleBatchResults } from '../../api/peopleBatches/types';
import { useDepartments } from '../../hooks/departments';
import { useSendPeopleBatch } from '../../hooks/peopleBatches';
import {
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
  TextField as DefaultTextField,
  usePrimitives,
} from '../../ui';
import { useFormMessages } from '../shared/useFormMessages';
import type { EmployeeImportEventHandler } from './events';
import { IMPORT_COLUMNS, type ImportColumn } from './importColumns';
import {
  checkImportRow,
  importItem,
  readImportCsv,
  refusedColumns,
  type ColumnIssue,
  type ImportDepartment,
  type ImportRow,
} from './importRows';
import { employeeImportMessages } from './messages';

/** Props of {@link ImportReview}. */
export interface ImportReviewProps {
  companyId: string;
  fileName: string;
  /** The file's text. */
  text: string;
  /** "Choose another file": the flow goes back to its landing. */
  onStartOver: () => void;
  onEvent?: EmployeeImportEventHandler;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** What the service said of a row: created (its employee), or refused with the values it refused. */
type Outcome =
  | { kind: 'created'; employeeUuid?: string }
  | {
      kind: 'refused';
      issues: Partial<Record<ImportColumn, ColumnIssue>>;
      sent: Record<ImportColumn, string>;
    };

/** A row's standing on screen. */
type Standing = 'ready' | 'fix' | 'refused' | 'created';

/**
 * The rows of a chosen file: each checked as the employee form checks it before anything is
 * sent; the ready rows sent as one people batch ("Send N rows"), each row's result shown; a row to
 * fix or refused shows the fields at fault (kept shown while they are fixed), and is sent again
 * with the next send, the created rows never again (the service also excludes them by their
 * external id). A row's department is checked against the company's departments (a file that
 * names departments waits for them).
 *
 * @example
 * <ImportReview companyId={companyId} fileName="hires.csv" text={csv} onStartOver={back} />
 */
export function ImportReview({
  companyId,
  fileName,
  text,
  onStartOver,
  onEvent,
  headingRef,
}: ImportReviewProps) {
  const { Alert, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t } = useFormMessages(employeeImportMessages);
  const departments = useDepartments(companyId);
  const read = useMemo(() => readImportCsv(text, crypto.randomUUID()), [text]);
  // Only a file that names departments waits for the company's to check them.
  const named = 'rows' in read && read.rows.some((row) => row.values.department !== '');
  const known = departments.data ?? (named ? undefined : []);
  return (
    <section className="pk-flow-section" aria-labelledby="pk-import-review">
      <header className="pk-flow-section__header">
        <h2 id="pk-import-review" className="pk-flow-section__title" tabIndex={-1} ref={headingRef}>
          {t('review.title')}
        </h2>
        <p className="pk-flow-section__description">
          {t('review.file', { name: fileName, count: String('rows' in read ? read.rows.length : 0) })}
        </p>
      </header>
      {'problem' in read ? (
        <Alert tone="danger">{t(read.problem, { columns: read.columns ?? '' })}</Alert>
      ) : known ? (
        <ReviewRows
          companyId={companyId}
          initialRows={read.rows}
          departments={known}
          onStartOver={onStartOver}
          onEvent={onEvent}
        />
      ) : departments.isError ? (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" onClick={() => void departments.refetch()}>
              {t('departments.retry')}
            </Button>
          }
        >
          {t('departments.error')}
        </Alert>
      ) : (
        <Spinner label={t('review.loading')} />
      )}
    </section>
  );
}

/** Props of {@link ReviewRows}. */
interface ReviewRowsProps {
  companyId: string;
  initialRows: ImportRow[];
  departments: readonly ImportDepartment[];
  onStartOver: () => void;
  onEvent?: EmployeeImportEventHandler;
}

/** The rows of a readable file, their checks, fixes and sends. */
function ReviewRows({ companyId, initialRows, departments, onStartOver, onEvent }: ReviewRowsProps) {
  const { Alert, Badge, Button, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    TextField: DefaultTextField,
  });
  const { t, lookup } = useFormMessages(employeeImportMessages);
  const send = useSendPeopleBatch(companyId);
  const [rows, setRows] = useState<ImportRow[]>(initialRows);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  // The fields a row has shown once stay shown, so a field being fixed does not vanish mid-word:
  // those the preview found at fault when the file was read, and those the service refused.
  const [firstFaults] = useState<Record<string, ImportColumn[]>>(() =>
    Object.fromEntries(
      rows.map((row) => [
        row.externalId,
        Object.keys(checkImportRow(row.values, departments)) as ImportColumn[],
      ]),
    ),
  );
  const [nothingReady, setNothingReady] = useState(false);
  const [sent, setSent] = useState<{ created: number; refused: number }>();
  const results = useRef<HTMLParagraphElement>(null);

  const issuesOf = (row: ImportRow): Partial<Record<ImportColumn, ColumnIssue>> => {
    const own = checkImportRow(row.values, departments);
    const outcome = outcomes[row.externalId];
    if (outcome?.kind !== 'refused') return own;
    // The service's refusal of a field stands until that field is changed.
    const still = Object.entries(outcome.issues).filter(
      ([column]) => row.values[column as ImportColumn] === outcome.sent[column as ImportColumn],
    );
    return { ...Object.fromEntries(still), ...own };
  };
  const standingOf = (row: ImportRow, issues: Partial<Record<ImportColumn, ColumnIssue>>): Standing => {
    const outcome = outcomes[row.externalId];
    if (outcome?.kind === 'created') return 'created';
    if (Object.keys(issues).length > 0) return outcome?.kind === 'refused' ? 'refused' : 'fix';
    return 'ready';
  };
  const checked = rows.map((row) => {
    const issues = issuesOf(row);
    return { row, issues, standing: standingOf(row, issues) };
  });
  const ready = checked.filter((c) => c.standing === 'ready');
  const count = (standing: Standing) => String(checked.filter((c) => c.standing === standing).length);

  const edit = (line: number, column: ImportColumn, value: string) =>
    setRows((now) =>
      now.map((row) => (row.line === line ? { ...row, values: { ...row.values, [column]: value } } : row)),
    );

  async function sendReady() {
    if (ready.length === 0) {
      setNothingReady(true);
      return;
    }
    setNothingReady(false);
    const batch = ready.map((c) => c.row);
    try {
      const answer: PeopleBatchResults = await send.mutateAsync(
        batch.map((row) => importItem(row, departments)),
      );
      const next: Record<string, Outcome> = {};
      for (const result of answer.results) {
        const row = batch[result.idx];
        if (!row) continue;
        next[row.externalId] =
          result.status === 'success'
            ? { kind: 'created', employeeUuid: result.employee_uuid }
            : { kind: 'refused', issues: refusedColumns(result), sent: row.values };
      }
      // Made by an earlier send whose answer was lost: created, not made again.
      for (const exclusion of answer.exclusions)
        if (exclusion.category === 'already_created' && exclusion.external_id)
          next[exclusion.external_id] = { kind: 'created' };
      setOutcomes((now) => ({ ...now, ...next }));
      const created = Object.values(next).filter((o) => o.kind === 'created');
      const refused = Object.entries(next).filter(([, o]) => o.kind === 'refused');
      setSent({ created: created.length, refused: refused.length });
      onEvent?.('employees.imported', {
        created: created.flatMap((o) => (o.kind === 'created' && o.employeeUuid ? [o.employeeUuid] : [])),
        refused: refused.map(([externalId]) => externalId),
      });
      requestAnimationFrame(() => results.current?.focus());
    } catch (error) {
      onEvent?.('error', { error: error as Error });
    }
  }

  const issueText = (issue: ColumnIssue) =>
    issue.text ?? lookup(issue.key ?? '', issue.key ?? '', issue.values);
  return (
    <>
      <p role="status" ref={results} tabIndex={-1} className="pk-import__summary">
        {sent
          ? `${t('results.sent', { created: String(sent.created), refused: String(sent.refused) })} `
          : ''}
        {t('review.summary', {
          ready: String(ready.length),
          fix: String(Number(count('fix')) + Number(count('refused'))),
          created: count('created'),
        })}
      </p>
      <ol className="pk-import__rows" aria-label={t('review.rows')}>
        {checked.map(({ row, issues, standing }) => {
          const name =
            [row.values.first_name, row.values.last_name].filter(Boolean).join(' ') || t('row.unnamed');
          const outcome = outcomes[row.externalId];
          const refused = outcome?.kind === 'refused' ? (Object.keys(outcome.issues) as ImportColumn[]) : [];
          const atFault = new Set([
            ...(firstFaults[row.externalId] ?? []),
            ...refused,
            ...(Object.keys(issues) as ImportColumn[]),
          ]);
          // In the file's column order, so Tab goes through them as the spreadsheet reads.
          const fields = IMPORT_COLUMNS.filter((column) => atFault.has(column));
          const open = standing !== 'created' && fields.length > 0;
          return (
            <li key={row.line} className="pk-import__row" data-standing={standing}>
              <h3 className="pk-import__row-title">
                {t('row.title', { line: String(row.line), name })}{' '}
                <Badge tone={standing === 'created' ? 'success' : standing === 'ready' ? 'info' : 'danger'}>
                  {t(`row.${standing}`)}
                </Badge>
              </h3>
              {open ? (
                <div className="pk-import__fix">
                  <p className="pk-field__hint">
                    {t(standing === 'refused' ? 'row.refusedNote' : 'row.fixNote')}
                  </p>
                  {fields.map((column) => (
                    <TextField
                      key={column}
                      label={t(`column.${column}`)}
                      value={row.values[column]}
                      error={issues[column] ? issueText(issues[column]!) : undefined}
                      onChange={(event) => edit(row.line, column, event.currentTarget.value)}
                    />
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {nothingReady ? (
        <p className="pk-field__error" role="alert">
          {t('send.none')}
        </p>
      ) : null}
      {send.isError ? <Alert tone="danger">{t('send.error')}</Alert> : null}
      <div className="pk-import__actions">
        <Button loading={send.isPending} onClick={() => void sendReady()}>
          {t('send', { count: String(ready.length) })}
        </Button>
        <Button variant="secondary" onClick={onStartOver}>
          {t('startOver')}
        </Button>
      </div>
    </>
  );
}
