import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as departmentQueries from './queryOptions';

/**
 * A company's departments, each with its title, version and people (`employees[]`,
 * `contractors[]` by uuid).
 *
 * @example
 * const { data } = useDepartments(companyId);
 * const engineering = data?.find((d) => d.title === 'Engineering');
 */
export function useDepartments(companyId: string) {
  return useQuery(departmentQueries.list(usePayrollClient(), companyId));
}
