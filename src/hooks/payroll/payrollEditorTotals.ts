import { moneyToCents } from '../../api/money';
import type { EmployeeCompensation } from '../../api/payroll/types';

/**
 * Column totals of the rows not excluded, drafts applied: hours in integer thousandths (the wire
 * precision), money in integer cents, never floats. The editor store keeps them per edit: it takes
 * the row's old values out and puts its new ones in, so a keystroke never re-sums the payroll.
 *
 * @example
 * const totals: PayrollEditorTotals = store.getTotals();
 * centsToMoney(totals.earnings.Bonus ?? 0); // '1500.00'
 */
export interface PayrollEditorTotals {
  /** Rows not excluded. */
  included: number;
  /** Thousandths of an hour by hour kind (`Regular Hours`, `Overtime`, `Double overtime`). */
  hours: Readonly<Record<string, number>>;
  /** Cents by fixed earning name. */
  earnings: Readonly<Record<string, number>>;
  /** Cents. */
  reimbursements: number;
  /** Thousandths of an hour of paid time off. */
  timeOff: number;
}

/**
 * Integer thousandths of an hours string (the wire precision: at most three decimals, never
 * negative), so hours are added as integers, never as floats. Blank or invalid text gives 0, or
 * `invalid` when given (a form that must tell "0" from a typo). The one home of this rule: the
 * payroll editor, time off and contractor payments all read hours through it.
 *
 * @example
 * hoursToThousandths('40.5'); // 40500
 * hoursToThousandths('8.000') + hoursToThousandths('0.1'); // 8100
 * hoursToThousandths('forty', null); // null
 */
export function hoursToThousandths(text: string | undefined): number;
export function hoursToThousandths<Invalid>(text: string | undefined, invalid: Invalid): number | Invalid;
export function hoursToThousandths(text: string | undefined, invalid: unknown = 0): unknown {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec((text ?? '').trim());
  if (!match) return invalid;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/**
 * A sum of thousandths as a decimal string.
 *
 * @example
 * thousandthsToHours(40500); // '40.5'
 */
export function thousandthsToHours(value: number): string {
  const whole = Math.floor(value / 1000);
  const fraction = String(value % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Adds (`sign` 1) or takes out (`sign` -1) one row's values, into a copy of `totals`. */
export function countRow(
  totals: PayrollEditorTotals,
  row: EmployeeCompensation,
  sign: 1 | -1,
): PayrollEditorTotals {
  if (row.excluded) return totals;
  const hours = { ...totals.hours };
  const earnings = { ...totals.earnings };
  let { reimbursements, timeOff } = totals;
  for (const line of row.hourly_compensations)
    hours[line.name] = (hours[line.name] ?? 0) + sign * hoursToThousandths(line.hours);
  for (const line of row.fixed_compensations)
    earnings[line.name] = (earnings[line.name] ?? 0) + sign * (moneyToCents(line.amount) ?? 0);
  for (const line of row.reimbursements ?? [])
    reimbursements += sign * (moneyToCents(String(line.amount)) ?? 0);
  for (const line of row.paid_time_off ?? []) timeOff += sign * hoursToThousandths(line.hours);
  return { included: totals.included + sign, hours, earnings, reimbursements, timeOff };
}

/** Totals of no rows. */
export const NO_TOTALS: PayrollEditorTotals = {
  included: 0,
  hours: {},
  earnings: {},
  reimbursements: 0,
  timeOff: 0,
};
