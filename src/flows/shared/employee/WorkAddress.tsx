import { useWorkAddressForm, type WorkAddressValues } from '../../../hooks/addresses';
import {
  usePrimitives,
  Select as DefaultSelect,
  DateField as DefaultDateField,
  Alert as DefaultAlert,
} from '../../../ui';
import { RecordStep } from './RecordStep';
import type { OnboardingStepProps } from './stepContract';
import { useEmployeeStepMessages as useStepMessages } from './useEmployeeStepMessages';
import { registeredField } from '../registeredField';

/** Props of {@link WorkAddress}. */
export interface WorkAddressProps extends OnboardingStepProps {
  defaultValues?: Partial<WorkAddressValues>;
}

/**
 * Step: pick the company location the employee works at.
 *
 * @example
 * <WorkAddress companyId={companyId} employeeId={employeeId} onComplete={next} />
 */
export function WorkAddress(props: WorkAddressProps) {
  const { companyId, employeeId, onEvent, onComplete } = props;
  const { Select, DateField, Alert } = usePrimitives({
    Select: DefaultSelect,
    DateField: DefaultDateField,
    Alert: DefaultAlert,
  });
  const { t, fieldError } = useStepMessages();
  const step = useWorkAddressForm({
    companyId,
    employeeId,
    defaultValues: props.defaultValues,
    onSaved: () => {
      onEvent?.('employee.updated', { employeeId });
      onEvent?.('step.completed', { employeeId, step: 'add_work_address' });
      onComplete();
    },
  });
  const label = (name: string) => t(name === 'location_uuid' ? 'work.location' : 'work.effective_date');
  const field = registeredField(step.form, label, fieldError);
  const options = step.locations.map((location) => ({
    value: location.uuid,
    label: [location.street_1, location.city, `${location.state} ${location.zip}`].join(', '),
  }));

  return (
    <RecordStep
      step={step}
      section="work"
      fieldLabel={label}
      onBack={props.onBack}
      submitLabel={props.submitLabel}
      onDirtyChange={props.onDirtyChange}
      formatValue={(name, value) =>
        name === 'location_uuid' ? options.find((option) => option.value === value)?.label : undefined
      }
    >
      <>
        {options.length === 0 ? <Alert tone="info">{t('work.noLocations')}</Alert> : null}
        <Select
          {...field('location_uuid')}
          required
          placeholder={t('work.location.placeholder')}
          options={options}
        />
        <DateField {...field('effective_date')} />
      </>
    </RecordStep>
  );
}
