import { useJobCompensationForm, type JobCompensationValues } from '../../../hooks/jobs';
import {
  usePrimitives,
  useFormat,
  TextField as DefaultTextField,
  DateField as DefaultDateField,
  Select as DefaultSelect,
  MoneyField as DefaultMoneyField,
  Checkbox as DefaultCheckbox,
} from '../../../ui';
import { AdditionalJob } from './AdditionalJob';
import { RecordStep } from '../../shared/employee/RecordStep';
import type { OnboardingStepProps } from '../../shared/employee/stepContract';
import { useStepMessages } from '../useStepMessages';
import { registeredField } from '../../shared/registeredField';

/** Props of {@link JobCompensation}. */
export interface JobCompensationProps extends OnboardingStepProps {
  defaultValues?: Partial<JobCompensationValues>;
}

const FLSA_STATUSES = [
  'Nonexempt',
  'Exempt',
  'Salaried Nonexempt',
  'Owner',
  'Commission Only Exempt',
  'Commission Only Nonexempt',
] as const;
const PAYMENT_UNITS = ['Hour', 'Week', 'Month', 'Year'] as const;

/**
 * Step: job title and hire date, FLSA status, pay rate and unit, and the minimum-wage
 * adjustment with the work location's minimum wages; once the job exists, further hourly jobs
 * for an hourly employee (contract.md#errors), listed under "Other jobs".
 *
 * @example
 * <JobCompensation companyId={companyId} employeeId={employeeId} onComplete={next} />
 */
export function JobCompensation(props: JobCompensationProps) {
  const { employeeId, onEvent, onComplete } = props;
  const { TextField, DateField, Select, MoneyField, Checkbox } = usePrimitives({
    TextField: DefaultTextField,
    DateField: DefaultDateField,
    Select: DefaultSelect,
    MoneyField: DefaultMoneyField,
    Checkbox: DefaultCheckbox,
  });
  const { t, lookup, fieldError } = useStepMessages();
  const format = useFormat();
  const step = useJobCompensationForm({
    employeeId,
    defaultValues: props.defaultValues,
    onSaved: () => {
      onEvent?.('employee.updated', { employeeId });
      onEvent?.('step.completed', { employeeId, step: 'compensation_details' });
      onComplete();
    },
  });
  const { register, formState, watch } = step.form;
  const errors = formState.errors;
  const adjusting = watch('adjust_for_minimum_wage');
  const label = (name: string): string => {
    if (name === 'title') return t('job.jobTitle');
    if (name === 'minimum_wage_uuids' || name === 'minimum_wages') return t('job.minimumWages');
    if (name === 'adjust_for_minimum_wage') return t('job.adjust');
    return lookup(`job.${name}`, name);
  };
  const field = registeredField(step.form, label, fieldError);
  const otherJobs = step.jobs.filter((job) => job.uuid !== step.primaryJob?.uuid);

  return (
    <RecordStep
      step={step}
      section="job"
      fieldLabel={label}
      onBack={props.onBack}
      onDirtyChange={props.onDirtyChange}
      inset={
        // A further job is added once the primary one exists (the service makes the first job primary).
        step.primaryJob ? (
          <AdditionalJob
            employeeId={employeeId}
            onAdded={() => onEvent?.('employee.updated', { employeeId })}
          />
        ) : null
      }
      aside={
        otherJobs.length > 0 ? (
          <section className="pk-flow-section__aside" aria-label={t('job.otherJobs')}>
            <h3>{t('job.otherJobs')}</h3>
            <ul>
              {otherJobs.map((job) => (
                <li key={job.uuid}>
                  {t('job.otherJob', {
                    title: job.title ?? '',
                    rate: job.rate ? format.money(job.rate) : '—',
                    unit: job.payment_unit ? lookup(`job.unit.${job.payment_unit}`, job.payment_unit) : '—',
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null
      }
    >
      <>
        <TextField {...field('title')} required />
        <DateField {...field('hire_date')} required />
        <Select
          {...field('flsa_status')}
          required
          options={FLSA_STATUSES.map((value) => ({ value, label: t(`job.flsa.${value}`) }))}
        />
        <MoneyField {...field('rate')} required />
        <Select
          {...field('payment_unit')}
          required
          options={PAYMENT_UNITS.map((value) => ({ value, label: t(`job.unit.${value}`) }))}
        />
        <Checkbox {...field('adjust_for_minimum_wage')} hint={t('job.adjust.hint')} />
        <fieldset
          className="pk-flow-section__group"
          aria-describedby={fieldError(errors, 'minimum_wage_uuids') ? 'pk-minimum-wages-error' : undefined}
          aria-invalid={fieldError(errors, 'minimum_wage_uuids') ? true : undefined}
        >
          <legend className="pk-flow-section__legend">{label('minimum_wage_uuids')}</legend>
          {step.minimumWages.length === 0 ? <p>{t('job.noMinimumWages')}</p> : null}
          {step.minimumWages.map((wage) => (
            <Checkbox
              key={wage.uuid}
              value={wage.uuid}
              disabled={!adjusting}
              label={t('job.minimumWage', {
                authority: wage.authority,
                wage: format.money(wage.wage),
                date: format.date(wage.effective_date),
              })}
              {...register('minimum_wage_uuids')}
            />
          ))}
          {fieldError(errors, 'minimum_wage_uuids') ? (
            <p className="pk-field__error" id="pk-minimum-wages-error">
              {fieldError(errors, 'minimum_wage_uuids')}
            </p>
          ) : null}
        </fieldset>
      </>
    </RecordStep>
  );
}
