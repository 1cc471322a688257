import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as contractorPaymentMethodQueries from './queryOptions';

/**
 * A contractor's payment method (Direct Deposit with its account, or Check).
 *
 * @example
 * const { data: method } = useContractorPaymentMethod(contractorId); // method.type
 */
export function useContractorPaymentMethod(contractorId: string) {
  return useQuery({
    ...contractorPaymentMethodQueries.detail(usePayrollClient(), contractorId),
    enabled: contractorId !== '',
  });
}

/**
 * A contractor's bank accounts: none or one, its number masked.
 *
 * @example
 * const { data: [account] = [] } = useContractorBankAccounts(contractorId);
 */
export function useContractorBankAccounts(contractorId: string) {
  return useQuery({
    ...contractorPaymentMethodQueries.bankAccounts(usePayrollClient(), contractorId),
    enabled: contractorId !== '',
  });
}
