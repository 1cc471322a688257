import type { TimeOffRequest } from '../../api/types/timeOff';
import { ListFormView } from '../shared/ListFormView';
import type { TimeOffEventHandler } from './events';
import { RequestForm } from './RequestForm';
import { RequestList, type TimeOffNotice } from './RequestList';
import { useTimeOffMessages } from './useTimeOffMessages';

/** Props of {@link TimeOff}. */
export interface TimeOffProps {
  companyId: string;
  onEvent?: TimeOffEventHandler;
}

/**
 * The company's time off requests: the list with status badges and a status filter, requesting
 * time off for an employee, approving pending requests and declining pending or approved ones
 * with a note. Focus moves to the form's heading when it opens, and back to the list heading
 * after a save (or to "Request time off" after a cancel).
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <TimeOff companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function TimeOff({ companyId, onEvent }: TimeOffProps) {
  const { t } = useTimeOffMessages();
  return (
    <ListFormView<TimeOffRequest, TimeOffNotice>
      editAttribute="data-time-off-edit"
      addAttribute="data-time-off-add"
      savedNotice={(request) => ({
        tone: 'success',
        text: t('list.created', { name: request.employee.full_name }),
      })}
      list={(view) => <RequestList companyId={companyId} onEvent={onEvent} {...view} />}
      form={(view) => (
        <RequestForm
          companyId={companyId}
          headingRef={view.headingRef}
          onEvent={onEvent}
          onSaved={(request) => view.onSaved(request, true)}
          onCancel={view.onCancel}
        />
      )}
    />
  );
}
