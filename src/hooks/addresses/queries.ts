import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as addressQueries from './queryOptions';

/**
 * An employee's home addresses (the active one has `active: true`).
 *
 * @example
 * const current = useHomeAddresses(employeeId).data?.find((address) => address.active);
 */
export function useHomeAddresses(employeeId: string) {
  return useQuery(addressQueries.home(usePayrollClient(), employeeId));
}

/**
 * An employee's work addresses.
 *
 * @example
 * const { data } = useWorkAddresses(employeeId);
 */
export function useWorkAddresses(employeeId: string) {
  return useQuery(addressQueries.work(usePayrollClient(), employeeId));
}
