/**
 * `employeeQueries`: a company's employees as TanStack Query options (key and fetch paired once),
 * for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery } from '../payrollQuery';
import { getEmployee, listEmployees, type EmployeeListQuery } from '../../api/employees/operations';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of a company's employees; paginated, sortable, searchable.
 *
 * @example
 * await queryClient.prefetchQuery(employeeQueries.list(client, companyId, { page: 1, per: 25 }));
 */
export const list = (client: PayrollClient, companyId: string, query: EmployeeListQuery = {}) =>
  payrollQuery({
    queryKey: queryKeys.employeeList(companyId, query),
    queryFn: ({ signal }) => listEmployees(client, companyId, query, { signal }),
  });

/**
 * One employee.
 *
 * @example
 * const employee = await queryClient.ensureQueryData(employeeQueries.detail(client, employeeId));
 */
export const detail = (client: PayrollClient, employeeId: string) =>
  payrollQuery({
    queryKey: queryKeys.employee(employeeId),
    queryFn: async ({ signal }) => (await getEmployee(client, employeeId, { signal })).data,
  });
