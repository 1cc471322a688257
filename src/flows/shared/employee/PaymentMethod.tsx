import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { usePaymentMethodForm } from '../../../hooks/paymentMethod';
import type { PaymentSplit } from '../../../api/paymentMethod/types';
import {
  centsToMoney,
  usePrimitives,
  useFlowMessages,
  useFormat,
  Alert as DefaultAlert,
  Button as DefaultButton,
  ConfirmDialog as DefaultConfirmDialog,
  MoneyField as DefaultMoneyField,
  NumberField as DefaultNumberField,
  RadioGroup as DefaultRadioGroup,
} from '../../../ui';
import { BankAccountFields } from '../BankAccountFields';
import { RecordStep } from './RecordStep';
import { stepText } from './stepText';
import type { OnboardingStepProps } from './stepContract';
import { fieldErrorText } from '../fieldErrorText';
import { paymentMethodMessages } from './PaymentMethod.messages';
import { registeredField } from '../registeredField';
import { InlineForm } from '../InlineForm';
import { subheadingOf, useSectionHeading } from '../headingLevel';

/** The order buttons of an account: one place up, one place down. */
const MOVES = [
  { key: 'moveUp', by: -1 },
  { key: 'moveDown', by: 1 },
] as const;

/**
 * Props of {@link PaymentMethod}.
 *
 * @example
 * const props: PaymentMethodProps = { companyId, employeeId, onComplete: next };
 */
export type PaymentMethodProps = OnboardingStepProps;

/**
 * The payment method step: paper check, or direct deposit into one or more bank accounts split
 * by percentage (totalling 100) or by dollar amount (the last account receives the remainder),
 * in an order the user can change. Accounts are added here (routing number checked) and removed
 * after a confirmation; the service's refusals show on the field they concern.
 *
 * @example
 * <PaymentMethod companyId={companyId} employeeId={employeeId} onComplete={next} onBack={back} />
 */
