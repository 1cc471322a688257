/**
 * Decimal text ↔ integer units. Money is integer cents and hours integer thousandths; nothing here
 * ever goes through binary floating point.
 *
 * @example
 * parseDecimal('1250.5', 2); // 125050
 * formatDecimal(125050, 2); // '1250.50'
 */
export function parseDecimal(text: string, places: number): number | undefined {
  const match = /^(-?)(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > places && /[1-9]/.test(fraction.slice(places))) return undefined;
  const units =
    Number(whole) * 10 ** places + Number((fraction + '0'.repeat(places)).slice(0, places) || '0');
  return sign === '-' ? -units : units;
}

/** @example formatDecimal(-5, 2); // '-0.05' */
export function formatDecimal(units: number, places: number): string {
  const negative = units < 0;
  const abs = Math.abs(units);
  const scale = 10 ** places;
  const whole = Math.floor(abs / scale);
  const fraction = String(abs % scale).padStart(places, '0');
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}

/** @example cents('12.34'); // 1234 */
export function cents(text: string): number | undefined {
  return parseDecimal(text, 2);
}

/** @example money(1234); // '12.34' */
export function money(units: number): string {
  return formatDecimal(units, 2);
}

/** @example hours('8'); // 8000 */
export function hours(text: string): number | undefined {
  return parseDecimal(text, 3);
}

/** @example hoursText(8000); // '8.000' */
export function hoursText(units: number): string {
  return formatDecimal(units, 3);
}

/**
 * `amount × basisPoints / 10000`, rounded half up, in integers only.
 *
 * @example
 * percentOf(100_00, 765); // 765 (7.65% of $100.00)
 */
export function percentOf(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + 5000) / 10000);
}

/** Integer division rounded half up. @example divideRounded(10, 4); // 3 */
export function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
