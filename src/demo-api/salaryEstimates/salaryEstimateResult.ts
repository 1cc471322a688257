import { occupationOf } from './occupations';
import type { EstimateOccupation, ExperienceLevel } from './records';

/** The demo's experience factor, in percent of the occupation's wage. */
export const EXPERIENCE_PERCENT: Readonly<Record<ExperienceLevel, number>> = {
  novice: 70,
  intermediate: 85,
  average: 100,
  skilled: 115,
  expert: 130,
};

/**
 * The demo's reasonable salary in integer cents (docs/contract.md#salary-estimates): for each
 * occupation, its wage × the experience factor × the time share, each rounded to the cent (half
 * up), summed; with an annual net revenue, at most that revenue (a salary the business cannot pay
 * is no reasonable salary).
 *
 * @example
 * // Software Developers ($132,270.00), skilled (115 %), half the time: $76,055.25
 * salaryEstimateCents([{ code: '15-1252', experienceLevel: 'skilled', timeBasis: 5000, primary: true }], null); // 7605525
 */
export function salaryEstimateCents(occupations: readonly EstimateOccupation[], revenueCents: number | null) {
  let total = 0;
  for (const occupation of occupations) {
    const wage = occupationOf(occupation.code)?.wageCents ?? 0;
    // wage × percent × ten-thousandths stays an exact integer (< 2^53) before the one division.
    const numerator = wage * EXPERIENCE_PERCENT[occupation.experienceLevel] * occupation.timeBasis;
    total += Math.floor((numerator + 500_000) / 1_000_000);
  }
  return revenueCents === null ? total : Math.min(total, revenueCents);
}
