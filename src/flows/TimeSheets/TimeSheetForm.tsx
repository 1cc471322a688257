import { useEffect, type Ref } from 'react';
import type { TimeSheet } from '../../api/timeSheets/types';
import { useEmployees } from '../../hooks/employees/queries';
import { TIME_SHEET_HOURS_MAX, useTimeSheetForm } from '../../hooks/timeSheets';
import { usePrimitives, Select as DefaultSelect, TextField as DefaultTextField } from '../../ui';
import { fieldErrorText } from '../shared/fieldErrorText';
import { FormLayout } from '../shared/FormLayout';
import { recordFormLayout } from '../shared/recordFormLayout';
import { registeredField } from '../shared/registeredField';
import { useFormMessages } from '../shared/useFormMessages';
import type { TimeSheetsEventHandler } from './events';
import { timeSheetsMessages } from './messages';

/** Props of {@link TimeSheetForm}. */
export interface TimeSheetFormProps {
  companyId: string;
  /** The people's time zone (the browser's by default). */
  timeZone?: string;
  /** The day the form starts on (the pay period's first). */
  workDate?: string;
  onSaved?: (sheet: TimeSheet, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: TimeSheetsEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Add an employee's time sheet for a day: the employee (onboarded ones), the day, and hours per
 * pay classification (regular, overtime, double overtime), each empty or a number with at most
 * three decimals, at least one above zero. A wrong value is said on its field before anything is
 * sent, the service's refusal lands on its field too, and nothing typed is lost.
 *
 * @example
 * <TimeSheetForm companyId={companyId} workDate="2026-06-06" onSaved={backToList} onCancel={backToList} />
 */
export function TimeSheetForm(props: TimeSheetFormProps) {
  const { companyId, onEvent, onSaved, timeZone, workDate } = props;
  const { Select, TextField } = usePrimitives({ Select: DefaultSelect, TextField: DefaultTextField });
  const { t, lookup } = useFormMessages(timeSheetsMessages);
  const employees = useEmployees(companyId, { per: 100 });
  const record = useTimeSheetForm({
    companyId,
    timeZone,
    defaultValues: workDate ? { workDate } : undefined,
    onSaved: (sheet, created) => {
      onEvent?.('timeSheet.created', { timeSheetId: sheet.uuid, employeeId: sheet.entity_uuid });
      onSaved?.(sheet, created);
    },
  });
  const { form } = record;
  // The period may be read after the form opened: its first day, unless a day was typed.
  useEffect(() => {
    if (workDate && !form.getFieldState('workDate').isDirty) form.setValue('workDate', workDate);
  }, [workDate, form]);
  const field = registeredField(
    form,
    (name) => t(`field.${name}`),
    (errors, name) => fieldErrorText(lookup, errors, name, { max: TIME_SHEET_HOURS_MAX }),
  );
  const people = (employees.data?.items ?? []).filter((e) => e.onboarding_status === 'onboarding_completed');
  return (
    <FormLayout
      {...recordFormLayout(
        { ...record, isLoading: employees.isLoading, loadError: employees.error },
        { t, editing: false, found: true, view: props, messages: timeSheetsMessages },
      )}
    >
      <Select
        {...field('employeeId')}
        required
        placeholder={t('field.employeeId.placeholder')}
        options={people.map((e) => ({
          value: e.uuid,
          label: `${e.preferred_first_name || e.first_name} ${e.last_name}`,
        }))}
      />
      <TextField {...field('workDate')} type="date" required />
      <TextField {...field('regular')} inputMode="decimal" hint={t('field.hours.hint')} />
      <TextField {...field('overtime')} inputMode="decimal" hint={t('field.hours.hint')} />
      <TextField {...field('doubleOvertime')} inputMode="decimal" hint={t('field.hours.hint')} />
    </FormLayout>
  );
}
