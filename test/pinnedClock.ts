/**
 * The instant every story and browser test starts its clock at: Mon Jun 15, 2026, 16:00 UTC.
 * Pay periods, deadlines, "today" and form years on screen follow it, so a screenshot or an
 * assertion taken today holds on any later day.
 */
export const pinnedNow = '2026-06-15T16:00:00.000Z';

type PinnedDateConstructor = DateConstructor & { pinnedAt?: number };

/**
 * Moves this realm's `Date` to start at `instant` and tick on with real time from there:
 * `new Date()` and `Date.now()` read the pinned clock, while durations (timeouts, react-query's
 * staleness, the demo service's scheduled work) stay real because only the origin moves.
 * Dates built from a value (`new Date('2026-01-01')`) are untouched. Calling it again is a no-op.
 *
 * @example
 * pinClock('2026-06-15T16:00:00.000Z');
 * new Date().toISOString(); // '2026-06-15T16:00:00.0…Z', whatever the machine's clock says
 */
export function pinClock(instant: string | number = pinnedNow): void {
  const RealDate = globalThis.Date as PinnedDateConstructor;
  if (RealDate.pinnedAt !== undefined) return;
  const offset = new RealDate(instant).getTime() - RealDate.now();
  const now = () => RealDate.now() + offset;
  function PinnedDate(this: unknown, ...args: unknown[]): Date | string {
    // `Date()` called without `new` answers a string, as the real one does.
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0
      ? new RealDate(now())
      : new RealDate(...(args as ConstructorParameters<DateConstructor>));
  }
  // One prototype, so `instanceof Date` and every Date method hold for both kinds of instance.
  PinnedDate.prototype = RealDate.prototype;
  Object.assign(PinnedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC, pinnedAt: now() });
  globalThis.Date = PinnedDate as unknown as DateConstructor;
}
