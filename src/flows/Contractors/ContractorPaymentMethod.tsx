import { useEffect, useState } from 'react';
import type { ContractorBankAccountBody } from '../../api/contractorPaymentMethod/types';
import {
  useContractorBankAccountForm,
  useContractorPaymentMethod,
  useUpdateContractorPaymentMethod,
} from '../../hooks/contractorPaymentMethod';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Button as DefaultButton,
  RadioGroup as DefaultRadioGroup,
  TextField as DefaultTextField,
} from '../../ui';
import { InlineForm } from '../shared/InlineForm';
import { registeredField } from '../shared/registeredField';
import { useContractorsMessages } from './useContractorsMessages';
import { Aside } from './Aside';

/** Props of {@link ContractorPaymentMethod}. */
export interface ContractorPaymentMethodProps {
  companyId: string;
  contractorId: string;
  /** A payment method was saved (the self-onboarding moves on to its next step). */
  onSaved?: () => void;
  /** The bank account form has typed changes not saved yet (a step flow's leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * How a contractor is paid out: the method on file (direct deposit into the masked account, or
 * check), "Pay by check", and a bank account form (the employee bank account's rules: a routing
 * number with its checksum) whose account replaces the one on file and makes it direct deposit.
 *
 * @example
 * <ContractorPaymentMethod companyId={companyId} contractorId={contractor.uuid} />
 */
export function ContractorPaymentMethod({
  companyId,
  contractorId,
  onSaved,
  onDirtyChange,
}: ContractorPaymentMethodProps) {
  const { Alert, Button, RadioGroup, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    RadioGroup: DefaultRadioGroup,
    TextField: DefaultTextField,
  });
  const { t, fieldError } = useContractorsMessages();
  const [saved, setSavedState] = useState(false);
  const setSaved = (now: boolean) => {
    setSavedState(now);
    if (now) onSaved?.();
  };
  const method = useContractorPaymentMethod(contractorId);
  const update = useUpdateContractorPaymentMethod(companyId, contractorId);
  const bank = useContractorBankAccountForm(companyId, contractorId, { onSaved: () => setSaved(true) });
  const dirty = bank.form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const field = registeredField(
    bank.form,
    (name: keyof ContractorBankAccountBody) => t(`bank.${name}`),
    fieldError,
  );
  const type = method.data?.type;
  const account = method.data?.splits?.[0];
  const payByCheck = async () => {
    setSaved(false);
    const result = await update.update({ type: 'Check' });
    if (result.status === 'saved') setSaved(true);
  };
  return (
    <Aside title={t('method.title')} step="method">
      <p className="pk-flow-section__description">
        {type === 'Direct Deposit' && account
          ? t('method.account', {
              account: `${account.name ?? ''} ${account.hidden_account_number ?? ''}`.trim(),
            })
          : type === 'Check'
            ? `${t('method.current')}: ${t('method.check')}`
            : t('method.none')}
      </p>
      {saved ? (
        <Alert tone="success" onDismiss={() => setSaved(false)}>
          {t('method.saved')}
        </Alert>
      ) : null}
      {update.error ? <Alert tone="danger">{t('method.error')}</Alert> : null}
      {type !== 'Check' ? (
        <div className="pk-flow-inline">
          <Button
            type="button"
            variant="secondary"
            loading={update.isPending}
            onClick={() => void payByCheck()}
          >
            {t('method.useCheck')}
          </Button>
        </div>
      ) : null}
      <h4>{t('bank.title')}</h4>
      <InlineForm form={bank}>
        <TextField {...field('name')} required />
        <TextField {...field('routing_number')} required inputMode="numeric" autoComplete="off" />
        <TextField {...field('account_number')} required inputMode="numeric" autoComplete="off" />
        <RadioGroup
          {...field('account_type')}
          orientation="horizontal"
          options={(['Checking', 'Savings'] as const).map((value) => ({ value, label: t(`bank.${value}`) }))}
        />
        <div className="pk-flow-section__actions">
          <Button type="submit" variant="secondary" loading={bank.isSubmitting}>
            {t('bank.save')}
          </Button>
        </div>
      </InlineForm>
    </Aside>
  );
}
