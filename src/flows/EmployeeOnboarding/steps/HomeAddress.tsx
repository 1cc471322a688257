import { useHomeAddressForm, type HomeAddressValues } from '../../../hooks/onboarding/useHomeAddressForm';
import { useComponents, useFormat } from '../../../ui';
import { ConflictPrompt } from '../../shared/ConflictPrompt';
import { onboardingMessages } from '../messages';
import { StepLayout } from '../StepLayout';
import { StepStatus } from './StepStatus';
import type { OnboardingStepProps } from '../stepContract';
import { usStates } from '../../shared/usStates';
import { useStepMessages } from '../useStepMessages';

/** Props of {@link HomeAddress}. */
export interface HomeAddressProps extends OnboardingStepProps {
  defaultValues?: Partial<HomeAddressValues>;
}

const STATE_OPTIONS = usStates.map((code) => ({ value: code, label: code }));

/**
 * Step: the employee's home address, effective dated, with the address history.
 *
 * @example
 * <HomeAddress companyId={companyId} employeeId={employeeId} onComplete={next} />
 */
export function HomeAddress(props: HomeAddressProps) {
  const { employeeId, onEvent, onComplete } = props;
  const { TextField, Select, ZipField, DateField, Checkbox } = useComponents();
  const { t, fieldError } = useStepMessages();
  const format = useFormat();
  const step = useHomeAddressForm({
    employeeId,
    defaultValues: props.defaultValues,
    onSaved: () => {
      onEvent?.('employee.updated', { employeeId });
      onEvent?.('step.completed', { employeeId, step: 'add_home_address' });
      onComplete();
    },
  });
  const { register, formState } = step.form;
  const errors = formState.errors;
  const label = (name: string) => t(`home.${name}` as never);

  if (step.isLoading || step.loadError) {
    return (
      <StepStatus
        title={t('home.title')}
        loadingLabel={t('home.loading')}
        error={step.loadError}
        errorLabel={t('flow.loadError')}
      />
    );
  }

  return (
    <StepLayout
      title={t('home.title')}
      description={t('home.description')}
      onSubmit={step.submit}
      formErrors={step.formErrors}
      submitCount={formState.submitCount}
      isSubmitting={step.isSubmitting}
      onBack={props.onBack}
      isDirty={formState.isDirty}
      onDirtyChange={props.onDirtyChange}
      notice={
        <ConflictPrompt
          messages={onboardingMessages}
          conflict={step.conflict}
          onResolve={(choice) => void step.resolveConflict(choice)}
          fieldLabel={label}
        />
      }
      aside={
        step.history.length > 0 ? (
          <section className="pk-flow-section__aside" aria-label={t('home.history')}>
            <h3>{t('home.history')}</h3>
            <ul>
              {step.history.map((address) => (
                <li key={address.uuid}>
                  {address.street_1}, {address.city}, {address.state} {address.zip}
                  {address.effective_date
                    ? ` · ${t('home.history.since', { date: format.date(address.effective_date) })}`
                    : ''}
                  {address.active ? ` · ${t('home.history.current')}` : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null
      }
    >
      <>
        <TextField
          label={label('street_1')}
          required
          autoComplete="address-line1"
          error={fieldError(errors, 'street_1')}
          {...register('street_1')}
        />
        <TextField
          label={label('street_2')}
          autoComplete="address-line2"
          error={fieldError(errors, 'street_2')}
          {...register('street_2')}
        />
        <TextField
          label={label('city')}
          required
          autoComplete="address-level2"
          error={fieldError(errors, 'city')}
          {...register('city')}
        />
        <Select
          label={label('state')}
          required
          placeholder={t('home.state.placeholder')}
          options={STATE_OPTIONS}
          error={fieldError(errors, 'state')}
          {...register('state')}
        />
        <ZipField label={label('zip')} required error={fieldError(errors, 'zip')} {...register('zip')} />
        <DateField
          label={label('effective_date')}
          hint={step.current ? t('home.effective_date.hint') : undefined}
          error={fieldError(errors, 'effective_date')}
          {...register('effective_date')}
        />
        <Checkbox
          label={label('courtesy_withholding')}
          error={fieldError(errors, 'courtesy_withholding')}
          {...register('courtesy_withholding')}
        />
      </>
    </StepLayout>
  );
}
