import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type { BankAccount, BankAccountBody, PaymentMethod, PaymentMethodUpdate } from './types';

/**
 * An employee's payment method and splits.
 *
 * @example
 * const { data } = await getPaymentMethod(client, employeeId);
 */
export function getPaymentMethod(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<PaymentMethod>> {
  return client.request<PaymentMethod>(endpoints.getPaymentMethod, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Update the payment method: `version` plus changed fields.
 *
 * @example
 * await updatePaymentMethod(client, employeeId, { version: current.version, ...changedFields });
 */
export function updatePaymentMethod(
  client: PayrollClient,
  employeeId: string,
  body: VersionedDelta<PaymentMethodUpdate>,
  options: CallOptions = {},
): Promise<ApiResponse<PaymentMethod>> {
  return client.request<PaymentMethod>(endpoints.updatePaymentMethod, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * An employee's bank accounts (numbers masked).
 *
 * @example
 * const { data } = await listBankAccounts(client, employeeId);
 */
export function listBankAccounts(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<BankAccount[]>> {
  return client.request<BankAccount[]>(endpoints.listBankAccounts, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Add a bank account; this also updates the payment method.
 *
 * @example
 * await createBankAccount(client, employeeId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createBankAccount(
  client: PayrollClient,
  employeeId: string,
  body: BankAccountBody,
  options: CreateOptions = {},
): Promise<ApiResponse<BankAccount>> {
  return client.request<BankAccount>(endpoints.createBankAccount, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Replace a bank account's details.
 *
 * @example
 * await updateBankAccount(client, employeeId, bankAccountId, body);
 */
export function updateBankAccount(
  client: PayrollClient,
  employeeId: string,
  bankAccountId: string,
  body: BankAccountBody,
  options: CallOptions = {},
): Promise<ApiResponse<BankAccount>> {
  return client.request<BankAccount>(endpoints.updateBankAccount, {
    params: { employee_id: employeeId, bank_account_id: bankAccountId },
    body,
    ...options,
  });
}

/**
 * Delete a bank account.
 *
 * @example
 * await deleteBankAccount(client, employeeId, bankAccountId);
 */
export function deleteBankAccount(
  client: PayrollClient,
  employeeId: string,
  bankAccountId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteBankAccount, {
    params: { employee_id: employeeId, bank_account_id: bankAccountId },
    ...options,
  });
}
