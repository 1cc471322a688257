import { divideRounded, parseDecimal } from '../money/money';
import type { TimeOffPolicyRecord } from './records';

/** What one processed payroll paid an employee, in thousandths of an hour. */
export interface PaidHours {
  /** Regular hours worked (salaried: 8 per weekday of the period, less time off). */
  regular: number;
  /** Overtime and double overtime hours. */
  overtime: number;
  /** Paid time off hours. */
  timeOff: number;
}

/**
 * Hours a payroll accrues on a policy before the caps (DECISIONS 43): `per_pay_period` adds
 * `accrual_rate` for each regular payroll; the per-hour methods add `accrual_rate` per
 * `accrual_rate_unit` hours worked (regular + overtime) or paid (worked + time off), the
 * `_no_overtime` variants leaving overtime out. Unlimited and the yearly methods accrue nothing in
 * the demo. Result in thousandths of an hour, rounded half up.
 *
 * @example
 * accrualFor({ accrual_method: 'per_hour_paid', accrual_rate: '1.0000', accrual_rate_unit: '30.000' },
 *   { regular: 80_000, overtime: 0, timeOff: 10_000 }, true); // 3000 (90 h / 30 h × 1 h)
 */
export function accrualFor(
  policy: Pick<TimeOffPolicyRecord, 'accrual_method' | 'accrual_rate' | 'accrual_rate_unit'>,
  paid: PaidHours,
  regularPayroll: boolean,
): number {
  // accrual_rate has 4 decimal places: ten-thousandths of an hour.
  const rate = policy.accrual_rate === null ? 0 : (parseDecimal(policy.accrual_rate, 4) ?? 0);
  if (rate <= 0) return 0;
  const unit = policy.accrual_rate_unit === null ? 1000 : (parseDecimal(policy.accrual_rate_unit, 3) ?? 0);
  const base = (() => {
    switch (policy.accrual_method) {
      case 'per_hour_worked':
        return paid.regular + paid.overtime;
      case 'per_hour_worked_no_overtime':
        return paid.regular;
      case 'per_hour_paid':
        return paid.regular + paid.overtime + paid.timeOff;
      case 'per_hour_paid_no_overtime':
        return paid.regular + paid.timeOff;
      default:
        return null;
    }
  })();
  if (policy.accrual_method === 'per_pay_period') return regularPayroll ? divideRounded(rate, 10) : 0;
  if (base === null || unit <= 0) return 0;
  // rate (1e-4 h) × base (1e-3 h) / unit (1e-3 h) → 1e-4 h; /10 → thousandths.
  return divideRounded(rate * base, unit * 10);
}
