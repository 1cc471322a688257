import type { OpenEnum } from '../common';

/**
 * How a contractor is paid out: Direct Deposit into their one bank account, or Check.
 *
 * @example
 * if (method.type === 'Direct Deposit') showAccount(method.splits?.[0]?.hidden_account_number);
 */
export interface ContractorPaymentMethod {
  version: string;
  type?: OpenEnum<'Direct Deposit' | 'Check'>;
  split_by?: OpenEnum<'Percentage' | 'Amount'> | null;
  splits?: Array<{
    uuid: string;
    name?: string;
    hidden_account_number?: string;
    priority?: number;
    split_amount?: number | null;
  }>;
}

/**
 * A contractor's bank account (one each: a new one replaces it and makes the method Direct Deposit).
 *
 * @example
 * const shown = `${account.name} ${account.hidden_account_number}`;
 */
export interface ContractorBankAccount {
  uuid: string;
  contractor_uuid?: string;
  name?: string;
  account_type?: 'Checking' | 'Savings';
  routing_number?: string;
  hidden_account_number?: string;
}

/**
 * Body of a contractor bank account create (the employee bank account's rules).
 *
 * @example
 * const body: ContractorBankAccountBody = { name: 'Operating', routing_number: '021000021', account_number: '000123456789', account_type: 'Checking' };
 */
export interface ContractorBankAccountBody {
  name: string;
  routing_number: string;
  account_number: string;
  account_type: 'Checking' | 'Savings';
}
