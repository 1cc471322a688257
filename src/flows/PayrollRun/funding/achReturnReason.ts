import type { PayrollMoneyMessageKey } from '../moneyMessages';

/** The return codes a company can act on with words of their own (the peer's help covers these). */
const EXPLAINED = ['R01', 'R02', 'R16', 'R29'] as const;

/**
 * The message key that explains an ACH return code in plain words: insufficient funds (R01),
 * account closed (R02), account frozen (R16), debit not authorized (R29); any other code a generic
 * "the bank returned the debit" naming it, no code at all the same without it.
 *
 * @example
 * achReturnReasonKey('R01'); // 'recovery.code.R01'
 * achReturnReasonKey('R10'); // 'recovery.code.other'
 */
export function achReturnReasonKey(code: string | null | undefined): PayrollMoneyMessageKey {
  if (!code) return 'recovery.code.none';
  return (EXPLAINED as readonly string[]).includes(code)
    ? (`recovery.code.${code}` as PayrollMoneyMessageKey)
    : 'recovery.code.other';
}
