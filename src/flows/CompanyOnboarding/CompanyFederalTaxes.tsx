import { useState } from 'react';
import {
  taxPayerTypes,
  useCompanyOnboardingStatus,
  useFederalTaxDetailsForm,
  type FederalTaxDetailsValues,
} from '../../hooks/company';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Checkbox as DefaultCheckbox,
  EINField as DefaultEINField,
  RadioGroup as DefaultRadioGroup,
  Select as DefaultSelect,
  TextField as DefaultTextField,
} from '../../ui';
import { registeredField } from '../shared/registeredField';
import { CompanyStepLayout } from './CompanyStepLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import { saveOrContinue } from './stepForm';
import type { CompanyStepProps } from './stepProps';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';

/** Props of {@link CompanyFederalTaxes}. */
export interface CompanyFederalTaxesProps extends CompanyStepProps {
  /**
   * The legal name the form starts from while the service has none (`<CompanyOnboarding/>` gives
   * the name the company was created with). It is the form's base value, not a change: leaving
   * without typing asks nothing, and Save sends it.
   */
  suggestedLegalName?: string;
}

/**
 * The company's federal taxes: legal name, EIN (masked, 9 digits; never shown back, so blank
 * keeps the one on file), entity type, filing form 941 or 944 with what each means, and the
 * S-corporation election. Once onboarding is finished, EIN and legal name are read-only and the
 * step says why.
 *
 * @example
 * <CompanyFederalTaxes companyId={companyId} onComplete={next} />
 */
export function CompanyFederalTaxes(props: CompanyFederalTaxesProps) {
  const { companyId, onEvent } = props;
  const { Alert, Checkbox, EINField, RadioGroup, Select, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Checkbox: DefaultCheckbox,
    EINField: DefaultEINField,
    RadioGroup: DefaultRadioGroup,
    Select: DefaultSelect,
    TextField: DefaultTextField,
  });
  const { t, fieldError } = useCompanyOnboardingMessages();
  const status = useCompanyOnboardingStatus(companyId);
  // The suggested legal name is the form's own value, so typing it again changes no value; yet
  // what a person typed is theirs, and leaving asks first all the same.
  const [typedLegalName, setTypedLegalName] = useState(false);
  const federal = useFederalTaxDetailsForm(companyId, {
    suggestedLegalName: props.suggestedLegalName,
    onSaved: () => {
      setTypedLegalName(false);
      onEvent?.('step.completed', { companyId, step: 'federal_taxes', serviceSteps: ['federal_tax_setup'] });
      props.onComplete?.();
    },
  });
  const { form } = federal;
  const field = registeredField(
    form,
    (name: keyof FederalTaxDetailsValues) => t(`field.${name}`),
    fieldError,
  );
  const locked = status.onboardingCompleted;
  const done = status.steps.find((step) => step.id === 'federal_tax_setup')?.state === 'done';
  const filingForm = form.watch('filing_form');

  return (
    <CompanyStepLayout
      title={t('step.federal_taxes')}
      description={t('federal.description')}
      {...formSubmitProps(federal)}
      // Nothing changed on a finished step: Continue moves on without a save.
      onSubmit={saveOrContinue(federal, done, props.onComplete)}
      isDirty={form.formState.isDirty || typedLegalName}
      onBack={props.onBack}
      onDirtyChange={props.onDirtyChange}
      headingRef={props.headingRef}
      loading={federal.isLoading ? t('spinner.label') : undefined}
      unavailable={federal.loadError ? t('overview.error') : undefined}
      notice={locked ? <Alert tone="info">{t('federal.locked')}</Alert> : null}
    >
      <TextField
        {...field('legal_name')}
        required
        readOnly={locked}
        hint={t('field.legal_name.hint')}
        onInput={() => setTypedLegalName(true)}
      />
      <EINField
        {...field('ein')}
        required={!federal.details?.has_ein}
        readOnly={locked}
        hint={federal.details?.has_ein ? t('field.ein.onFile') : t('field.ein.hint')}
      />
      <Select
        {...field('tax_payer_type')}
        required
        placeholder={t('field.tax_payer_type.placeholder')}
        options={taxPayerTypes.map((type) => ({ value: type, label: type }))}
      />
      <RadioGroup
        {...field('filing_form')}
        required
        value={filingForm}
        options={(['941', '944'] as const).map((value) => ({
          value,
          label: t(`filing.${value}`),
          hint: t(`filing.${value}.hint`),
        }))}
      />
      <Checkbox {...field('taxable_as_scorp')} />
    </CompanyStepLayout>
  );
}
