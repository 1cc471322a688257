import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions } from '../common';
import type { ContractorBankAccount, ContractorBankAccountBody, ContractorPaymentMethod } from './types';

/**
 * A contractor's payment method.
 *
 * @example
 * const { data: method } = await getContractorPaymentMethod(client, contractorId);
 */
export function getContractorPaymentMethod(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorPaymentMethod>> {
  return client.request<ContractorPaymentMethod>(endpoints.getContractorPaymentMethod, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * Choose Direct Deposit (needs the bank account) or Check: `version` and `type`.
 *
 * @example
 * await updateContractorPaymentMethod(client, contractorId, { version: method.version, type: 'Check' });
 */
export function updateContractorPaymentMethod(
  client: PayrollClient,
  contractorId: string,
  body: { version: string; type: 'Direct Deposit' | 'Check' },
  options: CallOptions = {},
): Promise<ApiResponse<ContractorPaymentMethod>> {
  return client.request<ContractorPaymentMethod>(endpoints.updateContractorPaymentMethod, {
    params: { contractor_id: contractorId },
    body,
    ...options,
  });
}

/**
 * A contractor's bank accounts (none or one; numbers masked).
 *
 * @example
 * const { data: [account] } = await listContractorBankAccounts(client, contractorId);
 */
export function listContractorBankAccounts(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorBankAccount[]>> {
  return client.request<ContractorBankAccount[]>(endpoints.listContractorBankAccounts, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * Add a contractor's bank account (201): it replaces the one on file and makes the payment
 * method Direct Deposit.
 *
 * @example
 * await createContractorBankAccount(client, contractorId, { name: 'Operating', routing_number: '021000021', account_number: '000123456789', account_type: 'Checking' }, { idempotencyKey });
 */
export function createContractorBankAccount(
  client: PayrollClient,
  contractorId: string,
  body: ContractorBankAccountBody,
  options: CreateOptions = {},
): Promise<ApiResponse<ContractorBankAccount>> {
  return client.request<ContractorBankAccount>(endpoints.createContractorBankAccount, {
    params: { contractor_id: contractorId },
    body,
    ...options,
  });
}
