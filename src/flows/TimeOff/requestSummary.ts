import type { TimeOffRequest } from '../../api/timeOff/types';
import { hoursToThousandths } from '../../hooks/payroll/payrollEditorTotals';

/**
 * First and last day of a request (from its `days`, the field every version of the API has) and
 * its total hours as a number, added in integer thousandths (the wire precision), never as floats.
 *
 * @example
 * requestSummary(request); // { start: '2026-07-01', end: '2026-07-02', hours: 16 }
 */
export function requestSummary(request: TimeOffRequest): { start?: string; end?: string; hours: number } {
  const days = Object.keys(request.days ?? {}).sort();
  const thousandths = Object.values(request.days ?? {}).reduce(
    (sum, value) => sum + hoursToThousandths(value),
    0,
  );
  return { start: days[0], end: days[days.length - 1], hours: thousandths / 1000 };
}

/**
 * A request's dates as shown: the one day, or the first and last day with a dash.
 *
 * @example
 * dateRange(format.date, '2026-07-01', '2026-07-02'); // 'Jul 1, 2026 – Jul 2, 2026'
 */
export function dateRange(date: (iso: string) => string, start?: string, end?: string): string {
  if (!start || !end) return '—';
  return start === end ? date(start) : `${date(start)} – ${date(end)}`;
}
