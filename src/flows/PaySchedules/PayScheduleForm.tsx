import type { Ref } from 'react';
import type { PaySchedule } from '../../api/paySchedules/types';
import {
  payScheduleFrequencies,
  usePayScheduleForm,
  type PayScheduleValues,
} from '../../hooks/paySchedules/usePayScheduleForm';
import {
  usePrimitives,
  TextField as DefaultTextField,
  DateField as DefaultDateField,
  NumberField as DefaultNumberField,
  Select as DefaultSelect,
} from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { textFormats } from '../shared/ConflictPrompt';
import { recordFormLayout } from '../shared/recordFormLayout';
import type { PaySchedulesEventHandler } from './events';
import { AutoPayrollSwitch } from './AutoPayrollSwitch';
import { paySchedulesMessages } from './messages';
import { PaySchedulePreview } from './PaySchedulePreview';
import { PayScheduleUpdateWarning } from './PayScheduleUpdateWarning';
import { usePaySchedulesMessages } from './usePaySchedulesMessages';
import { registeredField } from '../shared/registeredField';

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
  /** The service's today (UTC): the edit warning counts the payrolls ahead of it. */
  today?: string;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Add or edit one pay schedule: frequency, first pay date, end of the first period, the days of
 * the month a monthly schedule pays on, and an optional name, checked as the service checks them;
 * the service's refusals land on their fields with every typed value kept; a colleague's change
 * to the same field asks before overwriting. The next pay periods show under the form once the
 * values are valid. Editing names the unprocessed payrolls saving would delete (only when there
 * are some) and offers the auto-payroll switch with what blocks it.
 *
 * @example
 * <PayScheduleForm companyId={companyId} onSaved={backToList} onCancel={backToList} />
 */
export function PayScheduleForm(props: PayScheduleFormProps) {
  const { companyId, payScheduleId, onEvent, onSaved } = props;
  const { TextField, DateField, NumberField, Select } = usePrimitives({
    TextField: DefaultTextField,
    DateField: DefaultDateField,
    NumberField: DefaultNumberField,
    Select: DefaultSelect,
  });
  const { t, fieldError, frequencyLabel } = usePaySchedulesMessages();
  const schedule = usePayScheduleForm({
    companyId,
    payScheduleId,
    defaultValues: props.defaultValues,
    onSaved: (saved, created) => {
      onEvent?.(created ? 'paySchedule.created' : 'paySchedule.updated', { payScheduleId: saved.uuid });
      onSaved?.(saved, created);
    },
  });
  const label = (name: keyof PayScheduleValues) => t(`field.${name}`);
  const field = registeredField(schedule.form, label, fieldError);
  const editing = Boolean(payScheduleId);
  // Why there is no preview yet: something missing, or everything filled but not valid together.
  const values = schedule.form.watch();
  const filled =
    Boolean(values.frequency && values.anchor_pay_date && values.anchor_end_of_pay_period) &&
    (!schedule.needsDays.day_1 || Boolean(values.day_1)) &&
    (!schedule.needsDays.day_2 || Boolean(values.day_2));
  const previewHint = filled
    ? t(schedule.needsDays.day_1 ? 'preview.invalidDays' : 'preview.invalidDates')
    : t(schedule.needsDays.day_1 ? 'preview.hintDays' : 'preview.hint');
  const frequencyOptions = payScheduleFrequencies.map((value) => ({ value, label: frequencyLabel(value) }));
  const day = (name: 'day_1' | 'day_2') => (
    <NumberField {...field(name)} required inputMode="numeric" hint={t('field.day.hint')} />
  );

  const layout = recordFormLayout(schedule, {
    t,
    editing,
    found: Boolean(schedule.schedule),
    view: props,
    messages: paySchedulesMessages,
    fieldLabel: (name) => label(name as keyof PayScheduleValues),
    formatValue: textFormats({ frequency: frequencyLabel }),
  });
  return (
    <FormLayout
      {...layout}
      notice={
        <>
          {layout.notice}
          {payScheduleId ? (
            <PayScheduleUpdateWarning
              companyId={companyId}
              payScheduleId={payScheduleId}
              today={props.today}
            />
          ) : null}
        </>
      }
      aside={
        <>
          <PaySchedulePreview
            ready={schedule.previewQuery !== undefined}
            hint={previewHint}
            preview={schedule.preview}
            loading={schedule.previewLoading}
            error={schedule.previewError}
          />
          {payScheduleId && schedule.schedule ? (
            <AutoPayrollSwitch companyId={companyId} payScheduleId={payScheduleId} />
          ) : null}
        </>
      }
    >
      <Select
        {...field('frequency')}
        required
        placeholder={t('field.frequency.placeholder')}
        options={frequencyOptions}
      />
      <DateField {...field('anchor_end_of_pay_period')} required />
      <DateField {...field('anchor_pay_date')} required />
      {schedule.needsDays.day_1 ? day('day_1') : null}
      {schedule.needsDays.day_2 ? day('day_2') : null}
      <TextField {...field('custom_name')} hint={t('field.custom_name.hint')} />
    </FormLayout>
  );
}
