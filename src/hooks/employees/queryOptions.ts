/**
 * `employeeQueries`: a company's employees as TanStack Query options (key and fetch paired once),
 * for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery, payrollRead } from '../payrollQuery';
import { getEmployee, listEmployees, type EmployeeListQuery } from '../../api/employees/operations';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of a company's employees; paginated, sortable, searchable.
 *
 * @example
 * await queryClient.prefetchQuery(employeeQueries.list(client, companyId, { page: 1, per: 25 }));
 */
export const list = (client: PayrollClient, companyId: string, query: EmployeeListQuery = {}) =>
  payrollQuery(queryKeys.employeeList(companyId, query), (call) =>
    listEmployees(client, companyId, query, call),
  );

/**
 * One employee.
 *
 * @example
 * const employee = await queryClient.ensureQueryData(employeeQueries.detail(client, employeeId));
 */
export const detail = (client: PayrollClient, employeeId: string) =>
  payrollRead(queryKeys.employee(employeeId), (call) => getEmployee(client, employeeId, call));
