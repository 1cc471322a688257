import { useId, type Ref } from 'react';
import type { TimeOffRequest } from '../../api/types/timeOff';
import { useEmployees } from '../../hooks/employees';
import { useTimeOffPolicies } from '../../hooks/timeOff';
import { useTimeOffRequestForm, type TimeOffRequestValues } from '../../hooks/timeOff/useTimeOffRequestForm';
import { useComponents } from '../../ui';
import type { TimeOffEventHandler } from './events';
import { useTimeOffMessages } from './useTimeOffMessages';

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

/** The company's people, all on one page (the select lists them all). */
const EMPLOYEE_QUERY = { per: 100, terminated: false } as const;

/**
 * Request time off for one employee: employee, policy, first and last day, hours per day and an
 * optional note. Missing fields, a last day before the first and malformed hours are refused on
 * their fields; so are the service's refusals, with every typed value kept.
 *
 * @example
 * <RequestForm companyId={companyId} onSaved={backToList} onCancel={backToList} />
 */
export function RequestForm(props: RequestFormProps) {
  const { companyId, onEvent, onSaved } = props;
  const { TextField, DateField, TextArea, Select, Button, ErrorSummary } = useComponents();
  const { t, fieldError, summary } = useTimeOffMessages();
  const headingId = useId();
  const employees = useEmployees(companyId, EMPLOYEE_QUERY);
  const policies = useTimeOffPolicies(companyId);
  const request = useTimeOffRequestForm({
    companyId,
    defaultValues: props.defaultValues,
    onSaved: (saved) => {
      onEvent?.('timeOffRequest.created', { requestId: saved.uuid });
      onSaved?.(saved);
    },
  });
  const { register, formState } = request.form;
  const errors = formState.errors;
  const employeeOptions = (employees.data?.items ?? []).map((employee) => ({
    value: employee.uuid,
    label: `${employee.first_name} ${employee.last_name}`,
  }));
  const policyOptions = (policies.data ?? [])
    .filter((policy) => policy.is_active)
    .map((policy) => ({ value: policy.uuid, label: policy.name }));

  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <h2 ref={props.headingRef} id={headingId} tabIndex={-1} className="pk-flow-section__title">
        {t('form.title')}
      </h2>
      <p className="pk-flow-section__description">{t('form.description')}</p>
      <form noValidate onSubmit={request.submit} className="pk-flow-section__form">
        <ErrorSummary errors={summary(request.formErrors)} focusKey={formState.submitCount} />
        <Select
          label={t('field.employee_uuid')}
          required
          placeholder={t('field.employee_uuid.placeholder')}
          options={employeeOptions}
          error={fieldError(errors, 'employee_uuid')}
          {...register('employee_uuid')}
        />
        <Select
          label={t('field.policy_uuid')}
          required
          placeholder={t('field.policy_uuid.placeholder')}
          options={policyOptions}
          error={fieldError(errors, 'policy_uuid')}
          {...register('policy_uuid')}
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
        <TextArea
          label={t('field.employee_note')}
          rows={3}
          error={fieldError(errors, 'employee_note')}
          {...register('employee_note')}
        />
        <div className="pk-flow-section__actions">
          <Button type="button" variant="secondary" onClick={props.onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={request.isSubmitting}>
            {t('form.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
