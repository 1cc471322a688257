import { useId } from 'react';
import { isApiError } from '../../api/errors';
import type { PayPeriod } from '../../api/paySchedules/types';
import { payPeriodsHorizon, serviceToday, usePayPeriods, usePaySchedules } from '../../hooks/paySchedules';
import {
  usePrimitives,
  useScreenMessages,
  useFormat,
  type TableColumn,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
} from '../../ui';
import { payrollDeadlineText } from '../shared/payrollDeadline';
import { QueryTable } from '../shared/QueryTable';
import { RowAction } from '../shared/RowAction';
import { payPeriodsMessages } from './payPeriods.messages';
import { scheduleName } from './PayScheduleList';

/** Props of {@link PayPeriodsTable}. */
export interface PayPeriodsTableProps {
  companyId: string;
  /** Only this schedule's periods; every active schedule's by default. */
  payScheduleId?: string;
  /** First end date shown; default 3 months before today. */
  startDate?: string;
  /** Last end date shown; default 3 months after today, the most the service lists. */
  endDate?: string;
  /** The service's today (UTC); pass the demo clock's date in tests and stories. */
  today?: string;
  /** The heading; "Pay periods" by default. */
  title?: string;
  /** The heading's level: 3 when the table is one of several under a heading of its own. */
  headingLevel?: 2 | 3;
  /** "Run payroll" was pressed on an unprocessed payroll. */
  onRunPayroll?: (payrollId: string, period: PayPeriod) => void;
}

function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/**
 * The dates the table lists by default: end dates from 3 months before `today` to 3 months after
 * it (the most the service lists). A parent that starts the request before the table mounts (one
 * round trip for its first screen) asks for the same, so the two share one request.
 *
 * @example
 * payPeriodsWindow('2026-06-15'); // { start_date: '2026-03-15', end_date: '2026-09-15' }
 */
export function payPeriodsWindow(today: string) {
  return { start_date: monthsBefore(today, 3), end_date: payPeriodsHorizon(today) };
}

/**
 * Past and upcoming pay periods (end dates up to 3 months ahead, contract.md#limits) with their pay date,
 * the run-by deadline (4 pm Pacific two business days before, shown in the viewer's time) and
 * their payroll, processed or not, with "Run payroll" for an unprocessed one. An end date the
 * service refuses is explained, not shown raw.
 *
 * @example
 * <PayPeriodsTable companyId={companyId} onRunPayroll={(id) => onEvent('payroll.run', { payrollId: id })} />
 */
export function PayPeriodsTable({
  companyId,
  payScheduleId,
  startDate,
  endDate,
  today = serviceToday(),
  title,
  headingLevel = 2,
  onRunPayroll,
}: PayPeriodsTableProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { Alert, Badge } = usePrimitives({ Alert: DefaultAlert, Badge: DefaultBadge });
  const { t, locale } = useScreenMessages(payPeriodsMessages);
  const format = useFormat();
  const titleId = useId();
  const dates = payPeriodsWindow(today);
  const query = usePayPeriods(companyId, {
    start_date: startDate ?? dates.start_date,
    end_date: endDate ?? dates.end_date,
  });
  const schedules = usePaySchedules(companyId, { per: 100 }).data?.items ?? [];
  const rows = query.data?.filter((p) => !payScheduleId || p.pay_schedule_uuid === payScheduleId);
  const range = (p: PayPeriod) =>
    t('periodRange', { start: format.date(p.start_date), end: format.date(p.end_date) });

  const columns: TableColumn<PayPeriod>[] = [
    { key: 'period', header: t('period'), cell: range },
    ...(payScheduleId
      ? []
      : [
          {
            key: 'schedule',
            header: t('schedule'),
            cell: (p: PayPeriod) => {
              const schedule = schedules.find((s) => s.uuid === p.pay_schedule_uuid);
              return schedule ? scheduleName(schedule) : '';
            },
          },
        ]),
    {
      key: 'check',
      header: t('checkDate'),
      cell: (p) => (p.payroll ? <span className="pk-nowrap">{format.date(p.payroll.check_date)}</span> : ''),
    },
    {
      key: 'deadline',
      header: t('deadline'),
      cell: (p) => (p.payroll ? payrollDeadlineText(p.payroll.payroll_deadline, locale) : ''),
    },
    {
      key: 'payroll',
      header: t('payroll'),
      cell: (p) =>
        p.payroll?.processed ? (
          <Badge tone="success">{t('status.processed')}</Badge>
        ) : p.payroll?.payroll_uuid ? (
          <Badge tone="warning">{t('unprocessed')}</Badge>
        ) : (
          <Badge tone="neutral">{t('noPayroll')}</Badge>
        ),
    },
    ...(onRunPayroll
      ? [
          {
            key: 'actions',
            header: t('actions'),
            cell: (p: PayPeriod) =>
              p.payroll?.payroll_uuid && !p.payroll.processed ? (
                <RowAction
                  label={t('run')}
                  accessibleName={t('runFor', { period: range(p) })}
                  onClick={() => onRunPayroll(p.payroll!.payroll_uuid!, p)}
                />
              ) : null,
          },
        ]
      : []),
  ];

  const tooFar = isApiError(query.error) && query.error.errors.some((e) => e.error_key === 'end_date');

  return (
    <section className="pk-flow-section" aria-labelledby={titleId}>
      <Heading
        id={titleId}
        className={headingLevel === 2 ? 'pk-flow-section__title' : 'pk-flow-section__legend'}
      >
        {title ?? t('title')}
      </Heading>
      {tooFar ? (
        <Alert tone="warning">{t('tooFar')}</Alert>
      ) : (
        <QueryTable
          query={query}
          rows={rows}
          columns={columns}
          rowKey={(p) => `${p.pay_schedule_uuid} ${p.end_date}`}
          caption={t('caption')}
          text={{
            error: t('error'),
            retry: t('list.retry'),
            emptyTitle: t('empty'),
            emptyDescription: t('empty.description'),
          }}
        />
      )}
    </section>
  );
}
