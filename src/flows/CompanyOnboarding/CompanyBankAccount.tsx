import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useCompanyBankAccountForm, useSentTestDeposits } from '../../hooks/company';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  ConfirmDialog as DefaultConfirmDialog,
  Select as DefaultSelect,
  TextField as DefaultTextField,
} from '../../ui';
import { registeredField } from '../shared/registeredField';
import { asError } from './asError';
import { CompanyStepLayout } from './CompanyStepLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import type { CompanyStepProps } from './stepProps';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';

/** Props of {@link CompanyBankAccount}. */
export interface CompanyBankAccountProps extends CompanyStepProps {
  /**
   * Offer "Send the test deposits now" (demo and sandbox, where the service lands them on
   * request). Off in production, where the bank sends them in 1–2 business days.
   */
  sendTestDeposits?: boolean;
  /**
   * Continue while the test deposits are awaited: verification can finish later, so the flow
   * moves on to a step that can be done now, resolving `false` when none can (the step then
   * says why). Without it (the block alone), the step says the deposits have not arrived.
   */
  onContinueWhileWaiting?: () => Promise<boolean>;
}

const STATUS_TONE = {
  awaiting_deposits: 'warning',
  ready_for_verification: 'info',
  verified: 'success',
} as const;

/**
 * The company's bank account: add it (routing number with its checksum and account number
 * checked in the browser before anything is sent), its verification status, the two test
 * deposits (sent now in the demo), verification with their amounts, and replacing the account
 * (asked first).
 *
 * @example
 * <CompanyBankAccount companyId={companyId} sendTestDeposits onComplete={next} />
 */
