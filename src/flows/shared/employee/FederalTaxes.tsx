import { useFederalTaxesForm, type FederalTaxesFormOptions } from '../../../hooks/taxes';
import {
  usePrimitives,
  useFlowMessages,
  Select as DefaultSelect,
  Checkbox as DefaultCheckbox,
  MoneyField as DefaultMoneyField,
} from '../../../ui';
import { RecordStep } from './RecordStep';
import { stepText } from './stepText';
import type { OnboardingStepProps } from './stepContract';
import { federalTaxesMessages } from './FederalTaxes.messages';
import { fieldErrorText } from '../fieldErrorText';

/**
 * Props of {@link FederalTaxes}.
 *
 * @example
 * const props: FederalTaxesProps = { companyId, employeeId, onComplete: next };
 */
export interface FederalTaxesProps extends OnboardingStepProps {
  /** Answers to start from where the service has none yet. */
  defaultValues?: FederalTaxesFormOptions['defaultValues'];
}

/**
 * The federal tax step: the employee's 2020+ Form W-4 (filing status, multiple jobs, dependents,
 * other income, deductions, extra withholding). Saves only what changed; if someone else changed
 * the same answers meanwhile, shows theirs beside yours and lets the user choose.
 *
 * @example
 * <FederalTaxes companyId={companyId} employeeId={employeeId} onComplete={next} onBack={back} />
 */
export function FederalTaxes({
  employeeId,
  onComplete,
  onBack,
  onEvent,
  onDirtyChange,
  defaultValues,
  submitLabel,
}: FederalTaxesProps) {
  const { t, lookup } = useFlowMessages(federalTaxesMessages);
  const { Select, Checkbox, MoneyField } = usePrimitives({
    Select: DefaultSelect,
    Checkbox: DefaultCheckbox,
    MoneyField: DefaultMoneyField,
  });
  const w4 = useFederalTaxesForm(employeeId, {
    defaultValues,
    onSaved: () => {
      onEvent?.('employee.updated', { employeeId });
      onEvent?.('step.completed', { employeeId, step: 'federal_tax_setup' });
      onComplete();
    },
  });
  const { register, formState } = w4.form;
  const { errors } = formState;

  return (
    <RecordStep
      step={w4}
      text={stepText(t)}
      fieldLabel={(name) => lookup(name, name)}
      onBack={onBack}
      submitLabel={submitLabel}
      onDirtyChange={onDirtyChange}
    >
      <Select
        label={t('filing_status')}
        required
        placeholder={t('filing_status.placeholder')}
        options={w4.filingStatuses.map((status) => ({
          value: status,
          label: t(`filing_status.${status}`),
        }))}
        error={fieldErrorText(lookup, errors, 'filing_status')}
        {...register('filing_status')}
      />
      <Checkbox label={t('two_jobs')} {...register('two_jobs')} />
      {(['dependents_amount', 'other_income', 'deductions', 'extra_withholding'] as const).map((name) => (
        <MoneyField
          key={name}
          label={t(name)}
          hint={name === 'extra_withholding' ? undefined : t('amountsHint')}
          error={fieldErrorText(lookup, errors, name)}
          {...register(name)}
        />
      ))}
    </RecordStep>
  );
}
