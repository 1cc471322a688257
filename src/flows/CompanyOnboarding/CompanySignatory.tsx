import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useSignatoryForm, type SignatoryValues } from '../../hooks/company';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Button as DefaultButton,
  ConfirmDialog as DefaultConfirmDialog,
  DateField as DefaultDateField,
  PhoneField as DefaultPhoneField,
  SSNField as DefaultSSNField,
  TextField as DefaultTextField,
} from '../../ui';
import { AddressFields, type AddressFieldName } from '../shared/AddressFields';
import { registeredField } from '../shared/registeredField';
import { CompanySignatoryInvite } from './CompanySignatoryInvite';
import { CompanyStepLayout } from './CompanyStepLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import { saveOrContinue } from './stepForm';
import type { CompanyStepProps } from './stepProps';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';

/** Props of {@link CompanySignatory}. */
export interface CompanySignatoryProps extends CompanyStepProps {
  /** The submit button's words (the sign-forms step says "Save and continue"). */
  submitLabel?: string;
}

/**
 * The company's signatory (one per company): everything identity verification needs, created
 * once and edited after. The SSN is write-only: it is never shown back, and left blank it stays.
 *
 * @example
 * <CompanySignatory companyId={companyId} onComplete={next} />
 */
export function CompanySignatory(props: CompanySignatoryProps) {
  const { companyId, onEvent } = props;
  const { Alert, Button, ConfirmDialog, DateField, PhoneField, SSNField, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    ConfirmDialog: DefaultConfirmDialog,
    DateField: DefaultDateField,
    PhoneField: DefaultPhoneField,
    SSNField: DefaultSSNField,
    TextField: DefaultTextField,
  });
  const { t, fieldError } = useCompanyOnboardingMessages();
  const signatory = useSignatoryForm(companyId, {
    onSaved: (saved, created) => {
      if (created) onEvent?.('signatory.created', { companyId, signatoryId: saved.uuid });
      props.onComplete?.();
    },
  });
  const { form } = signatory;
  const label = (name: FieldPath<SignatoryValues>) => t(`field.${name}` as 'field.first_name');
  const field = registeredField(form, label, fieldError);
  const current = signatory.signatory;
  const [inviting, setInviting] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const name = current ? `${current.first_name ?? ''} ${current.last_name ?? ''}`.trim() : '';

  if (!current && inviting)
    return <CompanySignatoryInvite {...props} onEnterDetails={() => setInviting(false)} />;

  return (
    <CompanyStepLayout
      title={t('signatory.title')}
      description={t('signatory.description')}
      {...formSubmitProps(signatory)}
      // The signatory on file, unchanged: Continue moves on without a save.
      onSubmit={saveOrContinue(signatory, Boolean(current), props.onComplete)}
      onBack={props.onBack}
      submitLabel={props.submitLabel ?? t('signatory.save')}
      onDirtyChange={props.onDirtyChange}
      headingRef={props.headingRef}
      loading={signatory.isLoading ? t('spinner.label') : undefined}
      notice={
        current ? (
          <Alert tone="info">{t('signatory.current', { name, title: current.title ?? '' })}</Alert>
        ) : null
      }
      aside={
        current ? (
          <>
            <Button type="button" variant="ghost" onClick={() => setConfirmReplace(true)}>
              {t('signatory.replace')}
            </Button>
            {/* One signatory per company: the current one goes first, then a new one is added. */}
            <ConfirmDialog
              open={confirmReplace}
              onOpenChange={setConfirmReplace}
              title={t('signatory.replace.title')}
              description={t('signatory.replace.description', { name })}
              confirmLabel={t('signatory.replace.confirm')}
              cancelLabel={t('signatory.replace.cancel')}
              tone="danger"
              onConfirm={async () => {
                await signatory.remove();
                setConfirmReplace(false);
              }}
            />
          </>
        ) : (
          <Button type="button" variant="ghost" onClick={() => setInviting(true)}>
            {t('signatory.invite')}
          </Button>
        )
      }
    >
      <TextField {...field('first_name')} required autoComplete="given-name" />
      <TextField {...field('last_name')} required autoComplete="family-name" />
      <TextField {...field('title')} required autoComplete="organization-title" />
      <TextField {...field('email')} required type="email" autoComplete="email" readOnly={Boolean(current)} />
      <PhoneField {...field('phone')} required />
      <SSNField
        {...field('ssn')}
        required={!current?.has_ssn}
        hint={current?.has_ssn ? t('field.ssn.onFile') : undefined}
      />
      <DateField {...field('birthday')} required />
      <AddressFields
        field={(name: AddressFieldName) => field(`home_address.${name}`)}
        statePlaceholder={t('field.state.placeholder')}
      />
    </CompanyStepLayout>
  );
}
