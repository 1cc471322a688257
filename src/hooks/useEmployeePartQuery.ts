import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiResponse, PayrollClient } from '../api/client';
import type { CallOptions } from '../api/common';
import { usePayrollClient } from './PayrollClientProvider';
import * as queryKeys from './queryKeyTable';
import type { EmployeePart } from './queryKeys';

/**
 * The read of one of an employee's parts (addresses, jobs, taxes, payment method, onboarding
 * status…), cached under `queryKeys.employeePart` so that a write to the part refreshes it
 * (`invalidateAfter.employeePart`). The resource hooks (`useJobs`, `useFederalTaxes`, …) are this
 * with their endpoint.
 *
 * @example
 * const jobs = useEmployeePartQuery(employeeId, 'jobs', listJobs);
 */
export function useEmployeePartQuery<Data>(
  employeeId: string,
  part: EmployeePart,
  read: (client: PayrollClient, employeeId: string, options: CallOptions) => Promise<ApiResponse<Data>>,
): UseQueryResult<Data, Error> {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.employeePart(employeeId, part),
    queryFn: async ({ signal }) => (await read(client, employeeId, { signal })).data,
  });
}
