import { useRef } from 'react';
import * as z from 'zod/mini';
import type { PayClassification, TimeSheet } from '../../api/timeSheets/types';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreateTimeSheet } from './mutations';
import { noonOf } from './shiftStart';

/** The most hours one line takes (the demo service's bound; the provider names none). */
export const TIME_SHEET_HOURS_MAX = 1000;

/**
 * Values of the add-a-time-sheet form: the employee, the day worked, and hours per pay
 * classification as typed (empty: none of that kind).
 *
 * @example
 * const values: TimeSheetValues = { employeeId: 'e-1', workDate: '2026-06-08', regular: '8', overtime: '1.5', doubleOvertime: '' };
 */
export interface TimeSheetValues {
  employeeId: string;
  workDate: string;
  regular: string;
  overtime: string;
  doubleOvertime: string;
}

/**
 * Options of {@link useTimeSheetForm}.
 *
 * @example
 * useTimeSheetForm({ companyId, onSaved: (sheet) => close(sheet.uuid) });
 */
export interface TimeSheetFormOptions {
  companyId: string;
  /** The people's time zone: the day worked counts in it. The browser's by default. */
  timeZone?: string;
  defaultValues?: Partial<TimeSheetValues>;
  /** After the sheet is added (always `created`). */
  onSaved?: (sheet: TimeSheet, created: boolean) => void;
}

/**
 * What {@link useTimeSheetForm} returns.
 *
 * @example
 * const { form, submit, formErrors } = useTimeSheetForm({ companyId });
 */
export type TimeSheetForm = RecordForm<TimeSheet, TimeSheetValues>;

const EMPTY: TimeSheetValues = {
  employeeId: '',
  workDate: '',
  regular: '',
  overtime: '',
  doubleOvertime: '',
};

/** Each hours field and the classification it sends, in the order entries are sent. */
const HOURS_FIELDS = [
  ['regular', 'Regular'],
  ['overtime', 'Overtime'],
  ['doubleOvertime', 'Double overtime'],
] as const satisfies readonly (readonly [keyof TimeSheetValues, PayClassification])[];

/** Hours as typed: empty, or a number with at most three decimals, at most 1,000. */
const hoursText = /* @__PURE__ */ (() =>
  z.string().check(
    z.refine((text) => text.trim() === '' || /^\d{1,4}(\.\d{1,3})?$/.test(text.trim()), {
      error: 'validation.hours',
      abort: true,
    }),
    z.refine((text) => text.trim() === '' || Number(text) <= TIME_SHEET_HOURS_MAX, {
      error: 'validation.max',
    }),
  ))();

const typed = (text: string) => text.trim() !== '' && Number(text) > 0;

const formSchema = /* @__PURE__ */ (() =>
  z
    .object({
      employeeId: z.string().check(z.minLength(1, { error: 'validation.required' })),
      workDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })),
      regular: hoursText,
      overtime: hoursText,
      doubleOvertime: hoursText,
    })
    .check(
      // A sheet says some hours: the first field holds the message when all are empty or zero.
      z.refine((values) => typed(values.regular) || typed(values.overtime) || typed(values.doubleOvertime), {
        error: 'validation.required',
        path: ['regular'],
      }),
    ))();

/** The browser's time zone (the service's own default when the runtime names none). */
function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Los_Angeles';
}

/**
 * Headless form that adds an employee's time sheet for a day (UPSTREAM-3 N.7): the employee and
 * the day are required; hours per classification (regular, overtime, double overtime) each empty
 * or a number with at most three decimals, at least one above zero; sent as JSON numbers with one
 * idempotency key per add. The service's refusal of an entry lands on that hours field (its
 * `entries[idx]` mapped back), every typed value kept. The sheet starts `pending`.
 *
 * @example
 * const { form, submit } = useTimeSheetForm({ companyId, onSaved: () => close() });
 * <form onSubmit={submit}><input {...form.register('regular')} inputMode="decimal" /></form>
 */
export function useTimeSheetForm(options: TimeSheetFormOptions): TimeSheetForm {
  const { companyId } = options;
  const create = useCreateTimeSheet(companyId);
  // Which field each sent entry came from, so `entries.1.hours_worked` finds its input.
  const sent = useRef<string[]>([]);
  return useRecordForm<TimeSheet, TimeSheetValues, TimeSheetValues>({
    ...options,
    schema: formSchema,
    empty: EMPTY,
    fieldMap: (path) => {
      const match = /^entries\.(\d+)(?:\.|$)/.exec(path);
      if (match) return sent.current[Number(match[1])] ?? 'regular';
      if (path === 'entity_uuid' || path === 'job_uuid') return 'employeeId';
      if (path === 'shift_started_at' || path === 'time_zone') return 'workDate';
      return path;
    },
    create: (values) => {
      const lines = HOURS_FIELDS.filter(([field]) => typed(values[field]));
      sent.current = lines.map(([field]) => field);
      return create.mutateAsync({
        entity_type: 'Employee',
        entity_uuid: values.employeeId,
        time_zone: options.timeZone ?? localTimeZone(),
        shift_started_at: noonOf(values.workDate, options.timeZone ?? localTimeZone()),
        entries: lines.map(([field, classification]) => ({
          hours_worked: Number(values[field].trim()),
          pay_classification: classification,
        })),
      });
    },
  });
}
