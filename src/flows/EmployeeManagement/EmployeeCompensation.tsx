import type { Compensation } from '../../api/types/jobs';
import { useJobs } from '../../hooks/jobs';
import { useFormat } from '../../ui';
import { ListFormView } from '../shared/ListFormView';
import type { EmployeeManagementEventHandler } from './events';
import { PayChangeForm } from './PayChangeForm';
import { PayHistory } from './PayHistory';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link EmployeeCompensation}. */
export interface EmployeeCompensationProps {
  employeeId: string;
  /** Today (`YYYY-MM-DD`), which decides the pay in effect; the browser's by default. */
  today?: string;
  onEvent?: EmployeeManagementEventHandler;
}

/**
 * The employee's job and compensation, a block a partner can render alone: the pay history of
 * the primary job and "Change pay from a date". Saving returns to the history with the new pay
 * listed (upcoming until its date) and focus on its heading; Cancel returns focus to the button.
 *
 * @example
 * <EmployeeCompensation employeeId={employeeId} onEvent={track} />
 */
export function EmployeeCompensation({ employeeId, today, onEvent }: EmployeeCompensationProps) {
  const { t } = useManagementMessages();
  const format = useFormat();
  const jobs = useJobs(employeeId);
  const job = jobs.data?.find((entry) => entry.primary) ?? jobs.data?.[0];
  return (
    <ListFormView<Compensation, string>
      editAttribute="data-pay-change-edit"
      addAttribute="data-pay-change"
      savedNotice={(compensation) =>
        t('pay.saved', {
          rate: format.money(compensation.rate),
          date: format.date(compensation.effective_date),
        })
      }
      list={(view) => <PayHistory employeeId={employeeId} today={today} {...view} />}
      form={(view) => (
        <PayChangeForm
          employeeId={employeeId}
          jobId={job?.uuid ?? ''}
          onEvent={onEvent}
          headingRef={view.headingRef}
          onCancel={view.onCancel}
          onSaved={(compensation) => view.onSaved(compensation, true)}
        />
      )}
    />
  );
}
