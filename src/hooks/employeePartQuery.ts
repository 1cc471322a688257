import type { ApiResponse, PayrollClient } from '../api/client';
import { payrollRead } from './payrollQuery';
import type { CallOptions } from '../api/common';
import * as queryKeys from './queryKeyTable';
import type { EmployeePart } from './queryKeys';

/**
 * The query options of one of an employee's parts (addresses, jobs, taxes, payment method,
 * onboarding status…), cached under `queryKeys.employeePart` so that a write to the part refreshes
 * it (`invalidateAfter.employeePart`). The areas' factories (`addressQueries.home`,
 * `jobQueries.list`, …) are this with their endpoint.
 *
 * @example
 * useQuery(employeePartQuery(client, employeeId, 'jobs', listJobs));
 */
export function employeePartQuery<Data>(
  client: PayrollClient,
  employeeId: string,
  part: EmployeePart,
  read: (client: PayrollClient, employeeId: string, options: CallOptions) => Promise<ApiResponse<Data>>,
) {
  return payrollRead(queryKeys.employeePart(employeeId, part), (call) => read(client, employeeId, call));
}
