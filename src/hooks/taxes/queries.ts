import { getFederalTaxes, getStateTaxes } from '../../api/taxes/operations';
import { useEmployeePartQuery } from '../useEmployeePartQuery';

/**
 * An employee's federal tax (W-4) details.
 *
 * @example
 * const { data } = useFederalTaxes(employeeId);
 */
export function useFederalTaxes(employeeId: string) {
  return useEmployeePartQuery(employeeId, 'federal_taxes', getFederalTaxes);
}

/**
 * An employee's state tax questions, one item per state.
 *
 * @example
 * const { data: states } = useStateTaxes(employeeId);
 */
export function useStateTaxes(employeeId: string) {
  return useEmployeePartQuery(employeeId, 'state_taxes', getStateTaxes);
}
