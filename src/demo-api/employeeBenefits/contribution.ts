import { type ErrorEntry, invalidAttribute } from '../errors';
import { formatDecimal, money, parseDecimal } from '../money/money';
import type { Contribution, MatchTier } from './records';

/**
 * The company contribution of an employee benefit on the wire (UPSTREAM-2 K.3): `{type, value}`
 * with `amount` (dollars a payroll), `percentage` (percent of pay) or `tiered` (`value.tiers[]`
 * of `{rate, threshold}`: `rate` % of the deferral up to `threshold` % of pay, thresholds rising).
 */

const BAD = (message: string): ErrorEntry => invalidAttribute('contribution', message);

function decimal(value: unknown): number | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof text === 'string' ? parseDecimal(text, 2) : undefined;
}

/**
 * Reads a sent contribution: the parsed one, or the problem on `contribution`.
 *
 * @example
 * readContribution({ type: 'amount', value: '50.00' }); // { type: 'amount', amount: 5000 }
 */
export function readContribution(sent: Record<string, unknown>): Contribution | ErrorEntry {
  const { type, value } = sent;
  if (type === 'amount' || type === 'percentage') {
    const units = decimal(value);
    if (units === undefined || units < 0) return BAD(`contribution value must be a number of at least 0.`);
    if (type === 'percentage' && units > 100_00) return BAD('contribution percentage must be at most 100.');
    return type === 'amount' ? { type, amount: units } : { type, percent: units };
  }
  if (type === 'tiered') {
    // The upstream's create takes the tiers as `value` itself; its answers nest them in `value.tiers`.
    const tiers = Array.isArray(value) ? value : (value as { tiers?: unknown } | null)?.tiers;
    if (!Array.isArray(tiers) || tiers.length === 0)
      return BAD('A tiered contribution needs value.tiers, each with a rate and a threshold.');
    const read: MatchTier[] = [];
    for (const tier of tiers as Record<string, unknown>[]) {
      const rate = decimal(tier?.rate);
      const threshold = decimal(tier?.threshold);
      if (rate === undefined || threshold === undefined || rate < 0 || threshold <= 0 || threshold > 100_00)
        return BAD('Each tier needs a rate of at least 0 and a threshold above 0 and at most 100.');
      if (read.length > 0 && threshold <= read.at(-1)!.threshold)
        return BAD('Tier thresholds must rise from one tier to the next.');
      read.push({ rate, threshold });
    }
    return { type, tiers: read };
  }
  return BAD('contribution type must be one of: amount, percentage, tiered.');
}

/**
 * A stored contribution as the service shows it.
 *
 * @example
 * contributionView({ type: 'percentage', percent: 400 }); // { type: 'percentage', value: '4.00' }
 */
export function contributionView(c: Contribution | null) {
  if (!c) return null;
  if (c.type === 'amount') return { type: c.type, value: money(c.amount) };
  if (c.type === 'percentage') return { type: c.type, value: formatDecimal(c.percent, 2) };
  return {
    type: c.type,
    value: {
      tiers: c.tiers.map((t, i) => ({
        rate: formatDecimal(t.rate, 2),
        threshold: formatDecimal(t.threshold, 2),
        threshold_delta: formatDecimal(t.threshold - (c.tiers[i - 1]?.threshold ?? 0), 2),
      })),
    },
  };
}
