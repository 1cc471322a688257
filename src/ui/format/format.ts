/** Locale-aware formatters for what a payroll screen shows. */
export interface Format {
  /** A decimal-string amount (`"1250.5"`) as currency; formatted from the string, never through a float. */
  money(decimal: string): string;
  /** A `YYYY-MM-DD` date (shown as that calendar day in every time zone) or an ISO date-time. */
  date(iso: string): string;
  /** A number or decimal string (hours like `"40.000"`), grouped for the locale. */
  number(value: number | string): string;
  /** A value in percent units (`"12.5"` → `12.5%`). */
  percent(value: number | string, maximumFractionDigits?: number): string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Builds the formatters for a locale; unparseable input is returned as its raw text rather than
 * `NaN` or a crash, because the contract may grow values we don't know yet.
 *
 * @example
 * createFormat('en-US').money('1250.5'); // '$1,250.50'
 * createFormat('es-US').date('2026-01-31'); // '31 ene 2026'
 */
export function createFormat(locale: string, currency = 'USD'): Format {
  const moneyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    // Intl formats numeric *strings* exactly (ES2023), so "0.1" + rounding never goes through binary floats.
    money: (decimal) => (DECIMAL.test(decimal) ? moneyFormat.format(decimal as `${number}`) : decimal),
    date: (iso) => {
      const day = DATE_ONLY.exec(iso);
      if (day) return dateFormat.format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      const instant = Date.parse(iso);
      return Number.isNaN(instant) ? iso : dateTimeFormat.format(instant);
    },
    number: (value) => {
      const text = String(value);
      return DECIMAL.test(text) ? numberFormat.format(text as `${number}`) : text;
    },
    percent: (value, maximumFractionDigits = 2) => {
      const text = String(value);
      if (!DECIMAL.test(text)) return text;
      // Shift by the exponent instead of dividing by 100: exact for any decimal string.
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits }).format(
        `${text}e-2` as `${number}`,
      );
    },
  };
}
