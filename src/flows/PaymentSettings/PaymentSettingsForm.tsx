import type { Ref } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { PaymentConfigs } from '../../api/company/types';
import { usePaymentConfigsForm, type PaymentConfigsValues } from '../../hooks/company';
import { usePrimitives, MoneyField as DefaultMoneyField, RadioGroup as DefaultRadioGroup } from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { recordFormLayout } from '../shared/recordFormLayout';
import { registeredField } from '../shared/registeredField';
import { useFormMessages } from '../shared/useFormMessages';
import type { PaymentSettingsEventHandler } from './events';
import { paymentSettingsMessages } from './messages';
import { paymentSpeeds } from './paymentSpeedWords';

/**
 * The categories of the service's refusals (SPEC §8): its message names the field by its key
 * ("fast_payment_limit must be an amount of money."), so the form says it in its own words.
 */
const SERVICE_REFUSALS = new Set(['invalid_attribute_value', 'invalid_parameter', 'missing_parameter']);

/** Props of {@link PaymentSettingsForm}. */
export interface PaymentSettingsFormProps {
  companyId: string;
  /** Saved: the payment configs as the service now has them. */
  onSaved?: (configs: PaymentConfigs & { uuid: string }, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: PaymentSettingsEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Change the company's payment speed (next-day, two-day, four-day, each with what it means) and
 * its fast payment limit in dollars (blank for none). A refusal of the service (a speed the
 * partner may not offer, an amount it cannot take) comes back on its field with what was typed
 * kept; only the settings changed are sent, so a colleague's save of another one is kept.
 *
 * @example
 * <PaymentSettingsForm companyId={companyId} onSaved={backToOverview} onCancel={backToOverview} />
 */
export function PaymentSettingsForm(props: PaymentSettingsFormProps) {
  const { companyId, onEvent, onSaved } = props;
  const { MoneyField, RadioGroup } = usePrimitives({
    MoneyField: DefaultMoneyField,
    RadioGroup: DefaultRadioGroup,
  });
  const { t, fieldError } = useFormMessages(paymentSettingsMessages);
  const record = usePaymentConfigsForm(companyId, {
    onSaved: (configs) => {
      onEvent?.('paymentSettings.updated', {
        companyId,
        paymentSpeed: configs.payment_speed ?? '2-day',
        fastPaymentLimit: configs.fast_payment_limit ?? null,
      });
      onSaved?.({ ...configs, uuid: companyId }, false);
    },
  });
  const errorText = (errors: FieldErrors<PaymentConfigsValues>, name: keyof PaymentConfigsValues) => {
    const refused = SERVICE_REFUSALS.has(String(errors[name]?.type));
    if (refused && name === 'fast_payment_limit') return t('field.fast_payment_limit.invalid');
    if (refused && name === 'payment_speed') return t('field.payment_speed.invalid');
    return fieldError(errors, name);
  };
  const field = registeredField(record.form, (name) => t(`field.${name}`), errorText);
  return (
    <FormLayout
      {...recordFormLayout(record, {
        t,
        editing: true,
        found: true,
        view: props,
        messages: paymentSettingsMessages,
      })}
    >
      <RadioGroup
        {...field('payment_speed')}
        required
        options={paymentSpeeds.map((speed) => ({
          value: speed,
          label: t(`speed.${speed}`),
          hint: t(`speed.${speed}.hint`),
        }))}
      />
      <MoneyField {...field('fast_payment_limit')} hint={t('field.fast_payment_limit.hint')} />
    </FormLayout>
  );
}
