import type { DecimalString, OpenEnum } from '../common';

/**
 * How experienced the owner is in an occupation; the estimate scales the occupation's wage by it
 * (novice 70 %, intermediate 85 %, average 100 %, skilled 115 %, expert 130 % in the demo).
 *
 * @example
 * const level: ExperienceLevel = 'skilled';
 */
export type ExperienceLevel = OpenEnum<'novice' | 'intermediate' | 'average' | 'skilled' | 'expert'>;

/**
 * An occupation of an estimate as the service answers it: the BLS code with its name, the
 * owner's experience and share of time (decimal text from 0 to 1, `"0.5000"`).
 *
 * @example
 * const share = Number(occupation.time_percentage); // 0.5
 */
export interface SalaryEstimateOccupation {
  code: string;
  name?: string;
  description?: string;
  experience_level: ExperienceLevel;
  time_percentage: DecimalString;
  primary?: boolean;
}

/**
 * An S-corp owner's reasonable salary estimate (UPSTREAM-3 N.6): `result` is the yearly salary in
 * integer cents (null until calculated); once `accepted_at` is set the estimate is read-only and
 * `employee_job_uuid` names the job it was accepted into.
 *
 * @example
 * const { data } = await getSalaryEstimate(client, estimateId);
 * const dollars = (data.result ?? 0) / 100;
 */
export interface SalaryEstimate {
  uuid: string;
  employee_uuid: string | null;
  employee_job_uuid?: string | null;
  /** The business's annual net revenue as decimal text, or null. */
  annual_net_revenue: DecimalString | null;
  zip_code: string | null;
  /** The reasonable yearly salary in integer cents; null until calculated. */
  result?: number | null;
  accepted_at?: string | null;
  created_at: string;
  updated_at: string;
  occupations: SalaryEstimateOccupation[];
}

/**
 * A new or changed estimate: a five-digit ZIP code, at least one occupation whose
 * `time_percentage` shares (decimal text, at most four places) sum to exactly 1, and the annual
 * net revenue as a number (> 0) or null. No version: the last save wins until it is accepted.
 *
 * @example
 * const body: SalaryEstimateBody = {
 *   zip_code: '94107', annual_net_revenue: 250000,
 *   occupations: [{ code: '15-1252', experience_level: 'skilled', time_percentage: '1', primary: true }],
 * };
 */
export interface SalaryEstimateBody {
  zip_code: string;
  annual_net_revenue?: number | null;
  occupations: {
    code: string;
    experience_level: ExperienceLevel;
    time_percentage: DecimalString;
    primary?: boolean;
  }[];
}

/**
 * An occupation the owner can pick, found by a search of at least three characters in its code,
 * title or description.
 *
 * @example
 * const label = `${occupation.title} (${occupation.code})`;
 */
export interface SalaryOccupation {
  /** The BLS code, e.g. `"15-1252"`. */
  code: string;
  title: string;
  description: string;
}
