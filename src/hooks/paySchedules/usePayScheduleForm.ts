import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type {
  PaySchedule,
  PayScheduleBody,
  PaySchedulePreview,
  PaySchedulePreviewQuery,
} from '../../api/paySchedules/types';
import { isoDate } from '../schemas/fields';
import { sameBody, useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreatePaySchedule, useUpdatePaySchedule } from './mutations';
import { companyPaySchedulesQuery, usePaySchedulePreview, usePaySchedules } from './queries';

/**
 * The frequencies a schedule can be created or updated with (contract.md#pay-schedules).
 *
 * @example
 * payScheduleFrequencies.includes('Monthly'); // true
 */
export const payScheduleFrequencies = [
  'Every week',
  'Every other week',
  'Twice per month',
  'Monthly',
] as const;

/**
 * Values of the pay schedule form, as typed: dates are `YYYY-MM-DD`, `day_1` / `day_2` the
 * digits of a day of the month (only asked for monthly and twice-monthly schedules).
 *
 * @example
 * const values: PayScheduleValues = { frequency: 'Every week', anchor_pay_date: '2026-07-03', anchor_end_of_pay_period: '2026-07-01', day_1: '', day_2: '', custom_name: '' };
 */
export interface PayScheduleValues {
  frequency: string;
  anchor_pay_date: string;
  anchor_end_of_pay_period: string;
  day_1: string;
  day_2: string;
  custom_name: string;
}

/**
 * Options of {@link usePayScheduleForm}.
 *
 * @example
 * usePayScheduleForm({ companyId, payScheduleId, onSaved: (schedule) => close(schedule.uuid) });
 */
export interface PayScheduleFormOptions {
  companyId: string;
  /** The schedule to edit; without it the form creates one. */
  payScheduleId?: string;
  defaultValues?: Partial<PayScheduleValues>;
  /** After a create, an update or a resolved conflict; `created` tells which. */
  onSaved?: (schedule: PaySchedule, created: boolean) => void;
}

/**
 * What {@link usePayScheduleForm} returns.
 *
 * @example
 * const { form, submit, preview, conflict } = usePayScheduleForm({ companyId });
 */
export interface PayScheduleForm extends RecordForm<PaySchedule, PayScheduleValues, PayScheduleFormOutput> {
  /** Editing: the company's schedules are still loading. */
  isLoading: boolean;
  loadError: Error | null;
  /** The schedule being edited, as the list shows it (undefined when creating). */
  schedule: PaySchedule | undefined;
  /** Whether the frequency needs `day_1`, and `day_2`. */
  needsDays: { day_1: boolean; day_2: boolean };
  /** The pay periods the typed values would produce; undefined until they are valid. */
  previewQuery: PaySchedulePreviewQuery | undefined;
  preview: PaySchedulePreview | undefined;
  previewLoading: boolean;
  previewError: Error | null;
}

const EMPTY: PayScheduleValues = {
  frequency: '',
  anchor_pay_date: '',
  anchor_end_of_pay_period: '',
  day_1: '',
  day_2: '',
  custom_name: '',
};

/** A day of the month as typed, read as a number: blank is none. */
const dayNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/*
 * A day of the month is checked as text and becomes a number in the body (`toBody`), not in the
 * schema: a transform to a nullable integer would bring five schema types into the bundle for
 * this alone.
 */
const day = /* @__PURE__ */ (() =>
  z.string().check(
    z.refine(
      (text) => {
        const value = dayNumber(text);
        return value === null || (Number.isInteger(value) && value >= 1 && value <= 31);
      },
      { error: 'validation.dayOfMonth' },
    ),
  ))();

/**
 * contract.md#pay-schedules rules: a frequency of the four, both anchor dates, the days a monthly schedule needs,
 * and the first period ending on or before its pay date (the demo service refuses the reverse).
 * The period-end message is a key of the `paySchedules` dictionary.
 */
const formSchema = /* @__PURE__ */ (() =>
  z
    .object({
      frequency: z.enum(payScheduleFrequencies, { error: 'validation.payFrequency' }),
      anchor_pay_date: isoDate,
      anchor_end_of_pay_period: isoDate,
      day_1: day,
      day_2: day,
      custom_name: z.string(),
    })
    .check(
      z.superRefine((value, context) => {
        const monthly = value.frequency === 'Monthly' || value.frequency === 'Twice per month';
        const [day1, day2] = [dayNumber(value.day_1), dayNumber(value.day_2)];
        if (monthly && day1 == null) {
          context.addIssue({ code: 'custom', path: ['day_1'], message: 'validation.required' });
        }
        if (value.frequency === 'Twice per month' && day2 == null) {
          context.addIssue({ code: 'custom', path: ['day_2'], message: 'validation.required' });
        }
        if (value.frequency === 'Twice per month' && day1 != null && day2 != null && day1 >= day2) {
          context.addIssue({ code: 'custom', path: ['day_2'], message: 'error.day2AfterDay1' });
        }
        if (value.anchor_end_of_pay_period > value.anchor_pay_date) {
          context.addIssue({
            code: 'custom',
            path: ['anchor_end_of_pay_period'],
            message: 'error.periodEndAfterPayDate',
          });
        }
      }),
    ))();

