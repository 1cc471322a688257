import { useState } from 'react';
import * as z from 'zod/mini';
import type { Payroll } from '../../api/payroll/types';
import type { ApiForm } from '../useApiForm';
import { useRecordForm } from '../useRecordForm';
import {
  OFF_CYCLE_REASONS,
  offCyclePayrollBody,
  offCyclePayrollIssues,
  proposedCheckDate,
  WITHHOLDING_PAY_PERIODS,
  type OffCyclePayrollValues,
} from './offCyclePayroll';
import { useCreateOffCyclePayroll } from './payrolls';

export {
  OFF_CYCLE_REASONS,
  WITHHOLDING_PAY_PERIODS,
  type OffCycleEmployee,
  type OffCyclePayrollValues,
} from './offCyclePayroll';

/**
 * Options of {@link useOffCyclePayrollForm}.
 *
 * @example
 * useOffCyclePayrollForm(companyId, { onCreated: (payroll) => open(payroll.uuid) });
 */
export interface OffCyclePayrollFormOptions {
  /** After the service created the payroll. */
  onCreated?: (payroll: Payroll, values: OffCyclePayrollValues) => void;
  /** Any failure of the create, before it is shown on the form (for the partner's error event). */
  onError?: (error: unknown) => void;
  /** Today as `YYYY-MM-DD` (UTC); the dates start from it and the check date may not be before it. */
  today?: () => string;
}

const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * The form's rules: the shapes the inputs give, then {@link offCyclePayrollIssues} (their one
 * home, shared with `<OffCycleForm/>`). Messages are message keys, never English: the UI
 * translates them.
 */
function offCycleSchema(today: () => string) {
  return z
    .object({
      off_cycle_reason: z.enum(OFF_CYCLE_REASONS),
      start_date: z.string(),
      end_date: z.string(),
      check_date: z.string(),
      withholding_pay_period: z.union([z.literal(''), z.enum(WITHHOLDING_PAY_PERIODS)]),
      pay_schedule_uuid: z.string(),
      skip_regular_deductions: z.boolean(),
      fixed_withholding_rate: z.boolean(),
      employees: z.array(z.object({ uuid: z.string(), name: z.string() })),
    })
    .check(
      z.superRefine((values, context) => {
        for (const [field, message] of Object.entries(offCyclePayrollIssues(values, today())))
          context.addIssue({ code: 'custom', path: [field], message, input: values });
      }),
    );
}

/**
 * The headless off-cycle payroll form: a bonus for today with the check a week out (on the business day before, when that is not one), the 22%
 * supplemental rate, nobody chosen yet. Invalid input never leaves the browser (dates in order,
 * no check date in the past, one to 100 employees, the old pay schedule for a transition); the
 * service's own refusals land on the fields, `employee_uuids` on `employees`.
 *
 * @example
 * const { form, submit, formErrors } = useOffCyclePayrollForm(companyId, { onCreated: (payroll) => open(payroll.uuid) });
 * <form onSubmit={submit}><input type="date" {...form.register('check_date')} /></form>
 */
export function useOffCyclePayrollForm(
  companyId: string,
  { onCreated, onError, today = utcToday }: OffCyclePayrollFormOptions = {},
): ApiForm<OffCyclePayrollValues, Payroll> {
  const create = useCreateOffCyclePayroll(companyId);
  const [schema] = useState(() => offCycleSchema(today));
  const [defaultValues] = useState<OffCyclePayrollValues>(() => {
    const day = today();
    return {
      off_cycle_reason: 'Bonus',
      start_date: day,
      end_date: day,
      check_date: proposedCheckDate(day),
      withholding_pay_period: '',
      pay_schedule_uuid: '',
      skip_regular_deductions: false,
      fixed_withholding_rate: true,
      employees: [],
    };
  });
  return useRecordForm<Payroll, OffCyclePayrollValues, OffCyclePayrollValues>({
    schema,
    empty: defaultValues,
    fieldMap: { employee_uuids: 'employees' },
    create: async (values) => {
      try {
        return await create.mutateAsync(offCyclePayrollBody(values));
      } catch (error) {
        onError?.(error);
        throw error;
      }
    },
    onSent: (payroll, values) => onCreated?.(payroll, values),
  });
}
