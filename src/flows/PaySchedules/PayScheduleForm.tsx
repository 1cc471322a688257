import { useId, type Ref } from 'react';
import type { PaySchedule } from '../../api/types/paySchedules';
import {
  payScheduleFrequencies,
  usePayScheduleForm,
  type PayScheduleValues,
} from '../../hooks/paySchedules/usePayScheduleForm';
import { useComponents } from '../../ui';
import { ConflictPrompt } from '../shared/ConflictPrompt';
import type { PaySchedulesEventHandler } from './events';
import { paySchedulesMessages } from './messages';
import { PaySchedulePreview } from './PaySchedulePreview';
import { usePaySchedulesMessages } from './usePaySchedulesMessages';

/** Props of {@link PayScheduleForm}. */
export interface PayScheduleFormProps {
  companyId: string;
  /** The schedule to edit; without it the form adds one. */
  payScheduleId?: string;
  defaultValues?: Partial<PayScheduleValues>;
  /** Saved (added, updated, or a conflict settled). */
  onSaved?: (schedule: PaySchedule, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: PaySchedulesEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Add or edit one pay schedule: frequency, first pay date, end of the first period, the days of
 * the month a monthly schedule pays on, and an optional name, checked as the service checks them;
 * the service's refusals land on their fields with every typed value kept; a colleague's change
 * to the same field asks before overwriting. The next pay periods show under the form once the
 * values are valid.
 *
 * @example
 * <PayScheduleForm companyId={companyId} onSaved={backToList} onCancel={backToList} />
 */
export function PayScheduleForm(props: PayScheduleFormProps) {
  const { companyId, payScheduleId, onEvent, onSaved } = props;
  const { TextField, DateField, NumberField, Select, Button, ErrorSummary, Spinner, Alert } = useComponents();
  const { t, fieldError, summary, frequencyLabel } = usePaySchedulesMessages();
  const headingId = useId();
  const schedule = usePayScheduleForm({
    companyId,
    payScheduleId,
    defaultValues: props.defaultValues,
    onSaved: (saved, created) => {
      onEvent?.(created ? 'paySchedule.created' : 'paySchedule.updated', { payScheduleId: saved.uuid });
      onSaved?.(saved, created);
    },
  });
  const { register, formState } = schedule.form;
  const errors = formState.errors;
  const label = (name: string) => t(`field.${name}` as never);
  const editing = Boolean(payScheduleId);
  const cancel = (
    <Button type="button" variant="secondary" onClick={props.onCancel}>
      {t('form.cancel')}
    </Button>
  );
  const frequencyOptions = payScheduleFrequencies.map((value) => ({ value, label: frequencyLabel(value) }));

  let body;
  if (schedule.isLoading) {
    body = <Spinner label={t('form.loading')} />;
  } else if (schedule.loadError || (editing && !schedule.schedule)) {
    body = (
      <Alert tone="danger" action={cancel}>
        {t(schedule.loadError ? 'form.loadError' : 'form.notFound')}
      </Alert>
    );
  } else {
    body = (
      <>
        <ConflictPrompt
          conflict={schedule.conflict}
          onResolve={(choice) => void schedule.resolveConflict(choice)}
          fieldLabel={label}
          formatValue={(name, value) =>
            name === 'frequency' && typeof value === 'string' ? frequencyLabel(value) : undefined
          }
          messages={paySchedulesMessages}
        />
        {editing ? <Alert tone="warning">{t('form.editWarning')}</Alert> : null}
        <form noValidate onSubmit={schedule.submit} className="pk-onboarding-step__form">
          <ErrorSummary errors={summary(schedule.formErrors)} focusKey={formState.submitCount} />
          <Select
            label={label('frequency')}
            required
            placeholder={t('field.frequency.placeholder')}
            options={frequencyOptions}
            error={fieldError(errors, 'frequency')}
            {...register('frequency')}
          />
          <DateField
            label={label('anchor_end_of_pay_period')}
            required
            error={fieldError(errors, 'anchor_end_of_pay_period')}
            {...register('anchor_end_of_pay_period')}
          />
          <DateField
            label={label('anchor_pay_date')}
            required
            error={fieldError(errors, 'anchor_pay_date')}
            {...register('anchor_pay_date')}
          />
          {schedule.needsDays.day_1 ? (
            <NumberField
              label={label('day_1')}
              required
              inputMode="numeric"
              hint={t('field.day.hint')}
              error={fieldError(errors, 'day_1')}
              {...register('day_1')}
            />
          ) : null}
          {schedule.needsDays.day_2 ? (
            <NumberField
              label={label('day_2')}
              required
              inputMode="numeric"
              hint={t('field.day.hint')}
              error={fieldError(errors, 'day_2')}
              {...register('day_2')}
            />
          ) : null}
          <TextField
            label={label('custom_name')}
            hint={t('field.custom_name.hint')}
            error={fieldError(errors, 'custom_name')}
            {...register('custom_name')}
          />
          <div className="pk-onboarding-step__actions">
            {cancel}
            <Button type="submit" loading={schedule.isSubmitting}>
              {t('form.save')}
            </Button>
          </div>
        </form>
        <PaySchedulePreview
          ready={schedule.previewQuery !== undefined}
          preview={schedule.preview}
          loading={schedule.previewLoading}
          error={schedule.previewError}
        />
      </>
    );
  }

  return (
    <section className="pk-onboarding-step" aria-labelledby={headingId}>
      <h2 ref={props.headingRef} id={headingId} tabIndex={-1} className="pk-onboarding-step__title">
        {t(editing ? 'form.editTitle' : 'form.addTitle')}
      </h2>
      <p className="pk-onboarding-step__description">{t('form.description')}</p>
      {body}
    </section>
  );
}