/**
 * The pay schedule form's values once checked (the days still as typed; the body reads them as
 * numbers).
 *
 * @example
 * const parsed: PayScheduleFormOutput = { frequency: 'Monthly', anchor_pay_date: '2026-07-31', anchor_end_of_pay_period: '2026-07-31', day_1: '31', day_2: '', custom_name: '' };
 */
export type PayScheduleFormOutput = z.infer<typeof formSchema>;

function toBody(values: PayScheduleFormOutput): PayScheduleBody {
  const monthly = values.frequency === 'Monthly' || values.frequency === 'Twice per month';
  return {
    frequency: values.frequency,
    anchor_pay_date: values.anchor_pay_date,
    anchor_end_of_pay_period: values.anchor_end_of_pay_period,
    day_1: monthly ? dayNumber(values.day_1) : null,
    day_2: values.frequency === 'Twice per month' ? dayNumber(values.day_2) : null,
    custom_name: values.custom_name.trim() || null,
  };
}

function toValues(schedule: PaySchedule): PayScheduleValues {
  return {
    frequency: schedule.frequency,
    anchor_pay_date: schedule.anchor_pay_date,
    anchor_end_of_pay_period: schedule.anchor_end_of_pay_period,
    day_1: schedule.day_1 == null ? '' : String(schedule.day_1),
    day_2: schedule.day_2 == null ? '' : String(schedule.day_2),
    custom_name: schedule.custom_name ?? '',
  };
}

/**
 * Headless create/edit form of a pay schedule (contract.md#pay-schedules): client rules (frequency, both anchor
 * dates, `day_1` / `day_2` for monthly schedules, the first period ending on or before its pay
 * date), the service's field errors on their fields with every typed value kept, an idempotency
 * key per create, a version-aware edit from the record the list showed (a colleague's change to
 * the same field comes back as `conflict`), and a live preview of the pay periods once the typed
 * values are valid.
 *
 * @example
 * const { form, submit, preview, conflict, resolveConflict } = usePayScheduleForm({ companyId });
 * <form onSubmit={submit}>
 *   <select {...form.register('frequency')}>…</select>
 *   <input type="date" {...form.register('anchor_pay_date')} />
 * </form>
 * preview?.pay_periods.map((period) => period.check_date);
 */
export function usePayScheduleForm(options: PayScheduleFormOptions): PayScheduleForm {
  const { companyId, payScheduleId } = options;
  const schedules = usePaySchedules(companyId, companyPaySchedulesQuery);
  const schedule = payScheduleId
    ? schedules.data?.items.find((item) => item.uuid === payScheduleId)
    : undefined;
  const create = useCreatePaySchedule(companyId);
  const record = useRecordForm({
    ...options,
    schema: formSchema,
    empty: EMPTY,
    record: schedule,
    toValues,
    ...sameBody(toBody, create.mutateAsync),
    update: useUpdatePaySchedule(companyId, payScheduleId ?? ''),
  });

  const watched = useWatch({ control: record.form.control });
  const previewQuery = useMemo<PaySchedulePreviewQuery | undefined>(() => {
    const parsed = z.safeParse(formSchema, { ...EMPTY, ...watched });
    if (!parsed.success) return undefined;
    const { custom_name: _name, ...query } = toBody(parsed.data);
    return query;
  }, [watched]);
  const preview = usePaySchedulePreview(companyId, previewQuery);

  const frequency = watched.frequency;
  return {
    ...record,
    isLoading: Boolean(payScheduleId) && schedules.isLoading,
    loadError: payScheduleId ? schedules.error : null,
    schedule,
    needsDays: {
      day_1: frequency === 'Monthly' || frequency === 'Twice per month',
      day_2: frequency === 'Twice per month',
    },
    previewQuery,
    preview: previewQuery ? preview.data : undefined,
    previewLoading: previewQuery !== undefined && preview.isLoading,
    previewError: previewQuery ? preview.error : null,
  };
}
