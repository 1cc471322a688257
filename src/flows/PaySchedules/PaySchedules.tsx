import type { PaySchedule } from '../../api/types/paySchedules';
import { ListFormView } from '../shared/ListFormView';
import type { PaySchedulesEventHandler } from './events';
import { PayScheduleForm } from './PayScheduleForm';
import { PayScheduleList, scheduleName } from './PayScheduleList';
import { usePaySchedulesMessages } from './usePaySchedulesMessages';

/** Props of {@link PaySchedules}. */
export interface PaySchedulesProps {
  companyId: string;
  onEvent?: PaySchedulesEventHandler;
}

/**
 * The company's pay schedules: the list, adding a schedule and editing one (version-aware, with
 * the conflict prompt), with a live preview of the next pay periods. Focus moves to the form's
 * heading when it opens, and back to the row's Edit button (or the list heading) when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <PaySchedules companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function PaySchedules({ companyId, onEvent }: PaySchedulesProps) {
  const { t } = usePaySchedulesMessages();
  return (
    <ListFormView<PaySchedule, string>
      editAttribute="data-pay-schedule-edit"
      savedNotice={(schedule, created) =>
        t(created ? 'list.created' : 'list.updated', { name: scheduleName(schedule) })
      }
      list={(view) => <PayScheduleList companyId={companyId} {...view} />}
      form={(view) => (
        <PayScheduleForm companyId={companyId} payScheduleId={view.recordId} onEvent={onEvent} {...view} />
      )}
    />
  );
}
