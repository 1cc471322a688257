/**
 * The 2026 limits a payroll stops benefit deductions at (DECISIONS 68; IRS Notice 2025-67 and
 * Rev. Proc. 2025-32), in cents, per calendar year unless said otherwise. The age that counts is
 * the one the employee reaches by December 31 of the payroll's year.
 */

/** 401(k)/403(b) elective deferrals, pre-tax and Roth together. */
export const ELECTIVE_DEFERRAL_LIMIT = 24_500_00;
/** Catch-up from the year the employee turns 50. */
export const CATCH_UP_LIMIT = 8_000_00;
/** Catch-up in the years the employee turns 60, 61, 62 or 63 (SECURE 2.0). */
export const SUPER_CATCH_UP_LIMIT = 11_250_00;
/** The age from which catch-up is allowed. */
export const CATCH_UP_AGE = 50;
/** HSA, employee deductions and company contributions together. */
export const HSA_INDIVIDUAL_LIMIT = 4_400_00;
export const HSA_FAMILY_LIMIT = 8_750_00;
/** Health care FSA salary reductions. */
export const HEALTH_FSA_LIMIT = 3_400_00;
/** Dependent care FSA. */
export const DEPENDENT_CARE_FSA_LIMIT = 7_500_00;
/** Commuter parking, transit or pre-tax commuter benefit, per calendar month. */
export const COMMUTER_MONTHLY_LIMIT = 340_00;

/**
 * The age an employee reaches by December 31 of `year`, or null without a date of birth.
 *
 * @example
 * ageByYearEnd('1971-02-11', 2026); // 55
 */
export function ageByYearEnd(dateOfBirth: string | null, year: number): number | null {
  if (!dateOfBirth) return null;
  return year - Number(dateOfBirth.slice(0, 4));
}

/**
 * The catch-up an employee of that age may add to the elective deferral limit: none before 50,
 * $11,250 at 60–63, else $8,000.
 *
 * @example
 * catchUpLimit(61); // 11_250_00
 */
export function catchUpLimit(age: number | null): number {
  if (age === null || age < CATCH_UP_AGE) return 0;
  return age >= 60 && age <= 63 ? SUPER_CATCH_UP_LIMIT : CATCH_UP_LIMIT;
}

/** How a type's yearly (or monthly) limit is counted: its group, its amount, whether the company's part counts. */
export interface LawLimit {
  /** Benefits of one group share the limit (401(k) and Roth 401(k) share the deferral limit). */
  group: string;
  amount: number;
  /** `month`: the commuter limit is per calendar month. */
  period: 'year' | 'month';
  /** HSA: company contributions count toward the limit with the deductions. */
  withContributions: boolean;
}

/**
 * The law's limit on a benefit type's deductions, or null for a type without one.
 *
 * @example
 * lawLimit(6, 'Family', 0)?.amount; // 8_750_00
 */
export function lawLimit(benefitType: number, limitOption: string | null, catchUp: number): LawLimit | null {
  const yearly = (group: string, amount: number, withContributions = false): LawLimit => ({
    group,
    amount,
    period: 'year',
    withContributions,
  });
  switch (benefitType) {
    case 5:
    case 9:
    case 105:
    case 110:
      return yearly('elective-deferral', ELECTIVE_DEFERRAL_LIMIT + catchUp);
    case 6:
      return yearly('hsa', limitOption === 'Family' ? HSA_FAMILY_LIMIT : HSA_INDIVIDUAL_LIMIT, true);
    case 7:
      return yearly('health-fsa', HEALTH_FSA_LIMIT);
    case 11:
      // Married filing separately: half each (IRC §129(a)(2)).
      return yearly(
        'dependent-care-fsa',
        limitOption === 'Married and Filing Separately'
          ? DEPENDENT_CARE_FSA_LIMIT / 2
          : DEPENDENT_CARE_FSA_LIMIT,
      );
    case 10:
    case 113:
    case 114:
      return {
        group: `commuter-${benefitType}`,
        amount: COMMUTER_MONTHLY_LIMIT,
        period: 'month',
        withContributions: false,
      };
    default:
      return null;
  }
}
