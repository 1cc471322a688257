import { listHomeAddresses, listWorkAddresses } from '../../api/addresses/operations';
import { useEmployeePartQuery } from '../useEmployeePartQuery';

/**
 * An employee's home addresses (the active one has `active: true`).
 *
 * @example
 * const current = useHomeAddresses(employeeId).data?.find((address) => address.active);
 */
export function useHomeAddresses(employeeId: string) {
  return useEmployeePartQuery(employeeId, 'home_addresses', listHomeAddresses);
}

/**
 * An employee's work addresses.
 *
 * @example
 * const { data } = useWorkAddresses(employeeId);
 */
export function useWorkAddresses(employeeId: string) {
  return useEmployeePartQuery(employeeId, 'work_addresses', listWorkAddresses);
}
