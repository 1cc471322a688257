/**
 * The bounds of a reimbursement (DECISIONS 67): above zero and at most $1,000,000, in cents.
 */

/** The largest reimbursement, in cents. */
export const MAX_REIMBURSEMENT = 100_000_000;

/**
 * Why an amount in cents is not a reimbursement, or undefined when it is one.
 *
 * @example
 * reimbursementAmountProblem(0); // 'amount must be greater than 0.'
 */
export function reimbursementAmountProblem(cents: number): string | undefined {
  if (cents <= 0) return 'amount must be greater than 0.';
  if (cents > MAX_REIMBURSEMENT) return 'amount must be at most 1000000.00.';
  return undefined;
}
