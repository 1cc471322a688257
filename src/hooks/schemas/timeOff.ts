import * as z from 'zod/mini';
import { hours, isoDate, optional, requiredText } from './fields';

/** How a policy accrues (contract.md#time-off). */
export const accrualMethods = [
  'unlimited',
  'per_pay_period',
  'per_calendar_year',
  'per_anniversary_year',
  'per_hour_worked',
  'per_hour_worked_no_overtime',
  'per_hour_paid',
  'per_hour_paid_no_overtime',
] as const;

/** The accrual settings a policy may carry, depending on its method. */
export type AccrualField =
  | 'accrual_rate'
  | 'accrual_rate_unit'
  | 'carryover_limit_hours'
  | 'max_accrual_hours_per_year'
  | 'max_hours'
  | 'accrual_waiting_period_days';

/**
 * Every accrual setting; which of them a policy takes depends on its method (see
 * {@link accrualFieldsFor}).
 *
 * @example
 * accrualSettings.length; // 6
 */
export const accrualSettings: readonly AccrualField[] = [
  'accrual_rate',
  'accrual_rate_unit',
  'carryover_limit_hours',
  'max_accrual_hours_per_year',
  'max_hours',
  'accrual_waiting_period_days',
];

/**
 * The accrual settings each method allows (contract.md#time-off; the service refuses the others on their
 * field): unlimited none; the yearly methods no per-year cap and no waiting period; only the
 * per-hour methods a rate unit. A form shows exactly these.
 *
 * @example
 * accrualFieldsFor('unlimited'); // []
 * accrualFieldsFor('per_hour_paid').includes('accrual_rate_unit'); // true
 */
export function accrualFieldsFor(method: string): AccrualField[] {
  if (method === 'unlimited') return [];
  const yearly = method === 'per_calendar_year' || method === 'per_anniversary_year';
  const perHour = method.startsWith('per_hour_');
  return [
    'accrual_rate',
    ...(perHour ? (['accrual_rate_unit'] as const) : []),
    'carryover_limit_hours',
    ...(yearly ? [] : (['max_accrual_hours_per_year'] as const)),
    'max_hours',
    ...(yearly ? [] : (['accrual_waiting_period_days'] as const)),
  ];
}

/** `MM-DD` of a real day of the year (February 29 allowed). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const resetDate = /* @__PURE__ */ (() =>
  z.string().check(
    z.refine(
      (value) => {
        const match = /^(\d{2})-(\d{2})$/.exec(value);
        const month = Number(match?.[1]);
        const day = Number(match?.[2]);
        return Boolean(match) && month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
      },
      { error: 'validation.resetDate' },
    ),
  ))();

/** An accrual rate: hours with up to four decimals (`"3.0769"`, contract.md#time-off). */
const accrualRate = /* @__PURE__ */ (() =>
  z.string().check(z.regex(/^[0-9]+(\.[0-9]{1,4})?$/, { error: 'validation.hours' })))();

/** Whole days of a waiting period, as typed. */
const wholeDays = /* @__PURE__ */ (() =>
  z.string().check(z.regex(/^[0-9]{1,4}$/, { error: 'validation.nonNegative' })))();

/**
 * A time off policy form (contract.md#time-off): every accruing method needs a rate, the
 * per-hour ones a rate unit above 0; a setting the method does not take is refused on its field
 * (the form hides it, the service would refuse it).
 *
 * @example
 * timeOffPolicySchema.parse({ name: 'Vacation', policy_type: 'vacation', accrual_method: 'unlimited' });
 */
export const timeOffPolicySchema = /* @__PURE__ */ (() =>
  z
    .object({
      name: requiredText,
      policy_type: z.enum(['vacation', 'sick'], { error: 'validation.required' }),
      accrual_method: z.enum(accrualMethods, { error: 'validation.required' }),
      accrual_rate: optional(accrualRate),
      accrual_rate_unit: optional(hours),
      carryover_limit_hours: optional(hours),
      max_accrual_hours_per_year: optional(hours),
      max_hours: optional(hours),
      accrual_waiting_period_days: optional(wholeDays),
      policy_reset_date: optional(resetDate),
      paid_out_on_termination: z.optional(z.boolean()),
    })
    .check(
      z.superRefine((value, context) => {
        const allowed = accrualFieldsFor(value.accrual_method);
        for (const field of accrualSettings) {
          if (value[field] !== undefined && !allowed.includes(field))
            context.addIssue({ code: 'custom', path: [field], message: 'validation.notForAccrualMethod' });
        }
        if (value.accrual_method === 'unlimited') return;
        if (value.accrual_rate === undefined)
          context.addIssue({ code: 'custom', path: ['accrual_rate'], message: 'validation.required' });
        if (allowed.includes('accrual_rate_unit') && !(Number(value.accrual_rate_unit ?? 0) > 0))
          context.addIssue({ code: 'custom', path: ['accrual_rate_unit'], message: 'validation.required' });
      }),
    ))();

/**
 * Hours of one day of a request: a decimal of at most three places, and at most 24 (issue 16:
 * 30 hours is a number; the message says the real limit).
 *
 * @example
 * dayHours.parse('7.5'); // '7.5'
 * dayHours.safeParse('30').error?.issues[0]?.message; // 'validation.hoursPerDay'
 */
export const dayHours = /* @__PURE__ */ (() =>
  hours.check(
    // A value that is not a number already has its message (validation.hours).
    z.refine((value) => !/^[0-9]+(\.[0-9]+)?$/.test(value) || Number(value) <= 24, {
      error: 'validation.hoursPerDay',
    }),
  ))();

/**
 * A time off request: dates in order, hours day by day (each at most 24, at least one above 0).
 *
 * @example
 * timeOffRequestSchema.parse({ employee_uuid: 'e', policy_uuid: 'p', start_date: '2026-07-01', end_date: '2026-07-01', days: { '2026-07-01': '8.000' } });
 */
export const timeOffRequestSchema = /* @__PURE__ */ (() =>
  z
    .object({
      employee_uuid: requiredText,
      policy_uuid: requiredText,
      start_date: isoDate,
      end_date: isoDate,
      days: z.record(isoDate, dayHours),
      employee_note: optional(z.string()),
    })
    .check(
      z.refine((value) => value.end_date >= value.start_date, {
        path: ['end_date'],
        error: 'validation.endBeforeStart',
      }),
      z.refine((value) => Object.values(value.days).some((h) => Number(h) > 0), {
        path: ['days'],
        error: 'validation.required',
      }),
    ))();
