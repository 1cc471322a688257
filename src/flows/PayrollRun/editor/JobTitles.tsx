import type { ReactNode } from 'react';
import { useJobs } from '../../../hooks';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** Props of {@link JobTitles}. */
export interface JobTitlesProps {
  employeeId: string;
  jobIds: readonly string[];
  children: (titleOf: (jobId: string) => string) => ReactNode;
}

/**
 * Names an employee's jobs so the cells of someone with several hourly jobs can be told apart
 * ("Overtime hours (Barista) for …"). Rendered only for such rows, so the job list is read for a
 * handful of visible rows, never for the whole payroll; until it arrives the jobs are numbered.
 *
 * @example
 * <JobTitles employeeId={id} jobIds={jobs}>{(titleOf) => jobs.map((job) => titleOf(job))}</JobTitles>
 */
export function JobTitles({ employeeId, jobIds, children }: JobTitlesProps) {
  const { t } = usePayrollRunMessages();
  const jobs = useJobs(employeeId);
  return children((jobId) => {
    const title = jobs.data?.find((job) => job.uuid === jobId)?.title;
    return title || t('editor.jobNumber', { number: jobIds.indexOf(jobId) + 1 });
  });
}
