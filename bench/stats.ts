/** Spread of one timing measured over several runs in one process; medians, never single runs. */
export interface Spread {
  runs: number;
  min: number;
  median: number;
  max: number;
}

/**
 * Summarises the samples of one timing. Timings are reported as min/median/max because a single
 * run on a shared 2-core machine says little; the median is the figure we quote.
 *
 * @example
 * spread([12, 9, 30]); // { runs: 3, min: 9, median: 12, max: 30 }
 */
export function spread(samples: readonly number[]): Spread {
  if (samples.length === 0) throw new Error('spread() needs at least one sample');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { runs: sorted.length, min: sorted[0]!, median, max: sorted[sorted.length - 1]! };
}
