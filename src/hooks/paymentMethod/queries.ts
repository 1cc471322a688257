import { useQuery } from '@tanstack/react-query';
import { getPaymentMethod, listBankAccounts } from '../../api/operations/paymentMethod';
import { usePayrollClient } from '../PayrollClientProvider';
import * as payrollKeys from '../queryKeyTable';

/**
 * An employee's payment method and splits.
 *
 * @example
 * const { data } = usePaymentMethod(employeeId);
 */
export function usePaymentMethod(employeeId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.employeePart(employeeId, 'payment_method'),
    queryFn: async ({ signal }) => (await getPaymentMethod(client, employeeId, { signal })).data,
  });
}

/**
 * An employee's bank accounts (numbers masked).
 *
 * @example
 * const { data } = useBankAccounts(employeeId);
 */
export function useBankAccounts(employeeId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.employeePart(employeeId, 'bank_accounts'),
    queryFn: async ({ signal }) => (await listBankAccounts(client, employeeId, { signal })).data,
  });
}
