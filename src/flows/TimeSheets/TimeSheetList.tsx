import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { TimeSheet } from '../../api/timeSheets/types';
import { useEmployees } from '../../hooks/employees/queries';
import { usePayrolls } from '../../hooks/payroll/payrolls';
import { useReviewTimeSheets, useTimeSheets } from '../../hooks/timeSheets';
import {
  useFormat,
  usePrimitives,
  useScreenMessages,
  type TableColumn,
  Badge as DefaultBadge,
  Button as DefaultButton,
  Select as DefaultSelect,
} from '../../ui';
import { ListLayout, listText, type RecordListProps } from '../shared/ListLayout';
import { RowAction } from '../shared/RowAction';
import type { TimeSheetsEventHandler } from './events';
import { timeSheetsMessages } from './messages';
import { PayrollSyncPanel } from './PayrollSyncPanel';
import { sheetRows, type SheetRow } from './sheetRows';

/** Props of {@link TimeSheetList}. */
export interface TimeSheetListProps extends RecordListProps {
  companyId: string;
  onEvent?: TimeSheetsEventHandler;
  /** The first day of the pay period chosen (the add form starts on it). */
  onPeriodChange?: (start: string | undefined) => void;
  /** The company's employees' names by uuid, once read (the saved notice names the person). */
  onNames?: (names: ReadonlyMap<string, string>) => void;
}

/** A status's words; a status the kit does not know yet reads as pending (contract.md#enums). */
const statusKey = (status: TimeSheet['status']) =>
  status === 'approved' ? 'status.approved' : status === 'rejected' ? 'status.rejected' : 'status.pending';

type Notice = { tone: 'success' | 'warning' | 'danger'; text: string };

/** Both refs on one element: the shell's (focus after a form closes) and the list's own. */
function bothRefs<T>(a: Ref<T> | undefined, b: { current: T | null }) {
  return (node: T | null) => {
    b.current = node;
    if (typeof a === 'function') a(node);
    else if (a) (a as { current: T | null }).current = node;
  };
}

/**
 * The time sheets of a pay period (the company's unprocessed regular payrolls' periods, the next
 * first): each sheet's person, day, hours per pay classification and status, with Approve and
 * Reject on a pending one, "Approve all pending", "Add time sheet", and the payroll sync of the
 * period under the list. After a review the list heading takes focus (the row's buttons go) and a
 * notice says what happened, naming sheets someone else reviewed meanwhile.
 *
 * @example
 * <TimeSheetList companyId={companyId} onAdd={openAdd} />
 */
