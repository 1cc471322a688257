import type { FieldRules, FieldValues } from '../fields';
import { isRoutingNumber } from './formats';

/**
 * The rules of a US bank account, one home for every account the service keeps (UPSTREAM A.7,
 * UPSTREAM-2 H.4, I.3): an ABA routing number (its checksum), a 4–17 digit account number,
 * checking or savings. Each is refused on its own field.
 */
export const ACCOUNT_RULES = {
  routing_number: {
    kind: 'string',
    required: true,
    check: (v: string) =>
      isRoutingNumber(v) ? undefined : 'routing_number must be a valid 9-digit ABA routing number.',
  },
  account_number: {
    kind: 'string',
    required: true,
    check: (v: string) => (/^\d{4,17}$/.test(v) ? undefined : 'account_number must be 4 to 17 digits.'),
  },
  account_type: { kind: 'enum', values: ['Checking', 'Savings'] as const, required: true },
} satisfies FieldRules;

/** A named account: an employee's or a contractor's (UPSTREAM A.7, UPSTREAM-2 I.3). */
export const BANK_ACCOUNT_RULES = {
  name: { kind: 'string', required: true },
  ...ACCOUNT_RULES,
} satisfies FieldRules;

/** A named account as a record keeps it: an employee's or a contractor's. */
export interface NamedAccount {
  name: string;
  routing_number: string;
  account_number: string;
  account_type: 'Checking' | 'Savings';
}

/**
 * The fields of a named account as sent (read by {@link BANK_ACCOUNT_RULES}), for the record that
 * keeps it: one copy for the employee's and the contractor's accounts.
 *
 * @example
 * const account = { uuid: service.ids(), contractorUuid: contractor.uuid, ...namedAccount(values) };
 */
export function namedAccount(values: FieldValues<typeof BANK_ACCOUNT_RULES>): NamedAccount {
  return {
    name: values.name,
    routing_number: values.routing_number,
    account_number: values.account_number,
    account_type: values.account_type,
  };
}

/**
 * The account number as the API shows it: `XXXX` and its last four digits (the full number never
 * leaves the store).
 *
 * @example
 * hiddenAccountNumber('9876543210'); // 'XXXX3210'
 */
export function hiddenAccountNumber(accountNumber: string): string {
  return `XXXX${accountNumber.slice(-4)}`;
}
