import type { Ref } from 'react';
import type { TimeOffRequest } from '../../api/types';
import { useTimeOffRequestForm } from '../../hooks';
import {
  usePrimitives,
  DateField as DefaultDateField,
  Select as DefaultSelect,
  TextArea as DefaultTextArea,
  TextField as DefaultTextField,
} from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import { employeePortalMessages } from './messages';
import { usePortalFormMessages } from './usePortalFormMessages';

/** Props of {@link TimeOffRequestForm}. */
export interface TimeOffRequestFormProps {
  companyId: string;
  employeeId: string;
  /** The person's policies, as their balances name them. */
  policies: ReadonlyArray<{ value: string; label: string }>;
  onSaved: (request: TimeOffRequest) => void;
  onCancel: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A person's own time off request: policy (one of theirs), first and last day, hours per working
 * day (weekends off) and a note. Refused input stays on its field, the service's refusals too
 * (more hours than the balance leaves), every typed value kept; Cancel asks before dropping them.
 *
 * @example
 * <TimeOffRequestForm companyId={c} employeeId={e} policies={options} onSaved={back} onCancel={back} />
 */
export function TimeOffRequestForm(props: TimeOffRequestFormProps) {
  const { companyId, employeeId, policies } = props;
  const { TextField, DateField, TextArea, Select } = usePrimitives({
    TextField: DefaultTextField,
    DateField: DefaultDateField,
    TextArea: DefaultTextArea,
    Select: DefaultSelect,
  });
  const { t, fieldError } = usePortalFormMessages();
  const request = useTimeOffRequestForm({
    companyId,
    // The proxy files a person's request for them whatever the body says (DECISIONS 63).
    defaultValues: {
      employee_uuid: employeeId,
      policy_uuid: policies.length === 1 ? policies[0]!.value : '',
    },
    onSaved: props.onSaved,
  });
  const { register, formState } = request.form;
  const errors = formState.errors;
  return (
    <FormLayout
      title={t('timeOff.form.title')}
      description={t('timeOff.form.description')}
      messages={employeePortalMessages}
      headingRef={props.headingRef}
      {...formSubmitProps(request)}
      submitLabel={t('timeOff.form.save')}
      secondary={{ label: t('timeOff.form.cancel'), onClick: props.onCancel }}
    >
      <Select
        label={t('timeOff.field.policy_uuid')}
        required
        placeholder={t('timeOff.field.policy_uuid.placeholder')}
        options={[...policies]}
        error={fieldError(errors, 'policy_uuid')}
        {...register('policy_uuid')}
      />
      <DateField
        label={t('timeOff.field.start_date')}
        required
        error={fieldError(errors, 'start_date')}
        {...register('start_date')}
      />
      <DateField
        label={t('timeOff.field.end_date')}
        required
        error={fieldError(errors, 'end_date')}
        {...register('end_date')}
      />
      <TextField
        label={t('timeOff.field.hours')}
        required
        inputMode="decimal"
        error={fieldError(errors, 'hours')}
        {...register('hours')}
      />
      <TextArea
        label={t('timeOff.field.employee_note')}
        rows={3}
        error={fieldError(errors, 'employee_note')}
        {...register('employee_note')}
      />
    </FormLayout>
  );
}
