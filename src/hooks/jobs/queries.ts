import { useQuery } from '@tanstack/react-query';
import { listCompensations, listJobs } from '../../api/operations/jobs';
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
