import { Controller } from 'react-hook-form';
import { usePersonalDetailsForm, type PersonalDetailsValues } from '../../../hooks/employees';
import {
  usePrimitives,
  TextField as DefaultTextField,
  DateField as DefaultDateField,
  SSNField as DefaultSSNField,
  RadioGroup as DefaultRadioGroup,
} from '../../../ui';
import { RecordStep } from './RecordStep';
import type { OnboardingStepProps } from './stepContract';
import { useEmployeeStepMessages as useStepMessages } from './useEmployeeStepMessages';
import { registeredField } from '../registeredField';

/** Props of {@link PersonalDetails}: a step block that also creates the employee. */
export interface PersonalDetailsProps extends Omit<OnboardingStepProps, 'employeeId' | 'onComplete'> {
  /** The employee to edit; leave out to add a new one. */
  employeeId?: string;
  /** Called after a save with the (new) employee's id. */
  onComplete: (employeeId: string) => void;
  defaultValues?: Partial<PersonalDetailsValues>;
  /**
   * The employee's own session (self-onboarding, UPSTREAM-3 L.1): their names, date of birth and
   * SSN, both required while none is on file; no emails (the company invited them by those) and no
   * choice of who onboards.
   */
  person?: boolean;
}

const TEXT_FIELDS = ['first_name', 'middle_initial', 'last_name', 'preferred_first_name'] as const;

/**
 * Step 1: legal name, emails, date of birth, SSN (masked, never shown back) and who completes
 * the rest (the admin now, or the employee through self-onboarding: then the email is required
 * and the date of birth and SSN are left for the employee to give). With `person`, the employee's
 * own form in their self-onboarding: names, date of birth and SSN only.
 *
 * @example
 * <PersonalDetails companyId={companyId} onComplete={(employeeId) => setEmployeeId(employeeId)} />
 * <PersonalDetails companyId={companyId} employeeId={employeeId} person onComplete={next} />
 */
export function PersonalDetails(props: PersonalDetailsProps) {
  const { companyId, employeeId, onEvent, onComplete, person = false } = props;
  const { TextField, DateField, SSNField, RadioGroup } = usePrimitives({
    TextField: DefaultTextField,
    DateField: DefaultDateField,
    SSNField: DefaultSSNField,
    RadioGroup: DefaultRadioGroup,
  });
  const { t, lookup, fieldError } = useStepMessages();
  const step = usePersonalDetailsForm({
    companyId,
    employeeId,
    defaultValues: props.defaultValues,
    onSaved: (employee, { created }) => {
      onEvent?.(created ? 'employee.created' : 'employee.updated', { employeeId: employee.uuid });
      onEvent?.('step.completed', { employeeId: employee.uuid, step: 'personal_details' });
      onComplete(employee.uuid);
    },
  });
  const { control, formState, watch } = step.form;
  const errors = formState.errors;
  // The service needs both to complete the step only when the admin fills in the rest; on the
  // self path they are the employee's to give (UPSTREAM-3 L.1: optional here), and the email is
  // required.
  const adminOnboards = watch('onboarding_choice') === 'admin';
  // Who enters the rest is asked while it can still be toggled (UPSTREAM-3 L.1: not yet invited);
  // an invited employee's invitation is on the self-onboarding screen.
  const status = step.employee?.onboarding_status;
  const choosing =
    !person &&
    (!status || status === 'admin_onboarding_incomplete' || status === 'self_onboarding_pending_invite');
  // Theirs to give on their own form, as the admin's when the admin onboards.
  const needsBirthAndSsn = person || adminOnboards;
  const label = (name: string) => lookup(`personal.${name}`, name);
  const field = registeredField(step.form, label, fieldError);

  return (
    <RecordStep
      step={step}
      section="personal"
      fieldLabel={label}
      onBack={props.onBack}
      submitLabel={props.submitLabel}
      onDirtyChange={props.onDirtyChange}
    >
      <>
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            {...field(name)}
            required={name === 'first_name' || name === 'last_name'}
            autoComplete={name === 'first_name' ? 'given-name' : name === 'last_name' ? 'family-name' : 'off'}
            maxLength={name === 'middle_initial' ? 1 : undefined}
          />
        ))}
        {person ? null : (
          <>
            <TextField
              type="email"
              {...field('email')}
              hint={t('personal.email.hint')}
              required={!adminOnboards}
              autoComplete="off"
            />
            <TextField type="email" {...field('work_email')} autoComplete="off" />
          </>
        )}
        <DateField
          {...field('date_of_birth')}
          required={needsBirthAndSsn}
          autoComplete={person ? 'bday' : undefined}
        />
        <SSNField {...field('ssn')} hasValue={step.hasSsn} required={needsBirthAndSsn && !step.hasSsn} />
        {!choosing ? null : (
          <Controller
            control={control}
            name="onboarding_choice"
            render={({ field }) => (
              <RadioGroup
                label={t('personal.choice')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors, 'onboarding_choice')}
                hint={adminOnboards ? undefined : t('personal.choice.self.hint')}
                options={[
                  { value: 'admin', label: t('personal.choice.admin') },
                  // Inviting needs the job and work address first (DECISIONS 62): the invitation
                  // is sent from the self-onboarding screen once they are saved.
                  { value: 'self', label: t('personal.choice.self') },
                ]}
              />
            )}
          />
        )}
      </>
    </RecordStep>
  );
}
