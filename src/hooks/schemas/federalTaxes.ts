import * as z from 'zod/mini';
import { money, optional } from './fields';

/**
 * A 2020+ W-4 (contract.md#employees). Amounts are typed as decimal strings and converted by the hook.
 *
 * @example
 * federalTaxesSchema.parse({ filing_status: 'Single', two_jobs: false });
 */
export const federalTaxesSchema = /* @__PURE__ */ (() =>
  z.object({
    filing_status: z.enum(['Single', 'Married', 'Head of Household', 'Exempt from withholding'], {
      error: 'validation.filingStatus',
    }),
    two_jobs: z.optional(z.boolean()),
    extra_withholding: optional(money),
    dependents_amount: optional(money),
    other_income: optional(money),
    deductions: optional(money),
  }))();
