import { paymentConfigView } from './views';
import type { PaymentConfigRecord } from './records';
import { ApiError, invalidAttribute, missingParameter } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { companySingleton, resourceRoutes, scopesOf } from '../resource';
import type { Route } from '../service';

/** The body of payment configs: one object of settings (UPSTREAM-2 H.8). */
const PAYMENT_CONFIG_RULES = { payment_configs: { kind: 'object', required: true } } satisfies FieldRules;

/**
 * Payment configs (UPSTREAM-2 H.8): speed, fast payment limit (decimal string on the wire, cents
 * here) and partner-owned disbursement; at least one must be sent.
 *
 * @example
 * new Router(paymentConfigRoutes);
 */
export const paymentConfigRoutes: Route[] = resourceRoutes({
  item: '/v1/companies/{company_id}/payment_configs',
  scopes: scopesOf('company_payment_configs'),
  find: companySingleton((company) => company),
  view: paymentConfigView,
  events: { entity: 'Company', updated: 'company.updated', company: (company) => company.uuid },
  update: {
    version: 'none',
    whole: true,
    rules: PAYMENT_CONFIG_RULES,
    apply(company, outer) {
      const inner = outer.payment_configs as Record<string, unknown>;
      const values = readFields(inner, {
        payment_speed: { kind: 'enum', values: ['1-day', '2-day', '4-day'] },
        fast_payment_limit: { kind: 'money', min: 0, nullable: true },
        partner_owned_disbursement: { kind: 'boolean' },
      });
      if (Object.keys(values).length === 0)
        throw new ApiError(422, [
          { ...missingParameter('payment_configs'), message: 'At least one parameter must be provided' },
        ]);
      if (
        inner.fast_payment_limit !== undefined &&
        inner.fast_payment_limit !== null &&
        values.fast_payment_limit === undefined
      )
        throw new ApiError(422, [
          invalidAttribute('fast_payment_limit', 'Fast payment limit should be a number'),
        ]);
      const config = company.onboarding.paymentConfig;
      company.onboarding.paymentConfig = {
        payment_speed:
          (values.payment_speed as PaymentConfigRecord['payment_speed'] | undefined) ?? config.payment_speed,
        fast_payment_limit:
          values.fast_payment_limit === undefined
            ? config.fast_payment_limit
            : (values.fast_payment_limit as number | null),
        partner_owned_disbursement:
          (values.partner_owned_disbursement as boolean | undefined) ?? config.partner_owned_disbursement,
      };
    },
  },
});
