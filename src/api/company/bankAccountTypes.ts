import type { DecimalString, OpenEnum } from '../common';

/**
 * A company bank account (UPSTREAM-2 H.4): its number only as `XXXX` and the last four digits.
 *
 * @example
 * if (account.verification_status === 'ready_for_verification') askForDepositAmounts();
 */
export interface CompanyBankAccount {
  uuid: string;
  company_uuid?: string;
  account_type?: 'Checking' | 'Savings';
  routing_number?: string;
  hidden_account_number?: string;
  verification_status?: OpenEnum<'awaiting_deposits' | 'ready_for_verification' | 'verified'>;
  verification_type?: OpenEnum<'bank_deposits' | 'plaid' | 'plaid_external'>;
  name?: string;
}

/**
 * Body of a company bank account create; the new account replaces the company's current one.
 *
 * @example
 * const body: CompanyBankAccountBody = { routing_number: '021000021', account_number: '000123456789', account_type: 'Checking' };
 */
export interface CompanyBankAccountBody {
  routing_number: string;
  account_number: string;
  account_type: 'Checking' | 'Savings';
}

/**
 * The two micro-deposit amounts, as the demo service's test deposits answer them and as verifying
 * sends them back (any order).
 *
 * @example
 * await verifyCompanyBankAccount(client, companyId, accountId, { deposit_1: '0.02', deposit_2: '0.42' });
 */
export interface TestDeposits {
  deposit_1: DecimalString;
  deposit_2: DecimalString;
}
