import type { Endpoint } from '../endpoints';

// Payment method and bank accounts (A.7)
export const getPaymentMethod = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/payment_method',
} as const satisfies Endpoint;
export const updatePaymentMethod = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/payment_method',
} as const satisfies Endpoint;
export const listBankAccounts = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/bank_accounts',
} as const satisfies Endpoint;
export const createBankAccount = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/bank_accounts',
} as const satisfies Endpoint;
export const updateBankAccount = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
} as const satisfies Endpoint;
export const deleteBankAccount = {
  method: 'DELETE',
  path: '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
} as const satisfies Endpoint;
