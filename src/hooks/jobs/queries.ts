import { useQuery } from '@tanstack/react-query';
import { listCompensationHistory, listCompensations, listJobs } from '../../api/jobs/operations';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useEmployeePartQuery } from '../useEmployeePartQuery';

/**
 * An employee's jobs with their compensations.
 *
 * @example
 * const primary = useJobs(employeeId).data?.find((job) => job.primary);
 */
export function useJobs(employeeId: string) {
  return useEmployeePartQuery(employeeId, 'jobs', listJobs);
}

/**
 * A job's compensations.
 *
 * @example
 * const { data } = useCompensations(jobId);
 */
export function useCompensations(jobId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.jobCompensations(jobId),
    queryFn: async ({ signal }) => (await listCompensations(client, jobId, { signal })).data,
  });
}

/**
 * A job's pay history: every compensation, past and future, by `effective_date`. The one in
 * effect is the latest not after today; a later one is a pay change still to come.
 *
 * @example
 * const upcoming = useCompensationHistory(jobId).data?.filter((c) => c.effective_date > today);
 */
export function useCompensationHistory(jobId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.compensationHistory(jobId),
    queryFn: async ({ signal }) => (await listCompensationHistory(client, jobId, { signal })).data,
    enabled: Boolean(jobId),
  });
}
