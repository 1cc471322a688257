import { usePersonalDetailsForm } from '../../../hooks/employees';
import {
  usePrimitives,
  TextField as DefaultTextField,
  DateField as DefaultDateField,
  SSNField as DefaultSSNField,
} from '../../../ui';
import { registeredField } from '../../shared/registeredField';
import { RecordStep } from '../../shared/employee/RecordStep';
import type { OnboardingStepProps } from '../../shared/employee/stepContract';
import { useStepMessages } from '../useStepMessages';

/**
 * Props of {@link SelfPersonalDetails}.
 *
 * @example
 * const props: SelfPersonalDetailsProps = { companyId, employeeId, onComplete: next };
 */
export type SelfPersonalDetailsProps = OnboardingStepProps;

const NAME_FIELDS = ['first_name', 'middle_initial', 'last_name', 'preferred_first_name'] as const;

/**
 * The employee's own details (UPSTREAM-3 L.1: names editable, date of birth and SSN theirs to
 * give): the personal details step's form without the admin's choice of who onboards and without
 * the emails the company invited them by. The SSN is masked, never shown back; one on file is
 * kept unless they type another.
 *
 * @example
 * <SelfPersonalDetails companyId={companyId} employeeId={employeeId} onComplete={next} />
 */
export function SelfPersonalDetails(props: SelfPersonalDetailsProps) {
  const { companyId, employeeId, onEvent, onComplete } = props;
  const { TextField, DateField, SSNField } = usePrimitives({
    TextField: DefaultTextField,
    DateField: DefaultDateField,
    SSNField: DefaultSSNField,
  });
  const { lookup, fieldError } = useStepMessages();
  const step = usePersonalDetailsForm({
    companyId,
    employeeId,
    onSaved: (employee) => {
      onEvent?.('employee.updated', { employeeId: employee.uuid });
      onEvent?.('step.completed', { employeeId: employee.uuid, step: 'personal_details' });
      onComplete();
    },
  });
  const label = (name: string) => lookup(`personal.${name}`, name);
  const field = registeredField(step.form, label, fieldError);

  return (
    <RecordStep
      step={step}
      section="personal"
      fieldLabel={label}
      onBack={props.onBack}
      onDirtyChange={props.onDirtyChange}
    >
      <>
        {NAME_FIELDS.map((name) => (
          <TextField
            key={name}
            {...field(name)}
            required={name === 'first_name' || name === 'last_name'}
            autoComplete={name === 'first_name' ? 'given-name' : name === 'last_name' ? 'family-name' : 'off'}
            maxLength={name === 'middle_initial' ? 1 : undefined}
          />
        ))}
        <DateField {...field('date_of_birth')} required autoComplete="bday" />
        <SSNField {...field('ssn')} hasValue={step.hasSsn} required={!step.hasSsn} />
      </>
    </RecordStep>
  );
}
