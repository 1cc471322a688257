/**
 * `employmentQueries`: an employee's terminations, rehire and employment history as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery } from '../payrollQuery';
import { getEmploymentHistory, getRehire } from '../../api/employment/rehireOperations';
import { listDismissalPayPeriods, listTerminations } from '../../api/employment/terminationOperations';
import * as queryKeys from '../queryKeyTable';

/**
 * The employee's termination, or null while they have none (one per employee).
 *
 * @example
 * await queryClient.prefetchQuery(employmentQueries.termination(client, employeeId));
 */
export const termination = (client: PayrollClient, employeeId: string) =>
  payrollQuery({
    queryKey: queryKeys.termination(employeeId),
    queryFn: async ({ signal }) => (await listTerminations(client, employeeId, { signal })).data[0] ?? null,
  });

/**
 * The employee's rehire, or null while they have none.
 *
 * @example
 * await queryClient.prefetchQuery(employmentQueries.rehire(client, employeeId));
 */
export const rehire = (client: PayrollClient, employeeId: string) =>
  payrollQuery({
    queryKey: queryKeys.rehire(employeeId),
    queryFn: async ({ signal }) => (await getRehire(client, employeeId, { signal })).data,
  });

/**
 * The employee's employments, oldest first.
 *
 * @example
 * await queryClient.prefetchQuery(employmentQueries.history(client, employeeId));
 */
export const history = (client: PayrollClient, employeeId: string) =>
  payrollQuery({
    queryKey: queryKeys.employmentHistory(employeeId),
    queryFn: async ({ signal }) => (await getEmploymentHistory(client, employeeId, { signal })).data,
  });

/**
 * The company's last pay periods of terminated employees whose dismissal payroll is still to run.
 *
 * @example
 * await queryClient.prefetchQuery(employmentQueries.dismissalPayPeriods(client, companyId));
 */
export const dismissalPayPeriods = (client: PayrollClient, companyId: string) =>
  payrollQuery({
    queryKey: queryKeys.dismissalPayPeriods(companyId),
    queryFn: async ({ signal }) => (await listDismissalPayPeriods(client, companyId, { signal })).data,
  });
