import { endpoint } from '../endpointRow';

// Payment method and bank accounts (A.7)
export const getPaymentMethod = endpoint('GET', '/v1/employees/{employee_id}/payment_method');
export const updatePaymentMethod = endpoint('PUT', '/v1/employees/{employee_id}/payment_method');
export const listBankAccounts = endpoint('GET', '/v1/employees/{employee_id}/bank_accounts');
export const createBankAccount = endpoint('POST', '/v1/employees/{employee_id}/bank_accounts');
export const updateBankAccount = endpoint(
  'PUT',
  '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
);
export const deleteBankAccount = endpoint(
  'DELETE',
  '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
);
