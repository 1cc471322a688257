// Money helpers for the headless layer: decimal strings on the wire, integer cents in arithmetic
// (DECISIONS 19). Same semantics as the UI kit's MoneyField helpers; api may not import ui.

const MONEY_INPUT = /^\s*\$?\s*(-)?\s*\$?\s*([\d,]*)(?:\.(\d*))?\s*$/;

/**
 * Tidies what a user typed into a wire-format decimal string with two places (`"1,250.5"` →
 * `"1250.50"`), by string manipulation only. Input that is not an amount, or that has more than
 * two decimal places, comes back unchanged so validation can flag it rather than silently round.
 *
 * @example
 * normalizeMoney('$1,250.5'); // '1250.50'
 * normalizeMoney('12.345');   // '12.345' (left for validation)
 */
export function normalizeMoney(input: string): string {
  const match = MONEY_INPUT.exec(input);
  if (!match || input.trim() === '') return input;
  const [, minus, whole = '', fraction = ''] = match;
  const digits = whole.replace(/,/g, '');
  if ((!digits && !fraction) || fraction.length > 2) return input;
  const integer = digits.replace(/^0+(?=\d)/, '') || '0';
  return `${minus && (integer !== '0' || /[1-9]/.test(fraction)) ? '-' : ''}${integer}.${fraction.padEnd(2, '0')}`;
}

/**
 * Integer cents of a decimal string, for arithmetic (totals, splits); `null` when not an amount.
 *
 * @example
 * moneyToCents('1250.50'); // 125050
 */
export function moneyToCents(decimal: string): number | null {
  const normalized = normalizeMoney(decimal);
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(normalized);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/**
 * The wire decimal string of an integer number of cents.
 *
 * @example
 * centsToMoney(125050); // '1250.50'
 */
export function centsToMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`centsToMoney needs whole cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
