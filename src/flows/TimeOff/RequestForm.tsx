import type { Ref } from 'react';
import type { TimeOffRequest } from '../../api/timeOff/types';
import { useTimeOffPolicies } from '../../hooks/timeOff';
import { useTimeOffRequestForm, type TimeOffRequestValues } from '../../hooks/timeOff/useTimeOffRequestForm';
import {
  usePrimitives,
  useFormat,
  TextField as DefaultTextField,
  DateField as DefaultDateField,
  TextArea as DefaultTextArea,
  Select as DefaultSelect,
  Checkbox as DefaultCheckbox,
} from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { useEmployeeOptions } from './employeeOptions';
import type { TimeOffEventHandler } from './events';
import { timeOffMessages } from './messages';
import { RequestPreview } from './RequestPreview';
import { weekdayOf } from '../../hooks/calendarDays';
import { useTimeOffMessages } from './useTimeOffMessages';
import { formSubmitProps } from '../shared/formSubmitProps';

/** Props of {@link RequestForm}. */
export interface RequestFormProps {
  companyId: string;
  defaultValues?: Partial<TimeOffRequestValues>;
  /** The service created the request. */
  onSaved?: (request: TimeOffRequest) => void;
  onCancel?: () => void;
  onEvent?: TimeOffEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Request time off for one employee: policy (active ones only), employee (only those on the
 * chosen policy, alphabetical), first and last day, hours per working day with every day of the
 * request editable (weekends off by default) and the total, a live balance preview, an optional
 * note, and "approve now" for an admin's own entry. Bad input is refused on its field, the
 * service's refusals too (more hours than the balance leaves, with the numbers), values kept.
 *
 * @example
 * <RequestForm companyId={companyId} onSaved={backToList} onCancel={backToList} />
 */
export function RequestForm(props: RequestFormProps) {
  const { companyId, onEvent, onSaved } = props;
  const { TextField, DateField, TextArea, Select, Checkbox } = usePrimitives({
    TextField: DefaultTextField,
    DateField: DefaultDateField,
    TextArea: DefaultTextArea,
    Select: DefaultSelect,
    Checkbox: DefaultCheckbox,
  });
  const { t, fieldError } = useTimeOffMessages();
  const format = useFormat();
  const policies = useTimeOffPolicies(companyId);
  const request = useTimeOffRequestForm({
    companyId,
    defaultValues: props.defaultValues,
    onSaved: (saved) => {
      onEvent?.('timeOffRequest.created', { requestId: saved.uuid });
      onSaved?.(saved);
    },
  });
  const { register, formState, watch } = request.form;
  const errors = formState.errors;
  const active = (policies.data ?? []).filter((policy) => policy.is_active);
  const policyId = watch('policy_uuid');
  const chosen = active.find((policy) => policy.uuid === policyId);
  // Only people the service would accept: on the chosen policy, or on any active one until chosen.
  const enrolled = new Set(
    (chosen ? [chosen] : active).flatMap((policy) => policy.employees.map((e) => e.uuid)),
  );
  const { options: employeeOptions } = useEmployeeOptions(companyId, (employee) =>
    enrolled.has(employee.uuid),
  );
  const policyOptions = active.map((policy) => ({ value: policy.uuid, label: policy.name }));

  return (
    <FormLayout
      title={t('form.title')}
      description={t('form.description')}
      messages={timeOffMessages}
      headingRef={props.headingRef}
      {...formSubmitProps(request)}
      submitLabel={t('form.save')}
      secondary={props.onCancel && { label: t('form.cancel'), onClick: props.onCancel }}
    >
      <Select
        label={t('field.policy_uuid')}
        required
        placeholder={t('field.policy_uuid.placeholder')}
        options={policyOptions}
        error={fieldError(errors, 'policy_uuid')}
        {...register('policy_uuid')}
      />
      <Select
        label={t('field.employee_uuid')}
        hint={t('field.employee_uuid.hint')}
        required
        placeholder={t('field.employee_uuid.placeholder')}
        options={employeeOptions}
        error={fieldError(errors, 'employee_uuid')}
        {...register('employee_uuid')}
      />
      <DateField
        label={t('field.start_date')}
        required
        error={fieldError(errors, 'start_date')}
        {...register('start_date')}
      />
      <DateField
        label={t('field.end_date')}
        required
        error={fieldError(errors, 'end_date')}
        {...register('end_date')}
      />
      <TextField
        label={t('field.hours')}
        hint={t('field.hours.hint')}
        required
        inputMode="decimal"
        error={fieldError(errors, 'hours')}
        {...register('hours')}
      />
      {request.days.length > 0 ? (
        <fieldset className="pk-flow-section__group pk-time-off-days">
          <legend className="pk-flow-section__legend">{t('days.legend')}</legend>
          <p className="pk-flow-section__description">{t('days.hint')}</p>
          {request.days.map((day) => (
            <TextField
              key={day.date}
              label={t('days.day', {
                weekday: t(`weekday.${weekdayOf(day.date)}`),
                date: format.date(day.date),
              })}
              inputMode="decimal"
              value={day.hours}
              error={fieldError(errors, `days.${day.date}`)}
              onChange={(event) => request.setDayHours(day.date, event.target.value)}
            />
          ))}
          <p className="pk-time-off-days__total" aria-live="polite">
            {request.totalHours === undefined
              ? t('days.totalUnknown')
              : t('days.total', { hours: format.number(request.totalHours) })}
          </p>
        </fieldset>
      ) : null}
      <RequestPreview preview={request.preview} />
      <TextArea
        label={t('field.employee_note')}
        rows={3}
        error={fieldError(errors, 'employee_note')}
        {...register('employee_note')}
      />
      <Checkbox label={t('field.approve')} hint={t('field.approve.hint')} {...register('approve')} />
    </FormLayout>
  );
}
