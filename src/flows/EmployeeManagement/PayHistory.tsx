import type { Compensation } from '../../api/jobs/types';
import { useCompensationHistory, useJobs } from '../../hooks/jobs';
import { canAddJob } from '../../hooks/jobs/useAdditionalJobForm';
import { localToday } from '../../hooks/calendarDays';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Badge as DefaultBadge,
  Button as DefaultButton,
} from '../../ui';
import { ListLayout, type RecordListProps } from '../shared/ListLayout';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link PayHistory}. */
export interface PayHistoryProps extends RecordListProps {
  employeeId: string;
  /** Today (`YYYY-MM-DD`), which decides the pay in effect; the browser's by default. */
  today?: string;
  /**
   * "Add a job" was pressed; offered only while every job of the employee is paid by the hour
   * (contract.md#errors). Its button carries `data-pay-change-edit="job"`, for a shell that puts
   * focus back on it.
   */
  onAddJob?: () => void;
}

/**
 * The primary job's pay history, latest first: each rate with its unit, FLSA status and the date
 * it took (or takes) effect, marked current (the latest started by `today`), upcoming or past, with "Change pay from a date"
 * (`onAdd`) and, for an hourly employee, "Add a job" (`onAddJob`). Every job is named above the table.
 *
 * @example
 * <PayHistory employeeId={employeeId} onAdd={openPayChange} />
 */
export function PayHistory(props: PayHistoryProps) {
  const { employeeId, onAdd, onAddJob, notice, onDismissNotice, headingRef, today = localToday() } = props;
  const { Badge, Button } = usePrimitives({ Badge: DefaultBadge, Button: DefaultButton });
  const { t, lookup } = useManagementMessages();
  const format = useFormat();
  const jobs = useJobs(employeeId);
  const job = jobs.data?.find((entry) => entry.primary) ?? jobs.data?.[0];
  const history = useCompensationHistory(job?.uuid ?? '');
  const rows =
    history.data && [...history.data].sort((a, b) => b.effective_date.localeCompare(a.effective_date));
  // The pay in effect is the latest that has started; a later one is a change still to come.
  const current = rows?.find((entry) => entry.effective_date <= today);
  const title = job?.title || t('pay.untitled');

  const columns: TableColumn<Compensation>[] = [
    { key: 'effective', header: t('pay.effective'), cell: (row) => format.date(row.effective_date) },
    {
      key: 'rate',
      header: t('pay.rate'),
      cell: (row) => `${format.money(row.rate)} ${lookup(`unit.${row.payment_unit}`, row.payment_unit)}`,
    },
    { key: 'flsa', header: t('pay.flsa'), cell: (row) => lookup(`flsa.${row.flsa_status}`, row.flsa_status) },
    {
      key: 'state',
      header: t('pay.state'),
      cell: (row) => {
        if (row.uuid === current?.uuid) return <Badge tone="success">{t('pay.current')}</Badge>;
        const upcoming = row.effective_date > today;
        return (
          <Badge tone={upcoming ? 'info' : 'neutral'}>{t(upcoming ? 'pay.upcoming' : 'pay.past')}</Badge>
        );
      },
    },
  ];
  const action = job ? (
    <>
      {onAdd ? (
        <Button type="button" data-pay-change="" onClick={onAdd}>
          {t('pay.change')}
        </Button>
      ) : null}
      {onAddJob && canAddJob(jobs.data!) ? (
        <Button type="button" variant="secondary" data-pay-change-edit="job" onClick={onAddJob}>
          {t('job.add')}
        </Button>
      ) : null}
    </>
  ) : null;
  return (
    <ListLayout
      title={t('pay.title')}
      headingRef={headingRef}
      action={action}
      actionAlwaysInHeader
      notice={notice ? { tone: 'success', text: notice } : undefined}
      onDismissNotice={onDismissNotice}
      // Before the job is known, the job's own read stands for the list's.
      query={job ? history : jobs}
      rows={jobs.data && !job ? [] : rows}
      columns={columns}
      rowKey={(row) => row.uuid}
      caption={t('pay.caption', { title })}
      text={{
        error: t('pay.error'),
        retry: t('list.retry'),
        emptyTitle: t('pay.noJob'),
        emptyDescription: '',
      }}
      filters={
        job ? (
          <p className="pk-flow-section__description">
            {jobs
              .data!.map((entry) =>
                t('pay.job', { title: entry.title || t('pay.untitled'), date: format.date(entry.hire_date) }),
              )
              .join(' · ')}
          </p>
        ) : null
      }
    />
  );
}
