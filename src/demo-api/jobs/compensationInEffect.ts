import type { DemoStore } from '../store';
import type { CompensationRecord } from './records';
import { activeOf } from '../addresses/views';
import { compensationsOf } from './views';

/**
 * The compensation a job pays for a pay period ending on `periodEnd` (UPSTREAM-2 J.5): the one
 * with the latest `effective_date` on or before the period's end, so a raise from a date inside a
 * period pays that whole period (the demo does not prorate); before the first one takes effect,
 * the first one.
 *
 * @example
 * compensationInEffect(store, job.uuid, payroll.end_date)?.rate;
 */
export function compensationInEffect(
  store: DemoStore,
  jobUuid: string,
  periodEnd: string,
): CompensationRecord | undefined {
  const all = compensationsOf(store, jobUuid);
  return (
    activeOf(all, periodEnd) ??
    all.reduce<CompensationRecord | undefined>(
      (first, c) => (!first || c.effective_date < first.effective_date ? c : first),
      undefined,
    )
  );
}
