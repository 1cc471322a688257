import { useQuery } from '@tanstack/react-query';
import { listHomeAddresses, listWorkAddresses } from '../../api/operations/addresses';
import { usePayrollClient } from '../PayrollClientProvider';
import * as payrollKeys from '../queryKeyTable';

/**
 * An employee's home addresses (the active one has `active: true`).
 *
 * @example
 * const current = useHomeAddresses(employeeId).data?.find((address) => address.active);
 */
export function useHomeAddresses(employeeId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.employeePart(employeeId, 'home_addresses'),
    queryFn: async ({ signal }) => (await listHomeAddresses(client, employeeId, { signal })).data,
  });
}

/**
 * An employee's work addresses.
 *
 * @example
 * const { data } = useWorkAddresses(employeeId);
 */
export function useWorkAddresses(employeeId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.employeePart(employeeId, 'work_addresses'),
    queryFn: async ({ signal }) => (await listWorkAddresses(client, employeeId, { signal })).data,
  });
}
