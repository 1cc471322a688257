import { useHomeAddressForm, type HomeAddressValues } from '../../../hooks/addresses';
import {
  usePrimitives,
  useFormat,
  DateField as DefaultDateField,
  Checkbox as DefaultCheckbox,
} from '../../../ui';
import { RecordStep } from './RecordStep';
import type { OnboardingStepProps } from './stepContract';
import { AddressFields } from '../AddressFields';
import { useEmployeeStepMessages as useStepMessages } from './useEmployeeStepMessages';
import { registeredField } from '../registeredField';
import { subheadingOf, useSectionHeading } from '../headingLevel';

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
  const { DateField, Checkbox } = usePrimitives({ DateField: DefaultDateField, Checkbox: DefaultCheckbox });
  const { t, lookup, fieldError } = useStepMessages();
  const format = useFormat();
  const Subheading = subheadingOf(useSectionHeading());
  const step = useHomeAddressForm({
    employeeId,
    defaultValues: props.defaultValues,
    onSaved: () => {
      onEvent?.('employee.updated', { employeeId });
      onEvent?.('step.completed', { employeeId, step: 'add_home_address' });
      onComplete();
    },
  });
  const label = (name: string) => lookup(`home.${name}`, name);
  const field = registeredField(step.form, label, fieldError);

  return (
    <RecordStep
      step={step}
      section="home"
      fieldLabel={label}
      onBack={props.onBack}
      submitLabel={props.submitLabel}
      onDirtyChange={props.onDirtyChange}
      aside={
        step.history.length > 0 ? (
          <section className="pk-flow-section__aside" aria-label={t('home.history')}>
            <Subheading>{t('home.history')}</Subheading>
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
        <AddressFields field={field} statePlaceholder={t('home.state.placeholder')} />
        <DateField
          {...field('effective_date')}
          hint={step.current ? t('home.effective_date.hint') : undefined}
        />
        <Checkbox {...field('courtesy_withholding')} />
      </>
    </RecordStep>
  );
}
