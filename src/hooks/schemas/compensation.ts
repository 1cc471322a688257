import * as z from 'zod/mini';
import { flsaStatus, isoDate, money, optional, paymentUnit, requiredText } from './fields';

/**
 * A job (contract.md#employees).
 *
 * @example
 * jobSchema.parse({ title: 'Engineer', hire_date: '2026-01-05' });
 */
export const jobSchema = /* @__PURE__ */ (() =>
  z.object({
    title: requiredText,
    hire_date: isoDate,
    two_percent_shareholder: z.optional(z.boolean()),
  }))();

/**
 * A compensation: decimal-string rate, payment_unit of Hour/Week/Month/Year, FLSA status. An
 * hourly rate below zero or an Owner paid by the hour make no sense and are refused here.
 *
 * @example
 * compensationSchema.parse({ rate: '42.00', payment_unit: 'Hour', flsa_status: 'Nonexempt' });
 */
export const compensationSchema = /* @__PURE__ */ (() =>
  z
    .object({
      rate: money,
      payment_unit: paymentUnit,
      flsa_status: flsaStatus,
      effective_date: optional(isoDate),
      adjust_for_minimum_wage: z.optional(z.boolean()),
    })
    .check(
      z.refine((value) => !(value.flsa_status === 'Owner' && value.payment_unit === 'Hour'), {
        path: ['payment_unit'],
        error: 'validation.paymentUnit',
      }),
    ))();
