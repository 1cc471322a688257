import type { CompanyRecord } from '../company/records';

/**
 * The company debit above which a payment cannot go by fast ACH (DECISIONS 70): the payment
 * configs' `fast_payment_limit` (UPSTREAM-2 H.8) and the demo's `fast_ach_threshold` control are
 * one setting, stored once in the company's payment configs. None by default, so the seeded
 * payrolls are never blocked; a company on four-day speed has no fast payments to limit.
 */

/**
 * The limit in cents, or null when fast payments are not limited.
 *
 * @example
 * const limit = fastPaymentLimitOf(company); // 100000 for "1000.00", null when unset
 */
export function fastPaymentLimitOf(company: CompanyRecord): number | null {
  const config = company.onboarding.paymentConfig;
  if (config.payment_speed === '4-day') return null;
  return config.fast_payment_limit;
}

/**
 * Sets the limit (cents; null removes it), as `PUT …/payment_configs` and the demo control do.
 *
 * @example
 * setFastPaymentLimit(company, 100_000);
 */
export function setFastPaymentLimit(company: CompanyRecord, cents: number | null): void {
  company.onboarding.paymentConfig = { ...company.onboarding.paymentConfig, fast_payment_limit: cents };
}
