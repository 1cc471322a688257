import type { Compensation, Job } from '../../api/jobs/types';
import { useJobs } from '../../hooks/jobs';
import { useFormat } from '../../ui';
import { ListFormView } from '../shared/ListFormView';
import { AddJobForm } from './AddJobForm';
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

/** The form id of "Add a job" beside the pay changes (which have none). */
const NEW_JOB = 'job';

/**
 * The employee's job and compensation, a block a partner can render alone: the pay history of
 * the primary job, "Change pay from a date" and, for an hourly employee, "Add a job". Saving
 * returns to the history with the new pay listed (upcoming until its date) or the new job named,
 * and focus on its heading; Cancel returns focus to the button.
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
    <ListFormView<Compensation | Job, string>
      editAttribute="data-pay-change-edit"
      addAttribute="data-pay-change"
      savedNotice={(record) =>
        'effective_date' in record
          ? t('pay.saved', { rate: format.money(record.rate), date: format.date(record.effective_date) })
          : t('job.added', { title: record.title ?? '' })
      }
      list={(view) => (
        <PayHistory employeeId={employeeId} today={today} {...view} onAddJob={() => view.onEdit(NEW_JOB)} />
      )}
      form={(view) =>
        view.recordId === NEW_JOB ? (
          <AddJobForm
            employeeId={employeeId}
            onEvent={onEvent}
            headingRef={view.headingRef}
            onCancel={view.onCancel}
            onSaved={(saved) => view.onSaved(saved, true)}
          />
        ) : (
          <PayChangeForm
            employeeId={employeeId}
            jobId={job?.uuid ?? ''}
            onEvent={onEvent}
            headingRef={view.headingRef}
            onCancel={view.onCancel}
            onSaved={(compensation) => view.onSaved(compensation, true)}
          />
        )
      }
    />
  );
}
