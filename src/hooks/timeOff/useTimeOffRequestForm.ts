import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import type { FieldIssue } from '../../api/fieldErrors';
import type { TimeOffRequest, TimeOffRequestBody } from '../../api/timeOff/types';
import { hoursToThousandths } from '../payroll/payrollEditorTotals';
import { daysBetween, isWeekend } from '../calendarDays';
import { isoDate, optional, requiredText } from '../schemas/fields';
import { dayHours } from '../schemas/timeOff';
import { useCreateAdminApprovedTimeOffRequest, useCreateTimeOffRequest } from './requestMutations';
import { useTimeOffRequestPreview } from './requestQueries';
import { useRecordForm } from '../useRecordForm';

/**
 * Values of the time off request form, as typed: `hours` is the hours taken on each working day
 * of the request (`"8"`, `"7.5"`); `days` holds the days the user changed, by date (a weekend day
 * is off unless given hours here); `approve` files it as the admin, approved at once.
 *
 * @example
 * const values: TimeOffRequestValues = { employee_uuid: e, policy_uuid: p, start_date: '2026-07-03', end_date: '2026-07-06', hours: '8', days: { '2026-07-06': '4' } };
 */
export interface TimeOffRequestValues {
  employee_uuid: string;
  policy_uuid: string;
  start_date: string;
  end_date: string;
  hours: string;
  days?: Record<string, string>;
  employee_note?: string;
  approve?: boolean;
}

/**
 * Options of {@link useTimeOffRequestForm}.
 *
 * @example
 * useTimeOffRequestForm({ companyId, onSaved: (request) => close(request.uuid) });
 */
export interface TimeOffRequestFormOptions {
  companyId: string;
  defaultValues?: Partial<TimeOffRequestValues>;
  /** After the service created the request (`pending`, or `approved` when filed as approved). */
  onSaved?: (request: TimeOffRequest) => void;
}

/**
 * What {@link useTimeOffRequestForm} returns.
 *
 * @example
 * const { form, submit, formErrors, isSubmitting, days, preview } = useTimeOffRequestForm({ companyId });
 */
export interface TimeOffRequestForm {
  form: UseFormReturn<TimeOffRequestValues>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Errors of the whole form (`base`, lost connection, fields the form lacks). */
  formErrors: FieldIssue[];
  isSubmitting: boolean;
  /** Every day between the first and last day with the hours it will take, as typed. */
  days: RequestDay[];
  /** Sum of the days' hours, when every day's hours are a number. */
  totalHours: number | undefined;
  /** The live balance preview once the request is complete (undefined before). */
  preview: ReturnType<typeof useTimeOffRequestPreview>;
  /** Sets one day's hours (the field of that day in the day-by-day table). */
  setDayHours: (date: string, hours: string) => void;
}

/**
 * One day of a request being filled in.
 *
 * @example
 * const day: RequestDay = { date: '2026-07-04', hours: '0', weekend: true, changed: false };
 */
export interface RequestDay {
  date: string;
  hours: string;
  weekend: boolean;
  /** The user typed this day's hours (it no longer follows "hours per day"). */
  changed: boolean;
}

const EMPTY: TimeOffRequestValues = {
  employee_uuid: '',
  policy_uuid: '',
  start_date: '',
  end_date: '',
  hours: '',
  days: {},
  employee_note: '',
  approve: false,
};

/** A date the user must give: "required" when blank, "valid date" when malformed. */
const requiredDate = /* @__PURE__ */ (() =>
  z.pipe(
    z.string({ error: 'validation.required' }).check(z.minLength(1, { error: 'validation.required' })),
    isoDate,
  ))();

/** Form rules: who, which policy, dates in order, hours per day (and each changed day) at most 24. */
const formSchema = /* @__PURE__ */ (() =>
  z
    .object({
      employee_uuid: requiredText,
      policy_uuid: requiredText,
      start_date: requiredDate,
      end_date: requiredDate,
      hours: z.pipe(
        z.string({ error: 'validation.required' }).check(z.minLength(1, { error: 'validation.required' })),
        dayHours,
      ),
      days: z.optional(z.record(z.string(), dayHours)),
      employee_note: optional(z.string()),
      approve: z.optional(z.boolean()),
    })
    .check(
      z.refine((value) => !value.start_date || !value.end_date || value.end_date >= value.start_date, {
        path: ['end_date'],
        error: 'validation.endBeforeStart',
        // Checked as soon as both dates are valid, even while other fields are still missing.
        when: (payload) => {
          const value = payload.value as Partial<TimeOffRequestValues> | undefined;
          return isoDate.safeParse(value?.start_date).success && isoDate.safeParse(value?.end_date).success;
        },
      }),
    ))();

