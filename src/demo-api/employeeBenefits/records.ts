import { defineTable } from '../store';

/** One tier of a tiered match: `rate` % of the deferral up to `threshold` % of pay (hundredths). */
export interface MatchTier {
  /** Hundredths of a percent: 10000 = 100 %. */
  rate: number;
  /** Hundredths of a percent of pay, cumulative: 300 = the first 3 %. */
  threshold: number;
}

/** The company's part of an employee benefit (UPSTREAM-2 K.3 `contribution`). */
export type Contribution =
  | { type: 'amount'; amount: number }
  | { type: 'percentage'; percent: number }
  | { type: 'tiered'; tiers: MatchTier[] };

/** An employee's enrolment in a company benefit (UPSTREAM-2 K.3, DECISIONS 68). */
export interface EmployeeBenefitRecord {
  uuid: string;
  employeeUuid: string;
  companyBenefitUuid: string;
  active: boolean;
  /** Per pay period: cents, or hundredths of a percent of gross pay when `deductAsPercentage`. */
  employeeDeduction: number;
  deductAsPercentage: boolean;
  /** Cents a calendar year; null = no limit beyond the law's. */
  employeeDeductionAnnualMaximum: number | null;
  companyContributionAnnualMaximum: number | null;
  contribution: Contribution | null;
  /** Matching: a percentage contribution matches the deduction dollar for dollar up to its percent. */
  elective: boolean;
  /** `Family` or `Individual` (HSA), `Joint Filing or Single` or `Married and Filing Separately` (dependent care FSA). */
  limitOption: string | null;
  catchUp: boolean;
  effectiveDate: string;
  expirationDate: string | null;
  seq: number;
}

/**
 * Every employee's benefits, by uuid.
 *
 * @example
 * service.store.table(employeeBenefits).get(uuid);
 */
export const employeeBenefits = defineTable<EmployeeBenefitRecord>('employeeBenefits');
