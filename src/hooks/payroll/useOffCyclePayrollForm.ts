import { useState } from 'react';
import * as z from 'zod/mini';
import { OFF_CYCLE_EMPLOYEE_LIMIT } from '../../api/operations/payrolls';
import type { OffCyclePayrollBody, Payroll } from '../../api/types/payrolls';
import { useApiForm, type ApiForm } from '../useApiForm';
import { useCreateOffCyclePayroll } from './payrolls';

/**
 * The reasons a partner can start an off-cycle payroll for, in the order a form offers them.
 *
 * @example
 * OFF_CYCLE_REASONS.includes('Bonus'); // true
 */
export const OFF_CYCLE_REASONS = [
  'Bonus',
  'Correction',
  'Dismissed employee',
  'Transition from old pay schedule',
  'Adhoc',
] as const;

/**
 * The withholding pay periods an off-cycle payroll may withhold as if paid on.
 *
 * @example
 * WITHHOLDING_PAY_PERIODS[0]; // 'Every week'
 */
export const WITHHOLDING_PAY_PERIODS = [
  'Every week',
  'Every other week',
  'Twice per month',
  'Monthly',
  'Quarterly',
  'Semiannually',
  'Annually',
] as const;

/**
 * One employee an off-cycle payroll pays: the uuid sent, the name shown while choosing.
 *
 * @example
 * const chosen: OffCycleEmployee = { uuid: employee.uuid, name: 'Ada Lovelace' };
 */
export interface OffCycleEmployee {
  uuid: string;
  name: string;
}

/**
 * Values of the off-cycle payroll form, named as the service names them; an empty
 * `withholding_pay_period` withholds as on each employee's regular schedule, and
 * `pay_schedule_uuid` is asked only for a transition from an old pay schedule.
 *
 * @example
 * const values: OffCyclePayrollValues = { off_cycle_reason: 'Bonus', start_date: '2026-07-01', end_date: '2026-07-01', check_date: '2026-07-08', withholding_pay_period: '', pay_schedule_uuid: '', skip_regular_deductions: false, fixed_withholding_rate: true, employees: [] };
 */
export interface OffCyclePayrollValues {
  off_cycle_reason: (typeof OFF_CYCLE_REASONS)[number];
  start_date: string;
  end_date: string;
  check_date: string;
  withholding_pay_period: '' | (typeof WITHHOLDING_PAY_PERIODS)[number];
  pay_schedule_uuid: string;
  skip_regular_deductions: boolean;
  fixed_withholding_rate: boolean;
  employees: OffCycleEmployee[];
}

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

const DAY_MS = 86_400_000;
const utcToday = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The form's rules. Messages are keys of the payroll run's dictionary (`offCycle.*`) or shared
 * validation keys, never English: the UI translates them.
 */
function offCycleSchema(today: () => string) {
  const date = z.string().check(z.minLength(1, { error: 'validation.required' }));
  return z
    .object({
      off_cycle_reason: z.enum(OFF_CYCLE_REASONS),
      start_date: date,
      end_date: date,
      check_date: date.check(z.refine((value) => value >= today(), { error: 'offCycle.checkDatePast' })),
      withholding_pay_period: z.union([z.literal(''), z.enum(WITHHOLDING_PAY_PERIODS)]),
      pay_schedule_uuid: z.string(),
      skip_regular_deductions: z.boolean(),
      fixed_withholding_rate: z.boolean(),
      employees: z
        .array(z.object({ uuid: z.string(), name: z.string() }))
        .check(
          z.minLength(1, { error: 'offCycle.employees.none' }),
          z.maxLength(OFF_CYCLE_EMPLOYEE_LIMIT, { error: 'offCycle.employees.tooMany' }),
        ),
    })
    .check(
      z.refine((value) => !value.start_date || !value.end_date || value.end_date >= value.start_date, {
        path: ['end_date'],
        error: 'offCycle.endBeforeStart',
      }),
      z.refine(
        (value) =>
          value.off_cycle_reason !== 'Transition from old pay schedule' || value.pay_schedule_uuid !== '',
        { path: ['pay_schedule_uuid'], error: 'validation.required' },
      ),
    );
}

/** The create body: the chosen employees by uuid, the options a reason does not use left out. */
function offCycleBody(values: OffCyclePayrollValues): OffCyclePayrollBody {
  return {
    off_cycle: true,
    off_cycle_reason: values.off_cycle_reason,
    start_date: values.start_date,
    end_date: values.end_date,
    check_date: values.check_date,
    employee_uuids: values.employees.map((employee) => employee.uuid),
    fixed_withholding_rate: values.fixed_withholding_rate,
    skip_regular_deductions: values.skip_regular_deductions,
    ...(values.withholding_pay_period ? { withholding_pay_period: values.withholding_pay_period } : {}),
    ...(values.off_cycle_reason === 'Transition from old pay schedule'
      ? { pay_schedule_uuid: values.pay_schedule_uuid }
      : {}),
  };
}

/**
 * The headless off-cycle payroll form: a bonus for today with the check a week out, the 22%
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
      check_date: addDays(day, 7),
      withholding_pay_period: '',
      pay_schedule_uuid: '',
      skip_regular_deductions: false,
      fixed_withholding_rate: true,
      employees: [],
    };
  });
  return useApiForm<OffCyclePayrollValues, Payroll>({
    schema,
    defaultValues,
    fieldMap: { employee_uuids: 'employees' },
    onSubmit: async (values) => {
      try {
        return await create.mutateAsync(offCycleBody(values));
      } catch (error) {
        onError?.(error);
        throw error;
      }
    },
    onSuccess: onCreated,
  });
}
