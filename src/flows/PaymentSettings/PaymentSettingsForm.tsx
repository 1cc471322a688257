import type { Ref } from 'react';
import type { PaymentConfigs } from '../../api/company/types';
import { usePaymentConfigsForm } from '../../hooks/company';
import { usePrimitives, MoneyField as DefaultMoneyField, RadioGroup as DefaultRadioGroup } from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { recordFormLayout } from '../shared/recordFormLayout';
import { registeredField } from '../shared/registeredField';
import { useFormMessages } from '../shared/useFormMessages';
import type { PaymentSettingsEventHandler } from './events';
import { paymentSettingsMessages } from './messages';
import { paymentSpeeds } from './paymentSpeedWords';

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
  const field = registeredField(record.form, (name) => t(`field.${name}`), fieldError);
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
