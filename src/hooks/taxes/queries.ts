import { useQuery } from '@tanstack/react-query';
import { getFederalTaxes, getStateTaxes } from '../../api/operations/taxes';
import { usePayrollClient } from '../PayrollClientProvider';
import * as payrollKeys from '../queryKeyTable';

/**
 * An employee's federal tax (W-4) details.
 *
 * @example
 * const { data } = useFederalTaxes(employeeId);
 */
export function useFederalTaxes(employeeId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.employeePart(employeeId, 'federal_taxes'),
    queryFn: async ({ signal }) => (await getFederalTaxes(client, employeeId, { signal })).data,
  });
}

/**
 * An employee's state tax questions, one item per state.
 *
 * @example
 * const { data: states } = useStateTaxes(employeeId);
 */
export function useStateTaxes(employeeId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.employeePart(employeeId, 'state_taxes'),
    queryFn: async ({ signal }) => (await getStateTaxes(client, employeeId, { signal })).data,
  });
}
