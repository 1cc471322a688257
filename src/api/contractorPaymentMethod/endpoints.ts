import type { Endpoint } from '../endpoints';

// Contractor payment method and bank account (UPSTREAM-2 I.3)
export const getContractorPaymentMethod = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/payment_method',
} as const satisfies Endpoint;
export const updateContractorPaymentMethod = {
  method: 'PUT',
  path: '/v1/contractors/{contractor_id}/payment_method',
} as const satisfies Endpoint;
export const listContractorBankAccounts = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/bank_accounts',
} as const satisfies Endpoint;
export const createContractorBankAccount = {
  method: 'POST',
  path: '/v1/contractors/{contractor_id}/bank_accounts',
} as const satisfies Endpoint;
