/**
 * `employmentQueries`: an employee's terminations, rehire and employment history as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery, payrollRead } from '../payrollQuery';
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
  payrollQuery(
    queryKeys.termination(employeeId),
    async (call) => (await listTerminations(client, employeeId, call)).data[0] ?? null,
  );

/**
 * The employee's rehire, or null while they have none.
 *
 * @example
 * await queryClient.prefetchQuery(employmentQueries.rehire(client, employeeId));
 */
export const rehire = (client: PayrollClient, employeeId: string) =>
  payrollRead(queryKeys.rehire(employeeId), (call) => getRehire(client, employeeId, call));

/**
 * The employee's employments, oldest first.
 *
 * @example
 * await queryClient.prefetchQuery(employmentQueries.history(client, employeeId));
 */
export const history = (client: PayrollClient, employeeId: string) =>
  payrollRead(queryKeys.employmentHistory(employeeId), (call) =>
    getEmploymentHistory(client, employeeId, call),
  );

/**
 * The company's last pay periods of terminated employees whose dismissal payroll is still to run.
 *
 * @example
 * await queryClient.prefetchQuery(employmentQueries.dismissalPayPeriods(client, companyId));
 */
export const dismissalPayPeriods = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.dismissalPayPeriods(companyId), (call) =>
    listDismissalPayPeriods(client, companyId, call),
  );
