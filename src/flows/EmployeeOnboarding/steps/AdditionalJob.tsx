import { useId, useState } from 'react';
import type { Job } from '../../../api/jobs/types';
import { useAdditionalJobForm } from '../../../hooks/jobs';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Button as DefaultButton,
  DateField as DefaultDateField,
  MoneyField as DefaultMoneyField,
  TextField as DefaultTextField,
} from '../../../ui';
import { useStepMessages } from '../useStepMessages';

/** Props of {@link AdditionalJob}. */
export interface AdditionalJobProps {
  employeeId: string;
  /** Called after a job was added, with the job and its hourly pay. */
  onAdded?: (job: Job) => void;
}

/**
 * The "Add another job" section of the job step: a second, hourly job (title, hire date, hourly
 * rate) for an hourly employee, or, for anyone else, why there can be no other job (contract.md#errors).
 * The service's refusals show here too: a duplicate title on the title field, a `base` refusal
 * as an alert; the typed values stay. After adding, focus stays on the add button and a polite
 * status names the job.
 *
 * @example
 * <StepLayout inset={<AdditionalJob employeeId={employeeId} />} … />
 */
export function AdditionalJob({ employeeId, onAdded }: AdditionalJobProps) {
  const { Alert, Button, DateField, MoneyField, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    DateField: DefaultDateField,
    MoneyField: DefaultMoneyField,
    TextField: DefaultTextField,
  });
  const { t, fieldError, summary } = useStepMessages();
  const headingId = useId();
  const [added, setAdded] = useState<string>();
  const extra = useAdditionalJobForm({
    employeeId,
    onSaved: (job) => {
      setAdded(job.title ?? '');
      onAdded?.(job);
    },
  });
  const { register, formState } = extra.form;
  const errors = formState.errors;

  return (
    <section className="pk-flow-section__aside" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('job.add.heading')}</h3>
      {added !== undefined ? (
        <Alert
          tone="success"
          title={t('job.add.added', { title: added })}
          onDismiss={() => setAdded(undefined)}
        />
      ) : null}
      {extra.canAddJob ? (
        <form
          noValidate
          onSubmit={(event) => {
            setAdded(undefined);
            return extra.submit(event);
          }}
          className="pk-flow-section__form"
        >
          <p>{t('job.add.description')}</p>
          {extra.formErrors.length > 0 ? (
            <Alert
              tone="danger"
              title={summary(extra.formErrors)
                .map((item) => item.message)
                .join(' ')}
            />
          ) : null}
          <TextField
            label={t('job.add.jobTitle')}
            required
            autoComplete="off"
            error={fieldError(errors, 'title')}
            {...register('title')}
          />
          <DateField
            label={t('job.add.hire_date')}
            required
            error={fieldError(errors, 'hire_date')}
            {...register('hire_date')}
          />
          <MoneyField
            label={t('job.add.rate')}
            required
            error={fieldError(errors, 'rate')}
            {...register('rate')}
          />
          <Button type="submit" variant="secondary" loading={extra.isSubmitting}>
            {t('job.add.submit')}
          </Button>
        </form>
      ) : (
        <p>{t('job.add.hourlyOnly')}</p>
      )}
    </section>
  );
}
