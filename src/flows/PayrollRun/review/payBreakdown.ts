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
  /** Paid time off whose unused hours are paid out on a final payroll (`final_payout_unused_hours_input`). */
  payout?: boolean;
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
  /**
   * The employee's own taxes, then each deduction (garnishments included), then each benefit's
   * deduction (pre-tax, Roth and post-tax alike: all come out of net pay), negative.
   */
  withheld: PayLine[];
  /** The employee's own taxes. */
  taxes: number;
  net: number;
  /** Paid on top of net pay, untaxed. */
  reimbursements: number;
  /** Each reimbursement: its description ('' when it has none). */
  reimbursementLines: PayLine[];
  /** What the employee receives: net pay plus reimbursements (DECISIONS 67). */
  checkAmount: number;
  /** The employer's taxes, on top of gross pay, not taken from it. */
  employer: PayLine[];
  /** The company's benefit contributions (DECISIONS 68): shown, never in net pay. */
  contributions: PayLine[];
}

/** The earning type whose fixed compensations are reimbursements, not wages (DECISIONS 67). */
const REIMBURSEMENT = 'Reimbursement';

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
    // Paid time off where the service says what it paid (hours taken and unused hours paid out).
    ...(row.paid_time_off ?? [])
      .filter((line) => line.amount != null)
      .map((line) => {
        const payout = Number(line.final_payout_unused_hours_input ?? 0);
        const hours = Number(line.hours) + payout;
        return {
          name: line.name ?? '',
          cents: cents(line.amount),
          hours: String(hours),
          ...(payout > 0 ? { payout: true } : {}),
        };
      }),
    ...row.fixed_compensations
      .filter((line) => line.name !== REIMBURSEMENT)
      .map((line) => ({ name: line.name, cents: cents(line.amount) })),
  ];
  earnings.push({ name: '', cents: gross - sumOf(earnings) });
  const own = taxes(false);
  const deductions = (row.deductions ?? []).map((line) => ({
    name: line.name,
    cents: -(line.amount_type === 'percent'
      ? Math.round((gross * Number(line.amount)) / 100)
      : cents(line.amount)),
  }));
  const benefits = row.benefits ?? [];
  const benefitDeductions = benefits.map((line) => ({
    name: line.name,
    cents: -cents(line.employee_deduction),
  }));
  const nonZero = (lines: PayLine[]) => lines.filter((line) => line.cents);
  // A `Reimbursement` fixed compensation (how off-cycle payrolls carry one) is paid as one too.
  const reimbursementLines = nonZero([
    ...(row.reimbursements ?? []).map((line) => ({
      name: line.description ?? '',
      cents: cents(line.amount),
    })),
    ...row.fixed_compensations
      .filter((line) => line.name === REIMBURSEMENT)
      .map((line) => ({ name: '', cents: cents(line.amount) })),
  ]);
  const reimbursements = sumOf(reimbursementLines);
  return {
    earnings: nonZero(earnings),
    gross,
    withheld: nonZero([...own, ...deductions, ...benefitDeductions]),
    taxes: -sumOf(own),
    net,
    reimbursements,
    reimbursementLines,
    checkAmount: row.check_amount == null ? net + reimbursements : cents(row.check_amount),
    employer: nonZero(taxes(true)),
    contributions: nonZero(
      benefits.map((line) => ({ name: line.name, cents: cents(line.company_contribution) })),
    ),
  };
}