export function PaymentMethod({
  employeeId,
  onComplete,
  onBack,
  onEvent,
  onDirtyChange,
  submitLabel,
}: PaymentMethodProps) {
  const { t, lookup } = useFlowMessages(paymentMethodMessages);
  const format = useFormat();
  const Subheading = subheadingOf(useSectionHeading());
  const { Alert, Button, ConfirmDialog, MoneyField, NumberField, RadioGroup } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    ConfirmDialog: DefaultConfirmDialog,
    MoneyField: DefaultMoneyField,
    NumberField: DefaultNumberField,
    RadioGroup: DefaultRadioGroup,
  });
  const [added, setAdded] = useState<string>();
  const [removing, setRemoving] = useState<{ uuid: string; name: string }>();
  const [removeError, setRemoveError] = useState<string>();
  const pm = usePaymentMethodForm(employeeId, {
    onSaved: () => {
      onEvent?.('employee.updated', { employeeId });
      onEvent?.('step.completed', { employeeId, step: 'direct_deposit_setup' });
      onComplete();
    },
    onAccountCreated: (account) => {
      setAdded(account.name);
      onEvent?.('bank_account.created', { employeeId, bankAccountId: account.uuid });
    },
  });
  const { register, formState, watch } = pm.form;
  const { errors } = formState;
  const type = watch('type');
  const splitBy = watch('split_by');
  const splits = watch('splits');
  const last = splits.length - 1;
  const percentTotal = splits.reduce((sum, split) => {
    const value = split.split_amount.trim();
    return /^[0-9]{1,3}$/.test(value) ? sum + Number(value) : sum;
  }, 0);
  const label = (name: string) =>
    name === 'type' ? t('type') : name === 'split_by' ? t('splitBy') : t('splitsLegend');
  const field = registeredField(pm.form, label, (errors, name) => fieldErrorText(lookup, errors, name));
  const accountField = registeredField(
    pm.accountForm.form,
    (name) => t(`account.${name}`),
    (errors, name) => fieldErrorText(lookup, errors, name),
  );
  // Splits in a conflict prompt: each account's share as the user knows it, not the wire JSON.
  const describeSplits = (value: PaymentSplit[]) =>
    [...value]
      .sort((a, b) => a.priority - b.priority)
      .map((split) => {
        const name = split.name ?? pm.accounts.find((entry) => entry.uuid === split.uuid)?.name ?? split.uuid;
        if (split.split_amount === null) return t('conflict.splitRest', { name });
        const share =
          (pm.conflict?.remote.split_by ?? splitBy) === 'Amount'
            ? format.money(centsToMoney(split.split_amount))
            : format.percent(split.split_amount);
        return `${name}: ${share}`;
      })
      .join(', ');

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveError(undefined);
    try {
      await pm.removeAccount(removing.uuid);
      setRemoving(undefined);
    } catch (error) {
      setRemoving(undefined);
      setRemoveError(isApiError(error) ? (error.errors[0]?.message ?? error.message) : String(error));
      onEvent?.('error', { step: 'direct_deposit_setup', error: error as Error });
    }
  };

  const addAccountForm = (
    <section className="pk-flow-section__aside" aria-labelledby={`${employeeId}-add-account`}>
      <Subheading id={`${employeeId}-add-account`}>{t('addAccount')}</Subheading>
      {added ? (
        <Alert
          tone="success"
          title={t('account.added', { name: added })}
          onDismiss={() => setAdded(undefined)}
        />
      ) : null}
      <InlineForm form={pm.accountForm}>
        <BankAccountFields
          field={accountField}
          words={{
            Checking: t('account.Checking'),
            Savings: t('account.Savings'),
            routingHint: t('account.routing_hint'),
          }}
        />
        <Button type="submit" variant="secondary" loading={pm.accountForm.isSubmitting}>
          {t('account.submit')}
        </Button>
      </InlineForm>
    </section>
  );

  return (
    <RecordStep
      step={pm}
      text={stepText(t)}
      fieldLabel={label}
      formatValue={(name, value) =>
        name === 'splits' && Array.isArray(value) ? describeSplits(value as PaymentSplit[]) : undefined
      }
      notice={
        removeError ? (
          <Alert tone="danger" title={removeError} onDismiss={() => setRemoveError(undefined)} />
        ) : null
      }
      onBack={onBack}
      submitLabel={submitLabel}
      onDirtyChange={onDirtyChange}
      inset={type === 'Direct Deposit' ? addAccountForm : null}
    >
      <RadioGroup
        {...field('type')}
        required
        orientation="horizontal"
        options={[
          { value: 'Check', label: t('type.check') },
          { value: 'Direct Deposit', label: t('type.directDeposit') },
        ]}
      />
      {type === 'Direct Deposit' && pm.splits.fields.length === 0 ? <p>{t('noAccounts')}</p> : null}
      {type === 'Direct Deposit' && pm.splits.fields.length > 0 ? (
        <>
          <RadioGroup
            {...field('split_by')}
            orientation="horizontal"
            options={[
              { value: 'Percentage', label: t('splitBy.percentage') },
              { value: 'Amount', label: t('splitBy.amount') },
            ]}
          />
          <fieldset className="pk-flow-section__group">
            <legend className="pk-flow-section__legend">{t('splitsLegend')}</legend>
            <ol className="pk-onboarding-splits">
              {pm.splits.fields.map((field, index) => {
                const name = field.name;
                const accountText = field.hidden_account_number ?? '';
                const error = fieldErrorText(lookup, errors, `splits.${index}.split_amount`);
                return (
                  <li key={field.id} className="pk-onboarding-splits__item">
                    {splitBy === 'Amount' && index === last ? (
                      <p>{t('remainder', { name, account: accountText })}</p>
                    ) : splitBy === 'Amount' ? (
                      <MoneyField
                        label={t('splitAmount', { name, account: accountText })}
                        required
                        error={error}
                        {...register(`splits.${index}.split_amount`)}
                      />
                    ) : (
                      <NumberField
                        label={t('splitPercent', { name, account: accountText })}
                        unit="%"
                        inputMode="numeric"
                        required
                        error={error}
                        {...register(`splits.${index}.split_amount`)}
                      />
                    )}
                    {splitBy === 'Amount' && index === last && error ? (
                      <p className="pk-field__error" role="alert">
                        {error}
                      </p>
                    ) : null}
                    <div className="pk-onboarding-splits__actions">
                      {MOVES.map(({ key, by }) => (
                        <Button
                          key={key}
                          type="button"
                          size="sm"
                          variant="ghost"
                          disabled={index + by < 0 || index + by > last}
                          onClick={() => pm.moveSplit(index, index + by)}
                        >
                          {t(key, { name })}
                        </Button>
                      ))}
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        onClick={() => setRemoving({ uuid: field.uuid, name })}
                      >
                        {t('remove', { name })}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ol>
            {splitBy === 'Percentage' ? (
              <p aria-live="polite">{t('percentTotal', { total: percentTotal })}</p>
            ) : null}
          </fieldset>
        </>
      ) : null}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => {
          if (!open) setRemoving(undefined);
        }}
        tone="danger"
        title={t('remove.title', { name: removing?.name ?? '' })}
        description={t('remove.description')}
        confirmLabel={t('remove.confirm')}
        onConfirm={() => void confirmRemove()}
        loading={pm.isRemovingAccount}
      />
    </RecordStep>
  );
}
