import { defineTable } from '../store';

/** An occupation of an estimate, as sent (UPSTREAM-3 N.6). */
export interface EstimateOccupation {
  code: string;
  experienceLevel: ExperienceLevel;
  /** Share of the owner's time, in ten-thousandths (0.5 is 5000). */
  timeBasis: number;
  primary: boolean;
}

/** How experienced the owner is in an occupation. */
export type ExperienceLevel = 'novice' | 'intermediate' | 'average' | 'skilled' | 'expert';

/** A salary estimate of an S-corp owner (UPSTREAM-3 N.6). */
export interface SalaryEstimateRecord {
  uuid: string;
  employeeUuid: string;
  companyUuid: string;
  employeeJobUuid: string | null;
  /** Annual net revenue in cents, or null. */
  annualNetRevenueCents: number | null;
  zipCode: string;
  occupations: EstimateOccupation[];
  /** The reasonable salary in integer cents. */
  resultCents: number;
  acceptedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Every salary estimate, by uuid.
 *
 * @example
 * service.store.table(salaryEstimates).get(uuid);
 */
export const salaryEstimates = defineTable<SalaryEstimateRecord>('salaryEstimates');
