import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getEmployee, listEmployees, type EmployeeListQuery } from '../../api/employees/operations';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of a company's employees; paginated, sortable, searchable. The previous page stays
 * on screen while the next loads.
 *
 * @example
 * const { data } = useEmployees(companyId, { page, per: 25, sortBy: [{ field: 'name', direction: 'desc' }] });
 * data?.items.map((employee) => employee.first_name);
 */
export function useEmployees(companyId: string, query: EmployeeListQuery = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.employeeList(companyId, query),
    queryFn: ({ signal }) => listEmployees(client, companyId, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One employee.
 *
 * @example
 * const { data: employee } = useEmployee(employeeId);
 */
export function useEmployee(employeeId: string | undefined) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.employee(employeeId ?? ''),
    queryFn: async ({ signal }) => (await getEmployee(client, employeeId!, { signal })).data,
    enabled: Boolean(employeeId),
  });
}
