import type { PaySchedule } from '../../api/paySchedules/types';
import { usePrimitives, Spinner as DefaultSpinner } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import type { PaySchedulesEventHandler } from './events';
import { PayScheduleAssignments } from './PayScheduleAssignments';
import { PayScheduleList, scheduleName } from './PayScheduleList';
import { SchedulePayPeriods } from './SchedulePayPeriods';
import { paySchedulesTransitions } from './transitions';
import { usePaySchedulesMessages } from './usePaySchedulesMessages';

function FormPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = usePaySchedulesMessages();
  return <Spinner label={t('form.loading')} />;
}

/** The form (with react-hook-form and zod) leaves the list's first load; fetched on idle. */
const PayScheduleForm = lazyScreen(
  () => import('./PayScheduleForm').then((module) => module.PayScheduleForm),
  FormPending,
);

/** Props of {@link PaySchedules}. */
export interface PaySchedulesProps {
  companyId: string;
  onEvent?: PaySchedulesEventHandler;
  /**
   * The service's today (UTC, `YYYY-MM-DD`), which pay periods and the edit warning count from;
   * the browser's date by default. Pass it when the service's clock is not the browser's (a demo
   * service with its clock set).
   */
  today?: string;
  /**
   * Keep the open form in the URL (`?pk_pay_schedules=new`, or the record's uuid): opening a form is a
   * history entry, and the browser's Back button returns to the list, asking first when something
   * typed is not saved. Off by default: the partner's router may own the URL.
   *
   * @example
   * <PaySchedules companyId={companyId} urlSync />
   */
  urlSync?: boolean;
}

/**
 * The company's pay schedules: the list; who is paid on which schedule, changed through a preview
 * of every employee whose schedule changes; the pay periods of each schedule with their payrolls
 * ("Run payroll" reports `payroll.run`); adding a schedule and editing one (version-aware, with
 * the conflict prompt, the payrolls the edit would delete named first, and the auto-payroll
 * switch), with a live preview of the next pay periods. Focus moves to the form's heading when it
 * opens, and back to the row's Edit button (or the list heading) when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <PaySchedules companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function PaySchedules({ companyId, onEvent, today, urlSync }: PaySchedulesProps) {
  const { t } = usePaySchedulesMessages();
  usePrefetchOnIdle(PayScheduleForm);
  return (
    <div className="pk-records pk-pay-schedules">
      <ListFormView<PaySchedule, string>
        editAttribute="data-pay-schedule-edit"
        transitions={paySchedulesTransitions}
        urlSync={urlSync ? { param: 'pk_pay_schedules' } : undefined}
        savedNotice={(schedule, created) =>
          t(created ? 'list.created' : 'list.updated', { name: scheduleName(schedule) })
        }
        list={(view) => (
          <>
            <PayScheduleList companyId={companyId} {...view} />
            <PayScheduleAssignments
              companyId={companyId}
              onAssigned={(assignment) => onEvent?.('paySchedules.assigned', { type: assignment.type })}
            />
            <SchedulePayPeriods companyId={companyId} today={today} onEvent={onEvent} />
          </>
        )}
        form={(view) => (
          <PayScheduleForm
            companyId={companyId}
            payScheduleId={view.recordId}
            onEvent={onEvent}
            today={today}
            {...view}
          />
        )}
      />
    </div>
  );
}