export function TimeSheetList({
  companyId,
  onAdd,
  onEvent,
  onPeriodChange,
  onNames,
  notice,
  onDismissNotice,
  headingRef,
}: TimeSheetListProps) {
  const { Badge, Button, Select } = usePrimitives({
    Badge: DefaultBadge,
    Button: DefaultButton,
    Select: DefaultSelect,
  });
  const { t } = useScreenMessages(timeSheetsMessages);
  const format = useFormat();
  const payrolls = usePayrolls(companyId, {
    processingStatuses: ['unprocessed'],
    payrollTypes: ['regular'],
    per: 100,
  });
  const periods = useMemo(() => {
    const seen = new Set<string>();
    return (payrolls.data?.items ?? [])
      .filter((p) => p.pay_period.pay_schedule_uuid)
      .map((p) => ({
        key: `${p.pay_period.pay_schedule_uuid} ${p.pay_period.start_date}`,
        start: p.pay_period.start_date,
        end: p.pay_period.end_date,
        scheduleId: p.pay_period.pay_schedule_uuid!,
      }))
      .filter((p) => !seen.has(p.key) && Boolean(seen.add(p.key)))
      .sort((a, b) => a.start.localeCompare(b.start));
  }, [payrolls.data]);
  const [chosen, setChosen] = useState<string>();
  const period = periods.find((p) => p.key === chosen) ?? periods[0];
  useEffect(() => onPeriodChange?.(period?.start), [period?.start, onPeriodChange]);

  const employees = useEmployees(companyId, { per: 100 });
  const names = useMemo(
    () =>
      new Map(
        (employees.data?.items ?? []).map((e) => [
          e.uuid,
          `${e.preferred_first_name || e.first_name} ${e.last_name}`,
        ]),
      ),
    [employees.data],
  );
  useEffect(() => onNames?.(names), [names, onNames]);

  const query = useTimeSheets(companyId, { entityType: 'Employee', sortBy: 'shift_started_at', per: 100 });
  const rows = useMemo(
    () => (query.data ? (period ? sheetRows(query.data.items, period) : []) : undefined),
    [period, query.data],
  );
  const review = useReviewTimeSheets(companyId);
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const [actionNotice, setActionNotice] = useState<Notice>();
  const [shownSave, setShownSave] = useState(notice);
  if (notice !== shownSave) {
    setShownSave(notice);
    setActionNotice(undefined);
  }

  const nameOf = (sheet: TimeSheet) => names.get(sheet.entity_uuid) ?? sheet.entity_uuid;
  async function decide(sheets: readonly TimeSheet[], status: 'approved' | 'rejected') {
    if (review.isPending || sheets.length === 0) return;
    try {
      const { saved, conflicts } = await review.mutateAsync({ sheets, status });
      onEvent?.(status === 'approved' ? 'timeSheet.approved' : 'timeSheet.rejected', {
        timeSheetIds: saved.map((s) => s.uuid),
      });
      const done = t(status === 'approved' ? 'review.approved' : 'review.rejected', { count: saved.length });
      setActionNotice(
        conflicts.length > 0
          ? { tone: 'warning', text: `${done} ${t('review.conflicts', { count: conflicts.length })}` }
          : { tone: 'success', text: done },
      );
    } catch (error) {
      onEvent?.('error', { error: error as Error });
      setActionNotice({ tone: 'danger', text: t('review.error') });
    }
    // The row's buttons are gone: focus goes to the list heading, the notice under it.
    ownHeading.current?.focus();
  }

  const columns: TableColumn<SheetRow>[] = [
    { key: 'person', header: t('column.person'), cell: (row) => nameOf(row.sheet) },
    { key: 'day', header: t('column.day'), cell: (row) => format.date(row.day) },
    { key: 'regular', header: t('column.regular'), cell: (row) => format.number(row.regular) },
    { key: 'overtime', header: t('column.overtime'), cell: (row) => format.number(row.overtime) },
    {
      key: 'doubleOvertime',
      header: t('column.doubleOvertime'),
      cell: (row) => format.number(row.doubleOvertime),
    },
    {
      key: 'status',
      header: t('column.status'),
      cell: (row) => (
        <Badge
          tone={
            row.sheet.status === 'approved'
              ? 'success'
              : row.sheet.status === 'rejected'
                ? 'danger'
                : 'neutral'
          }
        >
          {row.sheet.synced_to_payroll_at ? t('status.synced') : t(statusKey(row.sheet.status))}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('column.actions'),
      cell: (row) =>
        row.sheet.status === 'pending' ? (
          <span className="pk-flow-inline">
            <RowAction
              label={t('review.approve')}
              accessibleName={t('review.approveFor', { name: nameOf(row.sheet), day: format.date(row.day) })}
              aria-disabled={review.isPending || undefined}
              onClick={() => void decide([row.sheet], 'approved')}
            />{' '}
            <RowAction
              variant="ghost"
              label={t('review.reject')}
              accessibleName={t('review.rejectFor', { name: nameOf(row.sheet), day: format.date(row.day) })}
              aria-disabled={review.isPending || undefined}
              onClick={() => void decide([row.sheet], 'rejected')}
            />
          </span>
        ) : null,
    },
  ];
  const pending = (rows ?? []).filter((row) => row.sheet.status === 'pending').map((row) => row.sheet);
  const shownNotice = actionNotice ?? (notice ? { tone: 'success' as const, text: notice } : undefined);
  return (
    <>
      <ListLayout
        title={t('list.title')}
        headingRef={bothRefs(headingRef, ownHeading)}
        action={
          onAdd ? (
            <Button type="button" data-time-sheet-add="" onClick={onAdd}>
              {t('list.add')}
            </Button>
          ) : null
        }
        actionAlwaysInHeader
        filters={
          periods.length > 0 ? (
            <Select
              label={t('period.label')}
              options={periods.map((p) => ({
                value: p.key,
                label: t('period.option', { start: format.date(p.start), end: format.date(p.end) }),
              }))}
              value={period?.key}
              onChange={(event) => setChosen(event.target.value)}
            />
          ) : payrolls.data ? (
            <p className="pk-flow-section__description">{t('period.none')}</p>
          ) : null
        }
        notice={shownNotice}
        onDismissNotice={() => {
          setActionNotice(undefined);
          onDismissNotice?.();
        }}
        query={query}
        rows={rows}
        rowKey={(row) => row.uuid}
        columns={columns}
        caption={t('list.caption')}
        text={listText(t)}
      >
        {pending.length > 1 ? (
          <div className="pk-flow-section__actions">
            <Button type="button" variant="secondary" onClick={() => void decide(pending, 'approved')}>
              {t('review.approveAll', { count: pending.length })}
            </Button>
          </div>
        ) : null}
      </ListLayout>
      {period ? <PayrollSyncPanel companyId={companyId} period={period} onEvent={onEvent} /> : null}
    </>
  );
}
