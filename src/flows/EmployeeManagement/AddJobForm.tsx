import type { Ref } from 'react';
import type { Job } from '../../api/jobs/types';
import { useAdditionalJobForm, type AdditionalJobValues } from '../../hooks/jobs';
import {
  usePrimitives,
  DateField as DefaultDateField,
  MoneyField as DefaultMoneyField,
  TextField as DefaultTextField,
} from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { registeredField } from '../shared/registeredField';
import type { EmployeeManagementEventHandler } from './events';
import { employeeManagementMessages } from './messages';
import { useManagementMessages } from './useManagementMessages';
import { formSubmitProps } from '../shared/formSubmitProps';

/** Props of {@link AddJobForm}. */
export interface AddJobFormProps {
  employeeId: string;
  onSaved?: (job: Job) => void;
  onCancel?: () => void;
  onEvent?: EmployeeManagementEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * "Add a job" for an hourly employee: a further job's title, hire date and hourly rate (paid by
 * the hour, entitled to overtime). Only hourly employees may hold several jobs; the service's
 * refusals land on their field (a duplicate title) or above the form, and the typed values stay.
 *
 * @example
 * <AddJobForm employeeId={employeeId} onSaved={close} onCancel={close} />
 */
export function AddJobForm({ employeeId, onSaved, onCancel, onEvent, headingRef }: AddJobFormProps) {
  const { DateField, MoneyField, TextField } = usePrimitives({
    DateField: DefaultDateField,
    MoneyField: DefaultMoneyField,
    TextField: DefaultTextField,
  });
  const { t, fieldError } = useManagementMessages();
  const job = useAdditionalJobForm({
    employeeId,
    onSaved: (saved) => {
      onEvent?.('job.created', { employeeId, jobId: saved.uuid });
      onSaved?.(saved);
    },
  });
  const field = registeredField(
    job.form,
    (name: keyof AdditionalJobValues) => t(`field.job.${name}`),
    fieldError,
  );
  return (
    <FormLayout
      title={t('job.add')}
      description={t('job.form.description')}
      messages={employeeManagementMessages}
      headingRef={headingRef}
      {...formSubmitProps(job)}
      submitLabel={t('job.form.save')}
      secondary={onCancel && { label: t('form.cancel'), onClick: onCancel }}
    >
      <TextField {...field('title')} required autoComplete="off" />
      <DateField {...field('hire_date')} required />
      <MoneyField {...field('rate')} required />
    </FormLayout>
  );
}
