import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as jobQueries from './queryOptions';

/**
 * An employee's jobs with their compensations.
 *
 * @example
 * const primary = useJobs(employeeId).data?.find((job) => job.primary);
 */
export function useJobs(employeeId: string) {
  return useQuery(jobQueries.list(usePayrollClient(), employeeId));
}

/**
 * A job's compensations.
 *
 * @example
 * const { data } = useCompensations(jobId);
 */
export function useCompensations(jobId: string) {
  return useQuery(jobQueries.compensations(usePayrollClient(), jobId));
}

/**
 * A job's pay history: every compensation, past and future, by `effective_date`. The one in
 * effect is the latest not after today; a later one is a pay change still to come.
 *
 * @example
 * const upcoming = useCompensationHistory(jobId).data?.filter((c) => c.effective_date > today);
 */
export function useCompensationHistory(jobId: string) {
  return useQuery({ ...jobQueries.compensationHistory(usePayrollClient(), jobId), enabled: Boolean(jobId) });
}
