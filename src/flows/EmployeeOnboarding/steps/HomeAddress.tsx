import { useHomeAddressForm, type HomeAddressValues } from '../../../hooks/onboarding/useHomeAddressForm';
import { useComponents, useFormat } from '../../../ui';
import { RecordStep } from '../RecordStep';
import type { OnboardingStepProps } from '../stepContract';
import { AddressFields, type AddressFieldsProps } from '../../shared/AddressFields';
import { useStepMessages } from '../useStepMessages';

/** Props of {@link HomeAddress}. */
export interface HomeAddressProps extends OnboardingStepProps {
  defaultValues?: Partial<HomeAddressValues>;
}

/**
 * Step: the employee's home address, effective dated, with the address history.
 *
 * @example
 * <HomeAddress companyId={companyId} employeeId={employeeId} onComplete={next} />
 */
export function HomeAddress(props: HomeAddressProps) {
  const { employeeId, onEvent, onComplete } = props;
  const { DateField, Checkbox } = useComponents();
  const { t, lookup, fieldError } = useStepMessages();
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
  const label = (name: string) => lookup(`home.${name}`, name);

  return (
    <RecordStep
      step={step}
      section="home"
      fieldLabel={label}
      onBack={props.onBack}
      onDirtyChange={props.onDirtyChange}
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
        <AddressFields
          register={register as unknown as AddressFieldsProps['register']}
          errors={errors}
          label={label}
          statePlaceholder={t('home.state.placeholder')}
          fieldError={fieldError}
        />
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
    </RecordStep>
  );
}
