import { endpoint } from '../endpointRow';

// Contractor payment method and bank account (UPSTREAM-2 I.3)
export const getContractorPaymentMethod = endpoint('GET', '/v1/contractors/{contractor_id}/payment_method');
export const updateContractorPaymentMethod = endpoint(
  'PUT',
  '/v1/contractors/{contractor_id}/payment_method',
);
export const listContractorBankAccounts = endpoint('GET', '/v1/contractors/{contractor_id}/bank_accounts');
export const createContractorBankAccount = endpoint('POST', '/v1/contractors/{contractor_id}/bank_accounts');
