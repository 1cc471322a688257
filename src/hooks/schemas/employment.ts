import * as z from 'zod/mini';
import { flsaStatus, isoDate, money, paymentUnit, requiredText } from './fields';

/**
 * A termination: the last day of work, and whether a dismissal payroll pays the final wages.
 *
 * @example
 * terminationSchema.parse({ effective_date: '2026-06-16', run_termination_payroll: true });
 */
export const terminationSchema = /* @__PURE__ */ (() =>
  z.object({
    effective_date: isoDate,
    run_termination_payroll: z.boolean(),
  }))();

/**
 * A pay change from a date (UPSTREAM-2 J.5): the new rate, its unit and FLSA status, and the
 * date it takes effect (required: a pay change without one would rewrite today's pay). An Owner
 * is never paid by the hour.
 *
 * @example
 * payChangeSchema.parse({ rate: '91000.00', payment_unit: 'Year', flsa_status: 'Exempt', effective_date: '2026-06-20' });
 */
export const payChangeSchema = /* @__PURE__ */ (() =>
  z
    .object({
      rate: money,
      payment_unit: paymentUnit,
      flsa_status: flsaStatus,
      effective_date: isoDate,
    })
    .check(
      z.refine((value) => !(value.flsa_status === 'Owner' && value.payment_unit === 'Hour'), {
        path: ['payment_unit'],
        error: 'validation.paymentUnit',
      }),
    ))();

/**
 * A rehire (UPSTREAM-2 J.3): the first day back, the work location, and whether to file a new
 * hire report.
 *
 * @example
 * rehireSchema.parse({ effective_date: '2026-06-29', work_location_uuid: locationId, file_new_hire_report: false });
 */
export const rehireSchema = /* @__PURE__ */ (() =>
  z.object({
    effective_date: isoDate,
    work_location_uuid: requiredText,
    file_new_hire_report: z.boolean(),
  }))();
