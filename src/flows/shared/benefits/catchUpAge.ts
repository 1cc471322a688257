/** The age, reached by December 31, from which catch-up deferrals are allowed (DECISIONS 68). */
export const CATCH_UP_AGE = 50;

/**
 * Whether an employee may make catch-up deferrals in the year of `today`: they turn 50 by its
 * December 31 or are older. No date of birth, no catch-up offered (the service would refuse it).
 *
 * @example
 * catchUpAllowed('1976-12-31', '2026-06-15'); // true
 */
export function catchUpAllowed(dateOfBirth: string | null | undefined, today: string): boolean {
  const birthYear = Number(dateOfBirth?.slice(0, 4));
  if (!dateOfBirth || !Number.isInteger(birthYear)) return false;
  return Number(today.slice(0, 4)) - birthYear >= CATCH_UP_AGE;
}
