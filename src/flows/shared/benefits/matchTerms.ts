import { centsToMoney, moneyToCents } from '../../../api/money';

/** One tier of a match as a sentence says it: percents as decimal text (`'100.00'`). */
export interface MatchTerm {
  rate: string;
  threshold: string;
  /** The percent of pay this tier adds over the one before. */
  delta: string;
}

/**
 * What a tiered match gives, worked in hundredths of a percent (no float): each tier's rate, the
 * percent of pay it reaches and adds over the one before, and the most the company puts in, as a
 * percent of pay (each tier's rate of its slice, summed). Undefined while a tier is not a number
 * or the limits do not rise, so no sentence says something the form would refuse.
 *
 * @example
 * matchTerms([{ rate: '100', threshold: '3' }, { rate: '50', threshold: '5' }])?.max; // '4.00'
 */
export function matchTerms(
  tiers: readonly { rate: string; threshold: string }[],
): { terms: MatchTerm[]; max: string } | undefined {
  if (tiers.length === 0) return undefined;
  const terms: MatchTerm[] = [];
  let previous = 0;
  let max = 0;
  for (const tier of tiers) {
    const rate = moneyToCents(tier.rate);
    const threshold = moneyToCents(tier.threshold);
    if (rate === null || threshold === null || rate < 0 || threshold <= previous) return undefined;
    const delta = threshold - previous;
    // rate % of a slice of delta % of pay: (rate/100) * delta, in hundredths of a percent.
    max += Math.round((rate * delta) / 10_000);
    terms.push({ rate: centsToMoney(rate), threshold: centsToMoney(threshold), delta: centsToMoney(delta) });
    previous = threshold;
  }
  return { terms, max: centsToMoney(max) };
}
