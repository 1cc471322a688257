/**
 * What an off-cycle payroll created without `skip_regular_deductions` stores (UPSTREAM E.6, the
 * field's rules; UPSTREAM-3 M.7; DECISIONS 71): a `Bonus` blocks all regular benefits and
 * deductions (`true`), a `Correction` includes them (`false`); the flag, when sent, overrides
 * this. The contract names no default for the other reasons: they keep `null` (no flag, so the
 * regular deductions apply).
 *
 * @example
 * skipRegularDeductionsDefault('Bonus'); // true
 * skipRegularDeductionsDefault('Adhoc'); // null
 */
export function skipRegularDeductionsDefault(reason: string): boolean | null {
  if (reason === 'Bonus') return true;
  if (reason === 'Correction') return false;
  return null;
}
