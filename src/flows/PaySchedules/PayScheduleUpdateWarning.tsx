import { usePayrollsDeletedByUpdate } from '../../hooks/paySchedules';
import { usePrimitives, useScreenMessages, useFormat, Alert as DefaultAlert } from '../../ui';
import { payScheduleUpdateWarningMessages } from './updateWarning.messages';

/** Props of {@link PayScheduleUpdateWarning}. */
export interface PayScheduleUpdateWarningProps {
  companyId: string;
  payScheduleId: string;
  /** The service's today (UTC); pass the demo clock's date in tests and stories. */
  today?: string;
}

/**
 * Shown above a pay schedule edit only when saving would really delete unprocessed payrolls
 * (contract.md#pay-schedules: an update deletes the schedule's unprocessed regular payrolls whose period ends
 * today or later): how many, and which pay periods. Nothing is shown when there are none.
 *
 * @example
 * <PayScheduleUpdateWarning companyId={companyId} payScheduleId={schedule.uuid} />
 */
export function PayScheduleUpdateWarning({ companyId, payScheduleId, today }: PayScheduleUpdateWarningProps) {
  const { Alert } = usePrimitives({ Alert: DefaultAlert });
  const { t } = useScreenMessages(payScheduleUpdateWarningMessages);
  const format = useFormat();
  const { data: doomed } = usePayrollsDeletedByUpdate(companyId, payScheduleId, { today });
  if (!doomed || doomed.length === 0) return null;
  return (
    <Alert
      tone="warning"
      title={doomed.length === 1 ? t('title.one') : t('title.other', { count: doomed.length })}
    >
      {t('body')}
      <ul>
        {doomed.map((period) => (
          <li key={period.end_date}>
            {t('period', {
              start: format.date(period.start_date),
              end: format.date(period.end_date),
              checkDate: format.date(period.payroll!.check_date),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
