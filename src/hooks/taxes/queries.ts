import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as taxQueries from './queryOptions';

/**
 * An employee's federal tax (W-4) details.
 *
 * @example
 * const { data } = useFederalTaxes(employeeId);
 */
export function useFederalTaxes(employeeId: string) {
  return useQuery(taxQueries.federal(usePayrollClient(), employeeId));
}

/**
 * An employee's state tax questions, one item per state.
 *
 * @example
 * const { data: states } = useStateTaxes(employeeId);
 */
export function useStateTaxes(employeeId: string) {
  return useQuery(taxQueries.state(usePayrollClient(), employeeId));
}
