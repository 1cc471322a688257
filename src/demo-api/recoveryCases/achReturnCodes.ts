/**
 * The ACH return codes a failed debit can carry (`R01` … `R29`, DECISIONS 70): `R01` insufficient
 * funds, `R02` account closed, `R16` account frozen, `R29` corporate debit not authorized, …
 *
 * @example
 * isAchReturnCode('R01'); // true
 * isAchReturnCode('R30'); // false
 */
export function isAchReturnCode(code: unknown): code is string {
  return typeof code === 'string' && /^R(0[1-9]|1[0-9]|2[0-9])$/.test(code);
}
