import { divideRounded, percentOf } from '../money/money';

/**
 * 2026 federal income tax withholding by the percentage method for automated payroll systems
 * (IRS Publication 15-T, Worksheet 1A, for 2020-and-later Forms W-4), in integer cents.
 *
 * The annual tables are the 2026 brackets (Rev. Proc. 2025-32) shifted by the standard deduction
 * the form assumes: with Step 2 unchecked the worksheet subtracts $12,900 (married filing jointly)
 * or $8,600 (others), so the 0% band is the rest of the 2026 standard deduction ($32,200, $16,100,
 * $24,150 for head of household); with Step 2 checked nothing is subtracted and every band is half.
 */

/** One band of an annual table: wages over `over` (cents) pay `base` plus `percent` of the excess. */
interface Band {
  over: number;
  base: number;
  percent: number;
}

const RATES = [0, 10, 12, 22, 24, 32, 35, 37];

/** Builds a table from its band floors in whole dollars; bases follow from the rates. */
function table(floorsInDollars: number[]): Band[] {
  const bands: Band[] = [];
  floorsInDollars.forEach((dollars, i) => {
    const over = dollars * 100;
    const previous = bands[i - 1];
    const base = previous ? previous.base + percentOf(over - previous.over, previous.percent * 100) : 0;
    bands.push({ over, base, percent: RATES[i]! });
  });
  return bands;
}

/** Annual tables: floors of the 0, 10, 12, 22, 24, 32, 35 and 37% bands, in dollars. */
const TABLES: Record<'single' | 'married' | 'head', { standard: Band[]; twoJobs: Band[] }> = {
  single: {
    standard: table([0, 7_500, 19_900, 57_900, 113_200, 209_275, 263_725, 648_100]),
    twoJobs: table([0, 8_050, 14_250, 33_250, 60_900, 108_937.5, 136_162.5, 328_350]),
  },
  married: {
    standard: table([0, 19_300, 44_100, 120_100, 230_700, 422_850, 531_750, 788_000]),
    twoJobs: table([0, 16_100, 28_500, 66_500, 121_800, 217_875, 272_325, 400_450]),
  },
  head: {
    standard: table([0, 15_550, 33_250, 83_000, 121_250, 217_300, 271_750, 656_150]),
    twoJobs: table([0, 12_075, 20_925, 45_800, 64_925, 112_950, 140_175, 332_375]),
  },
};

/** What Worksheet 1A reads from the employee's W-4, money in cents. */
export interface W4 {
  /** `Single`, `Married`, `Head of Household` or `Exempt from withholding`; null counts as Single. */
  filingStatus: string | null;
  /** Step 2 checkbox (multiple jobs or spouse works). */
  twoJobs: boolean;
  /** Step 3: annual credit for dependents. */
  dependentsAmount: number;
  /** Step 4(a): other annual income. */
  otherIncome: number;
  /** Step 4(b): annual deductions beyond the standard deduction. */
  deductions: number;
  /** Step 4(c): extra withholding per pay period. */
  extraWithholding: number;
}

/** The annual tax of a table for an adjusted annual wage, cents. */
function annualTax(bands: Band[], wage: number): number {
  let band = bands[0]!;
  for (const b of bands) if (wage > b.over) band = b;
  return band.base + percentOf(wage - band.over, band.percent * 100);
}

/**
 * Federal income tax to withhold from one paycheck (Worksheet 1A). Each step is rounded half up to
 * the cent once.
 *
 * @example
 * // $2,000.00 biweekly, single, nothing else on the W-4:
 * // 52,000 − 0 (4b) − 8,600 = 43,400 adjusted; table: 1,240 + 12% × (43,400 − 19,900) = 4,060;
 * // 4,060 / 26 = 156.15
 * federalWithholding(200_000, 26, { filingStatus: 'Single', twoJobs: false, dependentsAmount: 0,
 *   otherIncome: 0, deductions: 0, extraWithholding: 0 }); // 15_615
 */
export function federalWithholding(taxableWages: number, periodsPerYear: number, w4: W4): number {
  if (w4.filingStatus === 'Exempt from withholding') return 0;
  const kind =
    w4.filingStatus === 'Married' ? 'married' : w4.filingStatus === 'Head of Household' ? 'head' : 'single';
  const adjustment = w4.twoJobs ? 0 : kind === 'married' ? 1_290_000 : 860_000;
  const annualWage = taxableWages * periodsPerYear + w4.otherIncome;
  const adjusted = Math.max(0, annualWage - w4.deductions - adjustment);
  const tables = TABLES[kind];
  const tentative = divideRounded(
    annualTax(w4.twoJobs ? tables.twoJobs : tables.standard, adjusted),
    periodsPerYear,
  );
  const credits = divideRounded(w4.dependentsAmount, periodsPerYear);
  const afterCredits = Math.max(0, tentative - credits);
  return taxableWages > 0 ? afterCredits + w4.extraWithholding : 0;
}

/** The 2026 flat rate on supplemental wages up to $1 million, in basis points. */
export const SUPPLEMENTAL_RATE = 2200;

/**
 * Federal income tax on supplemental wages at the flat 22% (`fixed_withholding_rate`, DECISIONS 40).
 *
 * @example supplementalWithholding(100_00); // 22_00
 */
export function supplementalWithholding(taxableWages: number): number {
  return percentOf(taxableWages, SUPPLEMENTAL_RATE);
}
