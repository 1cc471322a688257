import type { FieldRules } from '../fields';
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
