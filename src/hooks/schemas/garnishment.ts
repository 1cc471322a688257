import * as z from 'zod/mini';
import { moneyToCents } from '../../api/money';
import { money, optional, requiredText } from './fields';

/**
 * The kinds of order a garnishment may be (UPSTREAM A.11), in the order the form offers them.
 *
 * @example
 * GARNISHMENT_TYPES.includes('student_loan'); // true
 */
export const GARNISHMENT_TYPES = [
  'child_support',
  'federal_tax_lien',
  'state_tax_lien',
  'student_loan',
  'creditor_garnishment',
  'federal_loan',
  'other_garnishment',
] as const;

/**
 * How often a child support order is paid, as the service writes it.
 *
 * @example
 * CHILD_SUPPORT_PAYMENT_PERIODS[3]; // 'Monthly'
 */
export const CHILD_SUPPORT_PAYMENT_PERIODS = [
  'Every week',
  'Every other week',
  'Twice per month',
  'Monthly',
] as const;

/**
 * A child support order's agency fields: state, county (FIPS code), payment period; the order
 * identifiers a state's agency requires are checked by the service, on their own fields.
 *
 * @example
 * childSupportSchema.parse({ state: 'FL', fips_code: '12011', payment_period: 'Monthly', case_number: 'FL-2026-118' });
 */
export const childSupportSchema = /* @__PURE__ */ (() =>
  z.object({
    state: requiredText,
    fips_code: requiredText,
    payment_period: z.enum(CHILD_SUPPORT_PAYMENT_PERIODS, { error: 'validation.required' }),
    case_number: optional(z.string()),
    order_number: optional(z.string()),
    remittance_number: optional(z.string()),
  }))();

/**
 * A garnishment order as SPEC §7 has it: amounts never negative (the service refuses a percent
 * above 100 on `amount`), a
 * pay-period maximum below the annual maximum (refused on `pay_period_maximum` with
 * `validation.max`, "Enter {max} or less", {max} a cent below the annual maximum), and a child
 * support order's agency fields when it is one.
 *
 * @example
 * garnishmentSchema.parse({ court_ordered: true, amount: '100.00', garnishment_type: 'student_loan', recurring: true });
 */
export const garnishmentSchema = /* @__PURE__ */ (() =>
  z
    .object({
      description: optional(z.string()),
      garnishment_type: optional(z.enum(GARNISHMENT_TYPES, { error: 'validation.required' })),
      court_ordered: z.boolean(),
      amount: money,
      deduct_as_percentage: z.optional(z.boolean()),
      recurring: z.optional(z.boolean()),
      times: optional(
        z.pipe(
          z.transform((value: unknown) => (typeof value === 'string' ? Number(value) : value)),
          z.int({ error: 'validation.nonNegative' }).check(z.minimum(1, { error: 'validation.nonNegative' })),
        ),
      ),
      annual_maximum: optional(money),
      pay_period_maximum: optional(money),
      total_amount: optional(money),
      active: z.optional(z.boolean()),
      child_support: z.optional(z.nullable(childSupportSchema)),
    })
    .check(
      z.superRefine((values, context) => {
        const cents = (text: string | undefined) => (text === undefined ? null : moneyToCents(text));
        const perPeriod = cents(values.pay_period_maximum);
        const annual = cents(values.annual_maximum);
        if (perPeriod !== null && annual !== null && perPeriod >= annual)
          context.addIssue({
            code: 'custom',
            path: ['pay_period_maximum'],
            message: 'validation.max',
          });
        if (values.garnishment_type === 'child_support' && !values.child_support)
          context.addIssue({
            code: 'custom',
            path: ['child_support', 'state'],
            message: 'validation.required',
          });
      }),
    ))();
