import * as z from 'zod/mini';
import type { PaymentConfigs, PaymentConfigsBody } from '../../api/company/types';
import { money, optional } from '../schemas/fields';
import { useRecordForm, type LoadedRecordForm, type RecordFormHookOptions } from '../useRecordForm';
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

/** Cents of a limit, null for none, so `"5000"` and `"5000.00"` are the same limit. */
function limitCents(limit: string | null | undefined): number | null {
  return limit ? Math.round(Number(limit) * 100) : null;
}

/**
 * Only the settings the user changed from the configs shown: the service keeps no version of
 * them, so sending the whole set would undo a colleague's save of another setting. Sent whole
 * when nothing differs (the service wants at least one).
 */
function changedConfigs(body: PaymentConfigsBody, shown: PaymentConfigs | undefined): PaymentConfigsBody {
  if (!shown) return body;
  const before = toValues(shown);
  const changed: PaymentConfigsBody = {};
  if (body.payment_speed !== before.payment_speed) changed.payment_speed = body.payment_speed;
  if (limitCents(body.fast_payment_limit) !== limitCents(before.fast_payment_limit))
    changed.fast_payment_limit = body.fast_payment_limit;
  if (body.partner_owned_disbursement !== before.partner_owned_disbursement)
    changed.partner_owned_disbursement = body.partner_owned_disbursement;
  return Object.keys(changed).length > 0 ? changed : body;
}

/**
 * Headless form of the company's payment configs: payment speed (`1-day` only for partners
 * allowed next-day payments), the fast payment limit in dollars, partner-owned disbursement. The
 * configs carry no version: a save sends only the settings changed from those shown, so a
 * colleague's save of another setting is kept (the same setting: the last save wins).
 *
 * @example
 * const { form, submit } = usePaymentConfigsForm(companyId, { onSaved: (configs) => close() });
 * <form onSubmit={submit}><select {...form.register('payment_speed')}><option>2-day</option><option>4-day</option></select></form>
 */
export function usePaymentConfigsForm(
  companyId: string,
  options: Pick<RecordFormHookOptions<PaymentConfigs, PaymentConfigsValues>, 'onSaved'> = {},
): LoadedRecordForm<PaymentConfigs, PaymentConfigsValues, PaymentConfigsBody> {
  const query = usePaymentConfigs(companyId);
  const update = useUpdatePaymentConfigs(companyId);
  const { onSaved } = options;
  const form = useRecordForm<PaymentConfigs, PaymentConfigsValues, PaymentConfigsBody>({
    schema,
    empty: { payment_speed: '2-day', fast_payment_limit: '', partner_owned_disbursement: false },
    record: query.data,
    toValues,
    // The configs carry no version: the company has one set, the changed settings sent.
    replace: (body) => update.mutateAsync(changedConfigs(body, query.data)),
    onSaved: onSaved && ((configs) => onSaved(configs)),
  });
  return { ...form, isLoading: query.isLoading, loadError: query.error };
}
