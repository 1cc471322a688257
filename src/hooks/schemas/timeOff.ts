import * as z from 'zod/mini';
import { hours, isoDate, optional, requiredText } from './fields';

/**
 * A time off policy (UPSTREAM D.1): unlimited policies carry no accrual rate or caps.
 *
 * @example
 * timeOffPolicySchema.parse({ name: 'Vacation', policy_type: 'vacation', accrual_method: 'unlimited' });
 */
export const timeOffPolicySchema = /* @__PURE__ */ (() =>
  z
    .object({
      name: requiredText,
      policy_type: z.enum(['vacation', 'sick'], { error: 'validation.required' }),
      accrual_method: z.enum(
        [
          'unlimited',
          'per_pay_period',
          'per_calendar_year',
          'per_anniversary_year',
          'per_hour_worked',
          'per_hour_worked_no_overtime',
          'per_hour_paid',
          'per_hour_paid_no_overtime',
        ],
        { error: 'validation.required' },
      ),
      accrual_rate: optional(hours),
      max_hours: optional(hours),
      carryover_limit_hours: optional(hours),
      paid_out_on_termination: z.optional(z.boolean()),
    })
    .check(
      z.superRefine((value, context) => {
        if (value.accrual_method !== 'unlimited') return;
        for (const field of ['accrual_rate', 'max_hours', 'carryover_limit_hours'] as const) {
          if (value[field] !== undefined) {
            context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
          }
        }
      }),
    ))();

/**
 * A time off request: dates in order and hours per day as decimal strings.
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
      days: z.record(isoDate, hours),
      employee_note: optional(z.string()),
    })
    .check(
      z.refine((value) => value.end_date >= value.start_date, {
        path: ['end_date'],
        error: 'validation.endBeforeStart',
      }),
    ))();