/** Every calendar day of the request, none until both dates are whole dates (at most a year). */
function requestedDates(start: string, end: string): string[] {
  return isoDate.safeParse(start).success && isoDate.safeParse(end).success ? daysBetween(start, end) : [];
}

/**
 * The days of a request as typed: "hours per day" on working days, weekends off, and the days
 * the user changed with their own hours.
 *
 * @example
 * requestDays({ start_date: '2026-07-03', end_date: '2026-07-06', hours: '8', days: {} }).map((d) => d.hours);
 * // ['8', '0', '0', '8'] (Fri, Sat, Sun, Mon)
 */
export function requestDays(
  values: Pick<TimeOffRequestValues, 'start_date' | 'end_date' | 'hours' | 'days'>,
): RequestDay[] {
  return requestedDates(values.start_date, values.end_date).map((date) => {
    const weekend = isWeekend(date);
    const typed = values.days?.[date];
    return {
      date,
      weekend,
      changed: typed !== undefined,
      hours: typed ?? (weekend ? '0' : values.hours),
    };
  });
}

/**
 * The create body: each day's hours (contract.md#time-off `days`); days off (0 hours) are left out.
 *
 * @example
 * timeOffRequestBody({ employee_uuid: e, policy_uuid: p, start_date: '2026-07-03', end_date: '2026-07-06', hours: '8' });
 * // days: { '2026-07-03': '8', '2026-07-06': '8' }
 */
export function timeOffRequestBody(values: TimeOffRequestValues): TimeOffRequestBody {
  const note = values.employee_note?.trim();
  return {
    employee_uuid: values.employee_uuid,
    policy_uuid: values.policy_uuid,
    start_date: values.start_date,
    end_date: values.end_date,
    days: Object.fromEntries(
      requestDays(values)
        .filter((day) => Number(day.hours) > 0)
        .map((day) => [day.date, day.hours]),
    ),
    ...(note ? { employee_note: note } : {}),
  };
}

/**
 * Headless "request time off" form (contract.md#time-off, contract.md#payroll-run): employee, policy, first and
 * last day, hours day by day (working days take "hours per day", weekends are off, any day can be
 * changed), an optional note, and a live balance preview once the request is complete. Missing
 * fields, an end before the start and hours that are not a number or above 24 are refused on their
 * fields before anything is sent; the service's refusals (an employee not on the policy, more hours
 * than the balance) land on their fields with every typed value kept. Filed with `approve`, the
 * admin's request is approved at once. One idempotency key per request.
 *
 * @example
 * const { form, submit, days, preview } = useTimeOffRequestForm({ companyId, onSaved: backToList });
 * <form onSubmit={submit}>
 *   <input type="date" {...form.register('start_date')} />
 *   <input {...form.register('hours')} />
 * </form>
 */
export function useTimeOffRequestForm(options: TimeOffRequestFormOptions): TimeOffRequestForm {
  const { companyId, defaultValues, onSaved } = options;
  const create = useCreateTimeOffRequest(companyId);
  const createApproved = useCreateAdminApprovedTimeOffRequest(companyId);
  const api = useRecordForm<TimeOffRequest, TimeOffRequestValues, TimeOffRequestValues>({
    schema: formSchema,
    empty: EMPTY,
    defaultValues,
    fieldMap: { days: 'hours' },
    create: (values) => {
      const body = timeOffRequestBody(values);
      if (!values.approve) return create.mutateAsync(body);
      const { employee_note: note, ...rest } = body;
      return createApproved.mutateAsync({ ...rest, ...(note ? { employer_note: note } : {}) });
    },
    onSaved: (request) => onSaved?.(request),
  });
  const values = api.form.watch();
  const days = requestDays(values);
  // Added in integer thousandths (the wire precision), never as floats; none while a day's hours
  // are not hours.
  const thousandths = days.reduce<number | undefined>(
    (sum, day) =>
      sum !== undefined && dayHours.safeParse(day.hours).success
        ? sum + hoursToThousandths(day.hours)
        : undefined,
    days.length > 0 ? 0 : undefined,
  );
  const complete = thousandths !== undefined;
  const totalHours = complete ? thousandths / 1000 : undefined;
  const body = timeOffRequestBody(values);
  const previewable =
    complete &&
    Boolean(values.employee_uuid && values.policy_uuid) &&
    values.end_date >= values.start_date &&
    Object.keys(body.days).length > 0;
  const { employee_note: _note, ...previewBody } = body;
  const preview = useTimeOffRequestPreview(companyId, previewable ? previewBody : undefined);
  return {
    form: api.form,
    submit: api.submit,
    formErrors: api.formErrors,
    isSubmitting: api.isSubmitting,
    days,
    totalHours,
    preview,
    setDayHours: (date, hours) =>
      api.form.setValue('days', { ...api.form.getValues('days'), [date]: hours }, { shouldDirty: true }),
  };
}
