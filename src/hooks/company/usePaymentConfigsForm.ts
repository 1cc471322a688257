import * as z from 'zod/mini';
import type { PaymentConfigs, PaymentConfigsBody } from '../../api/company/types';
import { money, optional } from '../schemas/fields';
import type { ApiForm } from '../useApiForm';
import { useRecordForm } from '../useRecordForm';
import { useUpdatePaymentConfigs } from './mutations';
import { usePaymentConfigs } from './queries';

/**
 * Values of the payment configs form; `fast_payment_limit` in dollars, blank for none.
 *
 * @example
 * const values: PaymentConfigsValues = { payment_speed: '2-day', fast_payment_limit: '5000.00', partner_owned_disbursement: false };
 */
export interface PaymentConfigsValues {
  payment_speed: '1-day' | '2-day' | '4-day';
  fast_payment_limit: string;
  partner_owned_disbursement: boolean;
}

const schema = /* @__PURE__ */ (() =>
  z.pipe(
    z.object({
      payment_speed: z.enum(['1-day', '2-day', '4-day'], { error: 'validation.required' }),
      fast_payment_limit: optional(money),
      partner_owned_disbursement: z.boolean(),
    }),
    z.transform((values): PaymentConfigsBody => ({
      ...values,
      fast_payment_limit: values.fast_payment_limit ?? null,
    })),
  ))();

function toValues(config: PaymentConfigs): PaymentConfigsValues {
  const speed = config.payment_speed;
  return {
    payment_speed: speed === '1-day' ? '1-day' : speed === '4-day' ? '4-day' : '2-day',
    fast_payment_limit: config.fast_payment_limit ?? '',
    partner_owned_disbursement: config.partner_owned_disbursement ?? false,
  };
}

/**
 * Headless form of the company's payment configs: payment speed (`1-day` only for partners
 * allowed next-day payments), the fast payment limit in dollars, partner-owned disbursement.
 *
 * @example
 * const { form, submit } = usePaymentConfigsForm(companyId);
 * <form onSubmit={submit}><select {...form.register('payment_speed')}><option>2-day</option><option>4-day</option></select></form>
 */
export function usePaymentConfigsForm(
  companyId: string,
): ApiForm<PaymentConfigsValues, PaymentConfigs, PaymentConfigsBody> & { isLoading: boolean } {
  const query = usePaymentConfigs(companyId);
  const update = useUpdatePaymentConfigs(companyId);
  const form = useRecordForm<PaymentConfigs, PaymentConfigsValues, PaymentConfigsBody>({
    schema,
    empty: { payment_speed: '2-day', fast_payment_limit: '', partner_owned_disbursement: false },
    record: query.data,
    toValues,
    // The configs carry no version: the company has one set, sent whole.
    replace: (body) => update.mutateAsync(body),
  });
  return { ...form, isLoading: query.isLoading };
}
