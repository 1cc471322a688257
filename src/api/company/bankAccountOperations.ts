import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions } from '../common';
import type { CompanyBankAccount, CompanyBankAccountBody, TestDeposits } from './bankAccountTypes';

/**
 * The company's bank accounts (one is the default; a new one replaces it).
 *
 * @example
 * const { data: accounts } = await listCompanyBankAccounts(client, companyId);
 */
export function listCompanyBankAccounts(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyBankAccount[]>> {
  return client.request<CompanyBankAccount[]>(endpoints.listCompanyBankAccounts, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Add the company's bank account; micro-deposits are sent to it for verification.
 *
 * @example
 * await createCompanyBankAccount(client, companyId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createCompanyBankAccount(
  client: PayrollClient,
  companyId: string,
  body: CompanyBankAccountBody,
  options: CreateOptions = {},
): Promise<ApiResponse<CompanyBankAccount>> {
  return client.request<CompanyBankAccount>(endpoints.createCompanyBankAccount, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Demo and sandbox only: land the micro-deposits now and learn their amounts.
 *
 * @example
 * const { data: deposits } = await sendCompanyBankTestDeposits(client, companyId, accountId);
 */
export function sendCompanyBankTestDeposits(
  client: PayrollClient,
  companyId: string,
  bankAccountId: string,
  options: CallOptions = {},
): Promise<ApiResponse<TestDeposits>> {
  return client.request<TestDeposits>(endpoints.sendCompanyBankTestDeposits, {
    params: { company_id: companyId, bank_account_id: bankAccountId },
    ...options,
  });
}

/**
 * Verify the account with the two micro-deposit amounts (any order). A wrong pair is a 422 on
 * `deposit_1`/`deposit_2` and uses one of five attempts.
 *
 * @example
 * await verifyCompanyBankAccount(client, companyId, accountId, { deposit_1: '0.02', deposit_2: '0.42' });
 */
export function verifyCompanyBankAccount(
  client: PayrollClient,
  companyId: string,
  bankAccountId: string,
  body: TestDeposits,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyBankAccount>> {
  return client.request<CompanyBankAccount>(endpoints.verifyCompanyBankAccount, {
    params: { company_id: companyId, bank_account_id: bankAccountId },
    body,
    ...options,
  });
}
