import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as paymentMethodQueries from './queryOptions';

/**
 * An employee's payment method and splits.
 *
 * @example
 * const { data } = usePaymentMethod(employeeId);
 */
export function usePaymentMethod(employeeId: string) {
  return useQuery(paymentMethodQueries.detail(usePayrollClient(), employeeId));
}

/**
 * An employee's bank accounts (numbers masked).
 *
 * @example
 * const { data } = useBankAccounts(employeeId);
 */
export function useBankAccounts(employeeId: string) {
  return useQuery(paymentMethodQueries.bankAccounts(usePayrollClient(), employeeId));
}
