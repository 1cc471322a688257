import { useId } from 'react';
import type { PaySchedulePreview as Preview } from '../../api/paySchedules/types';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Table as DefaultTable,
  Spinner as DefaultSpinner,
  Alert as DefaultAlert,
} from '../../ui';
import { payrollCutOffTime } from '../shared/payrollDeadline';
import { usePaySchedulesMessages } from './usePaySchedulesMessages';

/** Props of {@link PaySchedulePreview}. */
export interface PaySchedulePreviewProps {
  /** Whether the typed values are complete and valid (otherwise a hint shows). */
  ready: boolean;
  /** What to do to see the periods, while not `ready`; a general hint by default. */
  hint?: string;
  preview: Preview | undefined;
  loading: boolean;
  error: Error | null;
  /** How many periods to show. */
  count?: number;
}

type Period = Preview['pay_periods'][number];

/**
 * The next pay periods a schedule would produce: pay date, period start–end and the day payroll
 * must run by, and the bank holidays the pay dates already move around.
 *
 * @example
 * <PaySchedulePreview ready preview={data} loading={false} error={null} />
 */
export function PaySchedulePreview({
  ready,
  hint,
  preview,
  loading,
  error,
  count = 6,
}: PaySchedulePreviewProps) {
  const { Table, Spinner, Alert } = usePrimitives({
    Table: DefaultTable,
    Spinner: DefaultSpinner,
    Alert: DefaultAlert,
  });
  const { t, locale } = usePaySchedulesMessages();
  const format = useFormat();
  const headingId = useId();
  const periods = preview?.pay_periods.slice(0, count) ?? [];
  const last = periods[periods.length - 1];
  const first = periods[0];
  const holidays =
    first && last
      ? (preview?.holidays ?? []).filter((day) => day >= first.start_date && day <= last.check_date)
      : [];

  const columns: TableColumn<Period>[] = [
    {
      key: 'payDate',
      header: t('preview.payDate'),
      cell: (row) => <span className="pk-nowrap">{format.date(row.check_date)}</span>,
    },
    {
      key: 'period',
      header: t('preview.period'),
      cell: (row) =>
        t('preview.range', { start: format.date(row.start_date), end: format.date(row.end_date) }),
    },
    {
      key: 'runBy',
      header: t('preview.runBy'),
      cell: (row) => <span className="pk-nowrap">{format.date(row.run_payroll_by)}</span>,
    },
  ];

  let body;
  if (!ready) body = <p className="pk-flow-section__description">{hint ?? t('preview.hint')}</p>;
  else if (error) body = <Alert tone="warning">{t('preview.error')}</Alert>;
  else if (loading || !preview) body = <Spinner label={t('preview.loading')} />;
  else
    body = (
      <>
        <Table
          caption={t('preview.caption')}
          hideCaption
          columns={columns}
          rows={periods}
          rowKey={(row) => row.check_date}
        />
        {/* Run-by days are dates; the deadline's time and zone, the payroll run's, once. */}
        <p className="pk-flow-section__description">
          {t('preview.runByTime', { time: payrollCutOffTime(locale) })}
        </p>
        {holidays.length > 0 ? (
          <p className="pk-flow-section__description">
            {t('preview.holidays', { dates: holidays.map((day) => format.date(day)).join(', ') })}
          </p>
        ) : null}
      </>
    );

  return (
    <section className="pk-flow-section__aside" aria-labelledby={headingId} aria-live="polite">
      <h3 id={headingId}>{t('preview.title')}</h3>
      {body}
    </section>
  );
}
