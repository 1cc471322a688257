import { useQuery } from '@tanstack/react-query';
import {
  getContractorPaymentMethod,
  listContractorBankAccounts,
} from '../../api/contractorPaymentMethod/operations';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * A contractor's payment method (Direct Deposit with its account, or Check).
 *
 * @example
 * const { data: method } = useContractorPaymentMethod(contractorId); // method.type
 */
export function useContractorPaymentMethod(contractorId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorPart(contractorId, 'payment_method'),
    queryFn: async ({ signal }) => (await getContractorPaymentMethod(client, contractorId, { signal })).data,
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorPart(contractorId, 'bank_accounts'),
    queryFn: async ({ signal }) => (await listContractorBankAccounts(client, contractorId, { signal })).data,
    enabled: contractorId !== '',
  });
}
