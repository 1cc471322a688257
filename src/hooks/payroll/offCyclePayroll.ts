import { OFF_CYCLE_EMPLOYEE_LIMIT } from '../../api/payroll/operations';
import type { OffCyclePayrollBody } from '../../api/payroll/types';
import { businessDayOnOrBefore } from '../businessDays';
import { addDays } from '../calendarDays';

/**
 * The reasons a partner can start an off-cycle payroll for, in the order a form offers them.
 *
 * @example
 * OFF_CYCLE_REASONS.includes('Bonus'); // true
 */
export const OFF_CYCLE_REASONS = [
  'Bonus',
  'Correction',
  'Dismissed employee',
  'Transition from old pay schedule',
  'Adhoc',
] as const;

/**
 * The withholding pay periods an off-cycle payroll may withhold as if paid on.
 *
 * @example
 * WITHHOLDING_PAY_PERIODS[0]; // 'Every week'
 */
export const WITHHOLDING_PAY_PERIODS = [
  'Every week',
  'Every other week',
  'Twice per month',
  'Monthly',
  'Quarterly',
  'Semiannually',
  'Annually',
] as const;

/**
 * One employee an off-cycle payroll pays: the uuid sent, the name shown while choosing.
 *
 * @example
 * const chosen: OffCycleEmployee = { uuid: employee.uuid, name: 'Ada Lovelace' };
 */
export interface OffCycleEmployee {
  uuid: string;
  name: string;
}

/**
 * Values of an off-cycle payroll form, named as the service names them; an empty
 * `withholding_pay_period` withholds as on each employee's regular schedule, and
 * `pay_schedule_uuid` is asked only for a transition from an old pay schedule.
 *
 * @example
 * const values: OffCyclePayrollValues = { off_cycle_reason: 'Bonus', start_date: '2026-07-01', end_date: '2026-07-01', check_date: '2026-07-08', withholding_pay_period: '', pay_schedule_uuid: '', skip_regular_deductions: false, fixed_withholding_rate: true, employees: [] };
 */
export interface OffCyclePayrollValues {
  off_cycle_reason: (typeof OFF_CYCLE_REASONS)[number];
  start_date: string;
  end_date: string;
  check_date: string;
  withholding_pay_period: '' | (typeof WITHHOLDING_PAY_PERIODS)[number];
  pay_schedule_uuid: string;
  skip_regular_deductions: boolean;
  fixed_withholding_rate: boolean;
  employees: OffCycleEmployee[];
}

/**
 * The withholding an off-cycle reason starts with (UPSTREAM-3 M.7, as the peer sets them): a bonus
 * at the flat 22% supplemental rate, skipping regular deductions and benefits; a correction, and
 * every other reason, at the regular rates with them.
 *
 * @example
 * offCycleReasonDefaults('Bonus'); // { fixed_withholding_rate: true, skip_regular_deductions: true }
 */
export function offCycleReasonDefaults(
  reason: OffCyclePayrollValues['off_cycle_reason'],
): Pick<OffCyclePayrollValues, 'fixed_withholding_rate' | 'skip_regular_deductions'> {
  const bonus = reason === 'Bonus';
  return { fixed_withholding_rate: bonus, skip_regular_deductions: bonus };
}

/** A field of {@link OffCyclePayrollValues} the rules can refuse. */
export type OffCyclePayrollField =
  'start_date' | 'end_date' | 'check_date' | 'pay_schedule_uuid' | 'employees';

/**
 * The check date an off-cycle payroll proposes on `today`: a week out, moved to the business day
 * before when that is a weekend or a bank holiday (as the service would move it), so the date
 * proposed is the date paid.
 *
 * @example
 * proposedCheckDate('2026-11-28'); // '2026-12-04' (a week out is Saturday Dec 5)
 */
export function proposedCheckDate(today: string): string {
  return businessDayOnOrBefore(addDays(today, 7));
}

/**
 * The off-cycle payroll's rules, checked before anything is sent: both period dates, the end on or
 * after the start, a check date not before `today`, the old pay schedule for a transition, and one
 * to {@link OFF_CYCLE_EMPLOYEE_LIMIT} employees (contract.md#limits). Answers each refused field's
 * message key (`validation.required` or the payroll run's `offCycle.*`); none when all hold. The
 * headless form's schema and `<OffCycleForm/>` both check these, so the rules have one home.
 *
 * @example
 * offCyclePayrollIssues({ ...values, employees: [] }, '2026-07-01'); // { employees: 'offCycle.employees.none' }
 */
export function offCyclePayrollIssues(
  values: OffCyclePayrollValues,
  today: string,
): Partial<Record<OffCyclePayrollField, string>> {
  const issues: Partial<Record<OffCyclePayrollField, string>> = {};
  const { start_date: start, end_date: end, check_date: check, employees } = values;
  if (!start) issues.start_date = 'validation.required';
  if (!end) issues.end_date = 'validation.required';
  else if (start && end < start) issues.end_date = 'offCycle.endBeforeStart';
  if (!check) issues.check_date = 'validation.required';
  else if (check < today) issues.check_date = 'offCycle.checkDatePast';
  if (values.off_cycle_reason === 'Transition from old pay schedule' && !values.pay_schedule_uuid)
    issues.pay_schedule_uuid = 'validation.required';
  if (employees.length === 0) issues.employees = 'offCycle.employees.none';
  else if (employees.length > OFF_CYCLE_EMPLOYEE_LIMIT) issues.employees = 'offCycle.employees.tooMany';
  return issues;
}

/**
 * The create body of an off-cycle payroll: the chosen employees by uuid, the options a reason does
 * not use left out.
 *
 * @example
 * offCyclePayrollBody(values).employee_uuids; // ['…']
 */
export function offCyclePayrollBody({
  employees,
  withholding_pay_period,
  pay_schedule_uuid,
  ...chosen
}: OffCyclePayrollValues): OffCyclePayrollBody {
  return {
    off_cycle: true,
    ...chosen,
    employee_uuids: employees.map((employee) => employee.uuid),
    ...(withholding_pay_period ? { withholding_pay_period } : {}),
    ...(chosen.off_cycle_reason === 'Transition from old pay schedule' ? { pay_schedule_uuid } : {}),
  };
}
