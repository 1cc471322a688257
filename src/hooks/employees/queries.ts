import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmployeeListQuery } from '../../api/employees/operations';
import { usePayrollClient } from '../PayrollClientProvider';
import * as employeeQueries from './queryOptions';

/**
 * One page of a company's employees; paginated, sortable, searchable. The previous page stays
 * on screen while the next loads.
 *
 * @example
 * const { data } = useEmployees(companyId, { page, per: 25, sortBy: [{ field: 'name', direction: 'desc' }] });
 * data?.items.map((employee) => employee.first_name);
 */
export function useEmployees(companyId: string, query: EmployeeListQuery = {}) {
  return useQuery({
    ...employeeQueries.list(usePayrollClient(), companyId, query),
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
  return useQuery({
    ...employeeQueries.detail(usePayrollClient(), employeeId ?? ''),
    enabled: Boolean(employeeId),
  });
}
