import * as z from 'zod/mini';
import { isoDate, optional } from './fields';

const dayOfMonth = /* @__PURE__ */ (() =>
  z
    .int()
    .check(
      z.minimum(1, { error: 'validation.dayOfMonth' }),
      z.maximum(31, { error: 'validation.dayOfMonth' }),
    ))();

/**
 * A pay schedule (UPSTREAM C): `day_1` for monthly and twice-monthly, `day_2` for twice-monthly;
 * the end of the first period is on or before its pay date.
 *
 * @example
 * payScheduleSchema.parse({ frequency: 'Every week', anchor_pay_date: '2026-07-03', anchor_end_of_pay_period: '2026-07-01' });
 */
export const payScheduleSchema = /* @__PURE__ */ (() =>
  z
    .object({
      frequency: z.enum(['Every week', 'Every other week', 'Twice per month', 'Monthly'], {
        error: 'validation.payFrequency',
      }),
      anchor_pay_date: isoDate,
      anchor_end_of_pay_period: isoDate,
      day_1: z.optional(z.nullable(dayOfMonth)),
      day_2: z.optional(z.nullable(dayOfMonth)),
      custom_name: optional(z.string()),
    })
    .check(
      z.superRefine((value, context) => {
        const monthly = value.frequency === 'Monthly' || value.frequency === 'Twice per month';
        if (monthly && value.day_1 == null) {
          context.addIssue({ code: 'custom', path: ['day_1'], message: 'validation.required' });
        }
        if (value.frequency === 'Twice per month' && value.day_2 == null) {
          context.addIssue({ code: 'custom', path: ['day_2'], message: 'validation.required' });
        }
        if (value.anchor_end_of_pay_period > value.anchor_pay_date) {
          context.addIssue({
            code: 'custom',
            path: ['anchor_end_of_pay_period'],
            message: 'validation.endBeforeStart',
          });
        }
      }),
    ))();
