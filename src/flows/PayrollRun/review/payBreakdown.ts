import type { EmployeeCompensation } from '../../../api/payroll/types';
import { moneyToCents } from '../../../ui';

/** Cents of a decimal string or number from the wire; 0 when absent. */
export function cents(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return moneyToCents(typeof value === 'number' ? value.toFixed(2) : value) ?? 0;
}

/**
 * One line of an employee's pay, in cents; what is withheld is negative.
 *
 * @example
 * const line: PayLine = { name: 'Regular Hours', cents: 240000, hours: '80.000' };
 */
export interface PayLine {
  /** The service's name: an hourly line's, an earning type, a tax, a deduction; '' for other pay. */
  name: string;
  cents: number;
  /** An hourly line's hours (decimal string). */
  hours?: string;
}

/** The sum of some lines' cents. @example sumOf(pay.employer); */
export const sumOf = (lines: readonly PayLine[]) => lines.reduce((sum, line) => sum + line.cents, 0);

/**
 * What one employee's gross, taxes and net are made of (DECISIONS 38), in integer cents: the
 * earnings add up to `gross`, and with what is withheld to `net`.
 *
 * @example
 * const pay = payBreakdown(row);
 * sumOf(pay.earnings) === pay.gross; // true
 */
export interface PayBreakdown {
  /** Hourly lines, fixed pay, then what gross holds besides (salary, paid time off) as `name: ''`. */
  earnings: PayLine[];
  gross: number;
  /** The employee's own taxes, then each deduction (garnishments included), negative. */
  withheld: PayLine[];
  /** The employee's own taxes. */
  taxes: number;
  net: number;
  /** Paid on top of net pay, untaxed. */
  reimbursements: number;
  /** The employer's taxes, on top of gross pay, not taken from it. */
  employer: PayLine[];
}

/**
 * Reads one calculated (or processed) payroll row read with `include=taxes` into its lines. The
 * service gives no line for a salary or paid time off, so what gross holds beyond the listed
 * lines is one line of other pay; a percent deduction is that percent of gross, rounded half up.
 *
 * @example
 * payBreakdown(row).withheld; // [{ name: 'Federal Income Tax', cents: -21300 }, …]
 */
export function payBreakdown(row: EmployeeCompensation): PayBreakdown {
  const gross = cents(row.gross_pay);
  const net = cents(row.net_pay);
  const taxes = (employer: boolean) =>
    (row.taxes ?? [])
      .filter((tax) => tax.employer === employer)
      .map((tax) => ({ name: tax.name, cents: cents(tax.amount) * (employer ? 1 : -1) }));
  const earnings: PayLine[] = [
    ...row.hourly_compensations
      .filter((line) => Number(line.hours) > 0)
      .map((line) => ({ name: line.name, cents: cents(line.amount), hours: line.hours })),
    ...row.fixed_compensations.map((line) => ({ name: line.name, cents: cents(line.amount) })),
  ];
  earnings.push({ name: '', cents: gross - sumOf(earnings) });
  const own = taxes(false);
  const deductions = (row.deductions ?? []).map((line) => ({
    name: line.name,
    cents: -(line.amount_type === 'percent'
      ? Math.round((gross * Number(line.amount)) / 100)
      : cents(line.amount)),
  }));
  const nonZero = (lines: PayLine[]) => lines.filter((line) => line.cents);
  return {
    earnings: nonZero(earnings),
    gross,
    withheld: nonZero([...own, ...deductions]),
    taxes: -sumOf(own),
    net,
    reimbursements: sumOf(
      (row.reimbursements ?? []).map((line) => ({ name: '', cents: cents(line.amount) })),
    ),
    employer: nonZero(taxes(true)),
  };
}
