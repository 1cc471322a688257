import { useCallback } from 'react';
import type { Compensation, CompensationBody } from '../../api/jobs/types';
import { payChangeSchema } from '../schemas/employment';
import { localToday } from '../calendarDays';
import type { ApiForm } from '../useApiForm';
import { compensationInEffect } from './compensationInEffect';
import { useRecordForm } from '../useRecordForm';
import { useCreateCompensation } from './mutations';
import { useJobs } from './queries';

/**
 * Values of the pay change form.
 *
 * @example
 * const values: PayChangeValues = { rate: '91000.00', payment_unit: 'Year', flsa_status: 'Exempt', effective_date: '2026-06-20' };
 */
export interface PayChangeValues {
  rate: string;
  payment_unit: string;
  flsa_status: string;
  /** The first day of the new pay. */
  effective_date: string;
}

/**
 * Options of {@link usePayChangeForm}.
 *
 * @example
 * usePayChangeForm({ employeeId, jobId, onSaved: close });
 */
export interface PayChangeFormOptions {
  employeeId: string;
  jobId: string;
  /** Today (`YYYY-MM-DD`), which decides the pay in effect; the browser's by default. */
  today?: string;
  defaultValues?: Partial<PayChangeValues>;
  onSaved?: (compensation: Compensation) => void;
}

/**
 * What {@link usePayChangeForm} returns.
 *
 * @example
 * const { form, submit, current } = usePayChangeForm({ employeeId, jobId });
 */
export interface PayChangeForm extends ApiForm<
  PayChangeValues,
  Compensation,
  CompensationBody & { effective_date: string }
> {
  /**
   * The compensation in effect today, which the form starts from (a raise dated later is not it,
   * though `current_compensation_uuid` names it).
   */
  current: Compensation | undefined;
}

const EMPTY: PayChangeValues = {
  rate: '',
  payment_unit: 'Hour',
  flsa_status: 'Nonexempt',
  effective_date: '',
};

/**
 * Headless "change pay from a date" form (UPSTREAM-2 J.5): a new compensation of the job with
 * its rate (a decimal string), payment unit, FLSA status and the date it takes effect; payrolls
 * whose period holds that date or starts later pay it. Starts from the pay in effect; one
 * idempotency key per user action, the service's field errors on their fields.
 *
 * @example
 * const { form, submit } = usePayChangeForm({ employeeId, jobId });
 * <form onSubmit={submit}>
 *   <input {...form.register('rate')} />
 *   <input type="date" {...form.register('effective_date')} />
 * </form>
 */
export function usePayChangeForm(options: PayChangeFormOptions): PayChangeForm {
  const { employeeId, jobId, onSaved, today = localToday() } = options;
  const job = useJobs(employeeId).data?.find((entry) => entry.uuid === jobId);
  const current = job && compensationInEffect(job, today);
  const create = useCreateCompensation(employeeId, jobId);
  const { defaultValues } = options;
  const api = useRecordForm({
    schema: payChangeSchema,
    empty: EMPTY,
    defaultValues,
    // The form starts from the pay in effect and always makes a new compensation from it.
    record: current,
    toValues: useCallback(
      (pay: Compensation): PayChangeValues => ({
        ...EMPTY,
        payment_unit: pay.payment_unit,
        flsa_status: pay.flsa_status,
        ...defaultValues,
      }),
      [defaultValues],
    ),
    createsNew: () => true,
    create: (body) => create.mutateAsync(body),
    onSaved: (compensation) => onSaved?.(compensation),
  });
  return { ...api, current };
}
