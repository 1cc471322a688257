import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import type { FieldIssue } from '../../api/fieldErrors';
import type { TimeOffRequest, TimeOffRequestBody } from '../../api/types/timeOff';
import { isoDate, optional, requiredText } from '../schemas/fields';
import { useCreateTimeOffRequest } from '../timeOff';
import { useApiForm } from '../useApiForm';

/**
 * Values of the time off request form, as typed: `hours` is the hours taken on each day of the
 * request, a decimal string (`"8"`, `"7.5"`).
 *
 * @example
 * const values: TimeOffRequestValues = { employee_uuid: e, policy_uuid: p, start_date: '2026-07-01', end_date: '2026-07-02', hours: '8' };
 */
export interface TimeOffRequestValues {
  employee_uuid: string;
  policy_uuid: string;
  start_date: string;
  end_date: string;
  hours: string;
  employee_note?: string;
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
  /** After the service created the request (status `pending`). */
  onSaved?: (request: TimeOffRequest) => void;
}

/**
 * What {@link useTimeOffRequestForm} returns.
 *
 * @example
 * const { form, submit, formErrors, isSubmitting } = useTimeOffRequestForm({ companyId });
 */
export interface TimeOffRequestForm {
  form: UseFormReturn<TimeOffRequestValues>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Errors of the whole form (`base`, lost connection, fields the form lacks). */
  formErrors: FieldIssue[];
  isSubmitting: boolean;
}

const EMPTY: TimeOffRequestValues = {
  employee_uuid: '',
  policy_uuid: '',
  start_date: '',
  end_date: '',
  hours: '',
  employee_note: '',
};

/** A date the user must give: "required" when blank, "valid date" when malformed. */
const requiredDate = /* @__PURE__ */ (() =>
  z.pipe(
    z.string({ error: 'validation.required' }).check(z.minLength(1, { error: 'validation.required' })),
    isoDate,
  ))();

/** Form rules: who, which policy, dates in order, hours per day as a decimal of at most 24. */
const formSchema = /* @__PURE__ */ (() =>
  z
    .object({
      employee_uuid: requiredText,
      policy_uuid: requiredText,
      start_date: requiredDate,
      end_date: requiredDate,
      hours: z.string({ error: 'validation.required' }).check(
        z.minLength(1, { error: 'validation.required' }),
        z.regex(/^[0-9]+(\.[0-9]{1,3})?$/, { error: 'validation.hours' }),
        z.refine((value) => Number(value) > 0 && Number(value) <= 24, { error: 'validation.hours' }),
      ),
      employee_note: optional(z.string()),
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

/** Every calendar day from `start` to `end`, inclusive, as `YYYY-MM-DD`. */
function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const day = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  while (day <= last && out.length < 366) {
    out.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}

/**
 * The create body: the same hours on each day of the request (UPSTREAM D.2 `days`).
 *
 * @example
 * timeOffRequestBody({ employee_uuid: e, policy_uuid: p, start_date: '2026-07-01', end_date: '2026-07-02', hours: '8' });
 * // days: { '2026-07-01': '8', '2026-07-02': '8' }
 */
export function timeOffRequestBody(values: TimeOffRequestValues): TimeOffRequestBody {
  const note = values.employee_note?.trim();
  return {
    employee_uuid: values.employee_uuid,
    policy_uuid: values.policy_uuid,
    start_date: values.start_date,
    end_date: values.end_date,
    days: Object.fromEntries(
      daysBetween(values.start_date, values.end_date).map((day) => [day, values.hours]),
    ),
    ...(note ? { employee_note: note } : {}),
  };
}

/**
 * Headless "request time off" form (UPSTREAM D.2): employee, policy, start and end dates, hours
 * per day and an optional note. Missing fields, an end before the start and malformed hours are
 * refused on their fields before anything is sent; the service's field errors (an employee not on
 * the policy, say) land on their fields with every typed value kept; the per-day `days` refusal
 * lands on `hours`. One idempotency key per request, so a retried save never creates two.
 *
 * @example
 * const { form, submit, formErrors } = useTimeOffRequestForm({ companyId, onSaved: backToList });
 * <form onSubmit={submit}>
 *   <select {...form.register('employee_uuid')}>…</select>
 *   <input type="date" {...form.register('start_date')} />
 *   <input {...form.register('hours')} />
 * </form>
 */
export function useTimeOffRequestForm(options: TimeOffRequestFormOptions): TimeOffRequestForm {
  const { companyId, defaultValues, onSaved } = options;
  const create = useCreateTimeOffRequest(companyId);
  const api = useApiForm<TimeOffRequestValues, TimeOffRequest>({
    schema: formSchema as unknown as z.ZodMiniType<TimeOffRequestValues, unknown>,
    defaultValues: { ...EMPTY, ...defaultValues },
    fieldMap: { days: 'hours' },
    onSubmit: (values) => create.mutateAsync(timeOffRequestBody(values)),
    onSuccess: (request, values) => {
      api.form.reset(values);
      onSaved?.(request);
    },
  });
  return {
    form: api.form,
    submit: api.submit,
    formErrors: api.formErrors,
    isSubmitting: api.isSubmitting,
  };
}
