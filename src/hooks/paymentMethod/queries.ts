import { getPaymentMethod, listBankAccounts } from '../../api/paymentMethod/operations';
import { useEmployeePartQuery } from '../useEmployeePartQuery';

/**
 * An employee's payment method and splits.
 *
 * @example
 * const { data } = usePaymentMethod(employeeId);
 */
export function usePaymentMethod(employeeId: string) {
  return useEmployeePartQuery(employeeId, 'payment_method', getPaymentMethod);
}

/**
 * An employee's bank accounts (numbers masked).
 *
 * @example
 * const { data } = useBankAccounts(employeeId);
 */
export function useBankAccounts(employeeId: string) {
  return useEmployeePartQuery(employeeId, 'bank_accounts', listBankAccounts);
}
