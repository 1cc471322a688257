import type { OpenEnum } from '../common';
import type { PaymentMethodType } from '../employees/types';

/**
 * One split of a direct deposit: a bank account and its share. `split_amount` is a percentage
 * or, for `Amount` splits, integer cents (contract.md#employees); the last amount split is null (the rest).
 *
 * @example
 * const split: PaymentSplit = { uuid: account.uuid, name: 'Checking', priority: 1, split_amount: 100 };
 */
export interface PaymentSplit {
  uuid: string;
  name?: string;
  priority: number;
  split_amount: number | null;
  hidden_account_number?: string;
}

/**
 * An employee's payment method.
 *
 * @example
 * paymentMethod.type === 'Check';
 */
export interface PaymentMethod {
  version: string;
  type: PaymentMethodType;
  split_by: OpenEnum<'Percentage' | 'Amount'> | null;
  splits: PaymentSplit[] | null;
}

/**
 * Fields of `PUT /v1/employees/{id}/payment_method`.
 *
 * @example
 * const delta: PaymentMethodUpdate = { type: 'Check' };
 */
export interface PaymentMethodUpdate {
  type: 'Check' | 'Direct Deposit';
  split_by?: 'Percentage' | 'Amount' | null;
  splits?: Array<Omit<PaymentSplit, 'hidden_account_number'>> | null;
}

/**
 * An employee bank account; the account number comes back masked.
 *
 * @example
 * account.hidden_account_number; // 'XXXX1207'
 */
export interface BankAccount {
  uuid: string;
  employee_uuid: string;
  name: string;
  routing_number: string;
  hidden_account_number: string;
  account_type: OpenEnum<'Checking' | 'Savings'>;
}

/**
 * Body of a bank account create or update.
 *
 * @example
 * const body: BankAccountBody = { name: 'Main', routing_number: '021000021', account_number: '1234567', account_type: 'Checking' };
 */
export interface BankAccountBody {
  name: string;
  routing_number: string;
  account_number: string;
  account_type: 'Checking' | 'Savings';
}
