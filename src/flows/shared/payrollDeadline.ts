/**
 * The time zone payroll deadlines are kept in: the service's cut-off is 16:00 America/Los_Angeles
 * (DECISIONS 46, UPSTREAM E.5's "4 pm PT"). The contract gives a company no zone of its own, so
 * this is the company's payroll zone, shown whatever the viewer's browser is set to.
 */
export const PAYROLL_TIME_ZONE = 'America/Los_Angeles';

/** The hour of a run-by day the service closes payroll at, in {@link PAYROLL_TIME_ZONE}. */
const CUT_OFF_HOUR = 16;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes `zone` is ahead of UTC at `instant` (negative west of Greenwich). */
function zoneOffsetMinutes(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - instant) / 60_000);
}

/** The instant of a run-by day's cut-off (16:00 in the payroll zone, standard or daylight time). */
function cutOffOf(year: number, month: number, day: number): number {
  const wall = Date.UTC(year, month - 1, day, CUT_OFF_HOUR);
  // The offset at a guess an offset away is that day's offset (a switch happens at 2 am).
  const guess = wall - zoneOffsetMinutes(wall, PAYROLL_TIME_ZONE) * 60_000;
  return wall - zoneOffsetMinutes(guess, PAYROLL_TIME_ZONE) * 60_000;
}

/**
 * A payroll deadline as every screen shows it: date and time in the company's payroll zone, with
 * the zone named, so the pay schedule preview, the pay periods and the payroll run agree for a
 * viewer in any time zone. Takes the service's `payroll_deadline` (an ISO date-time) or a run-by
 * day (`run_payroll_by`, `YYYY-MM-DD`: its 4 pm cut-off); anything else comes back as it is.
 *
 * @example
 * payrollDeadlineText('2026-12-09T16:00:00-08:00', 'en-US'); // 'Dec 9, 2026, 4:00 PM PST'
 * payrollDeadlineText('2026-12-09', 'en-US'); // 'Dec 9, 2026, 4:00 PM PST'
 */
export function payrollDeadlineText(deadline: string, locale: string): string {
  const day = DATE_ONLY.exec(deadline);
  const instant = day ? cutOffOf(Number(day[1]), Number(day[2]), Number(day[3])) : Date.parse(deadline);
  if (Number.isNaN(instant)) return deadline;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: PAYROLL_TIME_ZONE,
    timeZoneName: 'short',
  }).format(instant);
}

/**
 * The time of day payroll closes, with the payroll zone's generic name: what a list of run-by days
 * (dates only) adds once, so each day reads as its deadline.
 *
 * @example
 * payrollCutOffTime('en-US'); // '4:00 PM PT'
 */
export function payrollCutOffTime(locale: string): string {
  // Any day's cut-off: the generic name ("PT") is the same in standard and daylight time.
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: PAYROLL_TIME_ZONE,
    timeZoneName: 'shortGeneric',
  }).format(cutOffOf(2026, 1, 2));
}

/**
 * Today's date (`YYYY-MM-DD`) in the company's payroll zone: the day check and debit dates are
 * compared with, so money is not called paid hours early because the browser (or UTC) is already
 * on the next day.
 *
 * @example
 * payrollToday(Date.parse('2026-12-09T03:00:00Z')); // '2026-12-08' (7 pm the day before in Pacific time)
 */
export function payrollToday(now = Date.now()): string {
  return new Date(now + zoneOffsetMinutes(now, PAYROLL_TIME_ZONE) * 60_000).toISOString().slice(0, 10);
}
