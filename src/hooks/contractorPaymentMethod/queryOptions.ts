/**
 * `contractorPaymentMethodQueries`: a contractor's payment method and bank account as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollRead } from '../payrollQuery';
import {
  getContractorPaymentMethod,
  listContractorBankAccounts,
} from '../../api/contractorPaymentMethod/operations';
import * as queryKeys from '../queryKeyTable';

/**
 * A contractor's payment method (Direct Deposit with its account, or Check).
 *
 * @example
 * await queryClient.prefetchQuery(contractorPaymentMethodQueries.detail(client, contractorId));
 */
export const detail = (client: PayrollClient, contractorId: string) =>
  payrollRead(queryKeys.contractorPart(contractorId, 'payment_method'), (call) =>
    getContractorPaymentMethod(client, contractorId, call),
  );

/**
 * A contractor's bank accounts: none or one, its number masked.
 *
 * @example
 * await queryClient.prefetchQuery(contractorPaymentMethodQueries.bankAccounts(client, contractorId));
 */
export const bankAccounts = (client: PayrollClient, contractorId: string) =>
  payrollRead(queryKeys.contractorPart(contractorId, 'bank_accounts'), (call) =>
    listContractorBankAccounts(client, contractorId, call),
  );
