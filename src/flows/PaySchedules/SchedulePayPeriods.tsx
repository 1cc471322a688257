import { useId } from 'react';
import { serviceToday, usePayPeriods, usePaySchedules } from '../../hooks/paySchedules';
import { companyPaySchedulesQuery } from '../../hooks/paySchedules/queries';
import { useScreenMessages } from '../../ui';
import type { PaySchedulesEventHandler } from './events';
import { payPeriodsMessages } from './payPeriods.messages';
import { PayPeriodsTable, payPeriodsWindow } from './PayPeriodsTable';
import { scheduleName } from './PayScheduleList';

/** Props of {@link SchedulePayPeriods}. */
export interface SchedulePayPeriodsProps {
  companyId: string;
  /** The service's today (UTC). */
  today?: string;
  onEvent?: PaySchedulesEventHandler;
}

/**
 * The pay periods of each active schedule, past and upcoming, one table per schedule (all from
 * one request, sent alongside the schedules'); "Run payroll" on an unprocessed payroll reports `payroll.run`. A schedule no one
 * is on has no pay periods, so it is not listed.
 *
 * @example
 * <SchedulePayPeriods companyId={companyId} onEvent={onEvent} />
 */
export function SchedulePayPeriods({ companyId, today = serviceToday(), onEvent }: SchedulePayPeriodsProps) {
  const { t } = useScreenMessages(payPeriodsMessages);
  const headingId = useId();
  // Asked for with the schedules, not after them: the first screen stays one round trip.
  usePayPeriods(companyId, payPeriodsWindow(today));
  const schedules = usePaySchedules(companyId, companyPaySchedulesQuery).data?.items ?? [];
  const active = schedules.filter((schedule) => schedule.active !== false);
  if (active.length === 0) return null;
  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="pk-flow-section__title">
        {t('title')}
      </h2>
      <p className="pk-flow-section__description">{t('description')}</p>
      {active.map((schedule) => (
        <PayPeriodsTable
          key={schedule.uuid}
          companyId={companyId}
          payScheduleId={schedule.uuid}
          today={today}
          title={t('titleFor', { name: scheduleName(schedule) })}
          headingLevel={3}
          onRunPayroll={
            onEvent &&
            ((payrollId, period) =>
              onEvent('payroll.run', {
                payrollId,
                payScheduleId: schedule.uuid,
                startDate: period.start_date,
                endDate: period.end_date,
              }))
          }
        />
      ))}
    </section>
  );
}
