import { paymentConfigView } from './views';
import type { PaymentConfigRecord } from './records';
import { ApiError, invalidAttribute, missingParameter } from '../errors';
import { readFields } from '../fields';
import type { Route } from '../service';

/**
 * Payment configs (UPSTREAM-2 H.8): speed, fast payment limit (decimal string on the wire, cents
 * here) and partner-owned disbursement; at least one must be sent.
 *
 * @example
 * new Router(paymentConfigRoutes);
 */
export const paymentConfigRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/payment_configs',
    auth: 'company',
    scope: 'company_payment_configs:read',
    handle({ params, grant }, service) {
      return { status: 200, body: paymentConfigView(service.company(params.company_id, grant)) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/companies/{company_id}/payment_configs',
    auth: 'company',
    scope: 'company_payment_configs:write',
    handle({ params, body, grant }, service) {
      const company = service.company(params.company_id, grant);
      const outer = readFields(body, { payment_configs: { kind: 'object', required: true } });
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
      service.emit('company.updated', 'Company', company.uuid, company.uuid);
      return { status: 200, body: paymentConfigView(company) };
    },
  },
];