export function CompanyBankAccount(props: CompanyBankAccountProps) {
  const { companyId, onEvent } = props;
  const { Alert, Badge, Button, ConfirmDialog, Select, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    ConfirmDialog: DefaultConfirmDialog,
    Select: DefaultSelect,
    TextField: DefaultTextField,
  });
  const { t, lookup, fieldError } = useCompanyOnboardingMessages();
  const bank = useCompanyBankAccountForm(companyId);
  const { account, addForm, verifyForm } = bank;
  const [replacing, setReplacing] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState(false);
  const [stillWaiting, setStillWaiting] = useState(false);
  // The amounts the demo answered, kept by the query client while the step is left and opened again.
  const deposits = useSentTestDeposits(companyId, account?.uuid);
  const label = (name: string) => t(`field.${name}` as 'field.routing_number');
  const addField = registeredField(addForm.form, label, fieldError);
  const verifyField = registeredField(verifyForm.form, label, fieldError);
  // A wrong pair's field error says how many tries are left (the service's text does not).
  const depositField = (name: 'deposit_1' | 'deposit_2') => {
    const props = verifyField(name);
    const left = bank.remainingAttempts;
    return left === undefined || verifyForm.form.formState.errors[name]?.type !== 'invalid_attribute_value'
      ? props
      : {
          ...props,
          error: t('bank.verify.attemptsLeft', { count: left }),
        };
  };

  const added = addForm.result?.uuid;
  useEffect(() => {
    if (!added) return;
    setReplacing(false);
    onEvent?.('bank_account.created', { companyId, bankAccountId: added });
  }, [added, companyId, onEvent]);

  const complete = () => {
    onEvent?.('step.completed', {
      companyId,
      step: 'bank_account',
      serviceSteps: ['add_bank_info', 'verify_bank_info'],
    });
    props.onComplete?.();
  };
  const verified = verifyForm.result?.verification_status === 'verified' ? verifyForm.result.uuid : undefined;
  useEffect(() => {
    if (verified) onEvent?.('bank_account.verified', { companyId, bankAccountId: verified });
  }, [verified, companyId, onEvent]);

  const common = {
    title: t('step.bank_account'),
    description: t('bank.description'),
    onBack: props.onBack,
    headingRef: props.headingRef,
    onDirtyChange: props.onDirtyChange,
  };

  if (bank.isLoading)
    return (
      <CompanyStepLayout {...common} onSubmit={() => {}} loading={t('spinner.label')}>
        {null}
      </CompanyStepLayout>
    );

  if (!account || replacing) {
    return (
      <CompanyStepLayout {...common} {...formSubmitProps(addForm)} submitLabel={t('bank.add')}>
        <TextField {...addField('routing_number')} required inputMode="numeric" autoComplete="off" />
        <TextField {...addField('account_number')} required inputMode="numeric" autoComplete="off" />
        <Select
          {...addField('account_type')}
          required
          options={(['Checking', 'Savings'] as const).map((value) => ({
            value,
            label: t(`accountType.${value}`),
          }))}
        />
      </CompanyStepLayout>
    );
  }

  const status = account.verification_status ?? 'awaiting_deposits';
  const isVerified = status === 'verified';
  const canVerify = status === 'ready_for_verification';
  const send = async () => {
    setSending(true);
    setSendError(false);
    try {
      await bank.sendTestDeposits();
    } catch (caught) {
      onEvent?.('error', { companyId, step: 'bank_account', error: asError(caught) });
      setSendError(true);
    } finally {
      setSending(false);
    }
  };
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    if (canVerify) return verifyForm.submit(event);
    event?.preventDefault();
    if (isVerified) return complete();
    // The deposits are awaited: no step waits on verification, so Continue moves on when another
    // step can be done now, and says on the spot why it cannot otherwise.
    setStillWaiting(false);
    if (!(await props.onContinueWhileWaiting?.())) setStillWaiting(true);
  };
  const type = account.account_type ?? 'Checking';

  return (
    <CompanyStepLayout
      {...common}
      {...formSubmitProps(verifyForm)}
      onSubmit={onSubmit}
      submitLabel={canVerify ? t('bank.verify') : t('flow.next')}
      isDirty={canVerify && verifyForm.form.formState.isDirty}
      notice={
        <div className="pk-company-onboarding__account">
          <p>
            {t('bank.account', {
              type: t(`accountType.${type === 'Savings' ? 'Savings' : 'Checking'}`),
              last4: (account.hidden_account_number ?? '').slice(-4),
              routing: account.routing_number ?? '',
            })}{' '}
            <Badge tone={STATUS_TONE[status as keyof typeof STATUS_TONE] ?? 'neutral'}>
              {lookup(`bank.status.${status}`, status)}
            </Badge>
          </p>
          {isVerified ? <Alert tone="success">{t('bank.verified')}</Alert> : null}
          {deposits && canVerify ? (
            <Alert tone="info">{t('bank.depositsSent', { ...deposits })}</Alert>
          ) : null}
          {sendError ? <Alert tone="danger">{t('error.network')}</Alert> : null}
        </div>
      }
      aside={
        <div className="pk-flow-section__actions">
          <Button type="button" variant="ghost" onClick={() => setConfirmReplace(true)}>
            {t('bank.replace')}
          </Button>
          <ConfirmDialog
            open={confirmReplace}
            onOpenChange={setConfirmReplace}
            title={t('bank.replace.title')}
            description={t('bank.replace.description')}
            confirmLabel={t('bank.replace.confirm')}
            cancelLabel={t('bank.replace.cancel')}
            onConfirm={() => {
              setConfirmReplace(false);
              addForm.form.reset();
              setReplacing(true);
            }}
          />
        </div>
      }
    >
      {status === 'awaiting_deposits' ? (
        <>
          <p>{t('bank.awaiting')}</p>
          {props.sendTestDeposits ? (
            <Button type="button" variant="secondary" loading={sending} onClick={() => void send()}>
              {t('bank.sendDeposits')}
            </Button>
          ) : null}
          {stillWaiting ? (
            <Alert tone="info">
              {props.onContinueWhileWaiting ? t('bank.awaiting.nothingElse') : t('bank.awaiting.notYet')}
            </Alert>
          ) : null}
        </>
      ) : null}
      {canVerify ? (
        <fieldset className="pk-flow-section__group">
          <legend className="pk-flow-section__legend">{t('bank.verify.title')}</legend>
          <TextField
            {...depositField('deposit_1')}
            required
            inputMode="decimal"
            startText="$"
            autoComplete="off"
          />
          <TextField
            {...depositField('deposit_2')}
            required
            inputMode="decimal"
            startText="$"
            autoComplete="off"
          />
        </fieldset>
      ) : null}
    </CompanyStepLayout>
  );
}
