import { hoursText, money } from '../money/money';

/**
 * How a pay stub writes its figures for a person to read (issue 43): dollars with their sign and
 * thousands separators, hours as hours, dates with the month's name.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Cents as dollars.
 *
 * @example
 * dollars(196_000); // '$1,960.00'
 * dollars(-4_210); // '-$42.10'
 */
export function dollars(cents: number): string {
  const [whole, part] = money(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}.${part}`;
}

/**
 * Thousandths of an hour as hours, without trailing zeros.
 *
 * @example
 * hoursWords(80_000); // '80 hours'
 * hoursWords(4_500); // '4.5 hours'
 */
export function hoursWords(thousandths: number): string {
  const text = hoursText(thousandths).replace(/\.?0+$/, '');
  return `${text} ${text === '1' ? 'hour' : 'hours'}`;
}

/**
 * An ISO date as a person reads it.
 *
 * @example
 * longDate('2026-06-24'); // 'June 24, 2026'
 */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}
