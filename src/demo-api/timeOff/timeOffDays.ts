import { type ErrorEntry, invalidAttribute } from '../errors';
import { isDate } from '../formats/formats';
import { hours, hoursText } from '../money/money';

/** Most hours one day can hold. */
export const MAX_HOURS_PER_DAY = 24_000;

/**
 * Reads a request's `days` (`{ "YYYY-MM-DD": "8.000" }`, UPSTREAM D.2): every date between the
 * first and last day, hours a number from 0 to 24 with at most three decimals, at least one day
 * with hours. Problems are `invalid_attribute_value` entries on `days` with `metadata.date`, each
 * saying the real limit (issue 16: 30 hours is refused as more than 24, not as "not a number").
 *
 * @example
 * readDays({ '2026-07-06': '8', '2026-07-07': '4.5' }, '2026-07-06', '2026-07-07');
 * // { days: { '2026-07-06': 8000, '2026-07-07': 4500 }, errors: [] }
 */
export function readDays(
  raw: Record<string, unknown>,
  startDate: string,
  endDate: string,
): { days: Record<string, number>; errors: ErrorEntry[] } {
  const days: Record<string, number> = {};
  const errors: ErrorEntry[] = [];
  const refuse = (date: string, message: string) => errors.push(invalidAttribute('days', message, { date }));
  for (const [date, value] of Object.entries(raw)) {
    if (!isDate(date)) {
      refuse(date, `${date.slice(0, 40)} is not a date (YYYY-MM-DD).`);
      continue;
    }
    if (date < startDate || date > endDate) {
      refuse(date, `${date} is outside the request's days, ${startDate} to ${endDate}.`);
      continue;
    }
    const units = typeof value === 'string' || typeof value === 'number' ? hours(String(value)) : undefined;
    if (units === undefined) refuse(date, `Enter the hours of ${date} as a number, like 8 or 7.5.`);
    else if (units < 0) refuse(date, `Hours cannot be negative (${date}).`);
    else if (units > MAX_HOURS_PER_DAY)
      refuse(date, `A day has at most 24 hours; ${date} has ${hoursText(units)}.`);
    else days[date] = units;
  }
  if (errors.length === 0 && !Object.values(days).some((h) => h > 0))
    errors.push(invalidAttribute('days', 'Enter hours for at least one day.'));
  return { days, errors };
}
