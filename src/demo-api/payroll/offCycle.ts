import { ApiError, type ErrorEntry, invalidAttribute, missingParameter } from '../errors';
import { readFields } from '../fields';
import type { DemoService } from '../service';
import { earliestCheckDate, payDay } from './payrollDates';
import { paysRegularPay } from './payrollCalculation';
import { DISMISSAL_REASON, dismissalEntry } from '../employment/dismissalPay';
import { blankEntry, eligibleEmployees } from './payrollEntries';
import { insertPayroll } from './upcomingPayrolls';
import type { CompanyRecord } from '../company/records';
import type { OffCycleOptions, PayrollRecord } from './records';
import { skipRegularDeductionsDefault } from './skipRegularDeductionsDefault';

/** Reasons an off-cycle payroll may be created with (UPSTREAM E.6). */
export const OFF_CYCLE_REASONS = [
  'Bonus',
  'Correction',
  'Adhoc',
  'Dismissed employee',
  'Transition from old pay schedule',
];

/** `withholding_pay_period` values (UPSTREAM E.4). */
export const WITHHOLDING_PAY_PERIODS = [
  'Every week',
  'Every other week',
  'Twice per month',
  'Monthly',
  'Quarterly',
  'Semiannually',
  'Annually',
];

/** The off-cycle lookup limit (SPEC §8). */
const MAX_EMPLOYEE_UUIDS = 100;

/**
 * Creates an off-cycle payroll (UPSTREAM E.6, DECISIONS 40) after checking the whole body: it
 * pays only what it is given (no salary, no regular hours) except for `Dismissed employee` and
 * `Transition from old pay schedule`, which start with the period's regular pay; its options are
 * stored; a check-only payroll pays everyone by check (and may pay today); a `check_date` before
 * today, or before the earliest direct-deposit date, is refused, and one on a weekend or bank
 * holiday moves to the business day before (never before the earliest).
 *
 * @example
 * const payroll = createOffCycle(service, company, body);
 */
export function createOffCycle(
  service: DemoService,
  company: CompanyRecord,
  body: Record<string, unknown>,
): PayrollRecord {
  const values = readFields(body, {
    off_cycle: { kind: 'boolean', required: true },
    off_cycle_reason: { kind: 'enum', values: OFF_CYCLE_REASONS, required: true },
    start_date: { kind: 'date', required: true },
    end_date: { kind: 'date', required: true },
    check_date: { kind: 'date' },
    pay_schedule_uuid: { kind: 'string', nullable: true },
    employee_uuids: { kind: 'array', nullable: true },
    withholding_pay_period: { kind: 'enum', values: WITHHOLDING_PAY_PERIODS },
    skip_regular_deductions: { kind: 'boolean' },
    fixed_withholding_rate: { kind: 'boolean' },
    is_check_only_payroll: { kind: 'boolean' },
  });
  const today = service.clock.today();
  const reason = values.off_cycle_reason as string;
  const entries: ErrorEntry[] = [];
  if (values.off_cycle !== true)
    entries.push(invalidAttribute('off_cycle', 'Only off-cycle payrolls can be created.'));
  if ((values.end_date as string) < (values.start_date as string))
    entries.push(invalidAttribute('end_date', 'end_date cannot be before start_date.'));
  const scheduleUuid = (values.pay_schedule_uuid as string | null | undefined) ?? null;
  if (reason === 'Transition from old pay schedule' && scheduleUuid === null)
    entries.push(missingParameter('pay_schedule_uuid'));
  if (scheduleUuid !== null && service.store.paySchedules.get(scheduleUuid)?.companyUuid !== company.uuid)
    entries.push(
      invalidAttribute('pay_schedule_uuid', 'pay_schedule_uuid must be a pay schedule of the company.'),
    );
  const asked = values.check_date as string | undefined;
  const checkOnly = (values.is_check_only_payroll as boolean | undefined) ?? false;
  // Direct deposit needs two business days after the run; a check-only payroll may pay today.
  const earliest = checkOnly ? today : earliestCheckDate(service.clock.now());
  if (asked !== undefined && asked < today)
    entries.push(invalidAttribute('check_date', 'check_date cannot be before today.'));
  else if (asked !== undefined && asked < earliest)
    entries.push(
      invalidAttribute(
        'check_date',
        `With direct deposit the earliest check date is ${earliest}; a check-only payroll can pay sooner.`,
      ),
    );
  const uuids =
    (values.employee_uuids as unknown[] | null | undefined) ??
    eligibleEmployees(service, company.uuid).slice(0, MAX_EMPLOYEE_UUIDS);
  if (uuids.length > MAX_EMPLOYEE_UUIDS) {
    entries.push(invalidAttribute('employee_uuids', `At most ${MAX_EMPLOYEE_UUIDS} employee_uuids.`));
  } else {
    const unknown = uuids.filter(
      (u) => typeof u !== 'string' || service.store.employees.get(u)?.companyUuid !== company.uuid,
    );
    if (unknown.length > 0) {
      entries.push(
        invalidAttribute('employee_uuids', 'Some employee_uuids are not employees of the company.', {
          entities: unknown.map((u) => ({ entity_type: 'Employee', entity_uuid: String(u) })),
        }),
      );
    }
  }
  if (entries.length > 0) throw new ApiError(422, entries);

  // A weekend or holiday moves to the business day before, unless that is too early.
  const moved = asked === undefined ? earliest : payDay(asked);
  return insertOffCycle(service, {
    companyUuid: company.uuid,
    payScheduleUuid: scheduleUuid,
    start_date: values.start_date as string,
    end_date: values.end_date as string,
    check_date: moved < earliest ? (asked ?? earliest) : moved,
    reason,
    employeeUuids: [...new Set(uuids as string[])],
    options: {
      withholding_pay_period: (values.withholding_pay_period as string | undefined) ?? null,
      skip_regular_deductions:
        (values.skip_regular_deductions as boolean | undefined) ?? skipRegularDeductionsDefault(reason),
      fixed_withholding_rate: (values.fixed_withholding_rate as boolean | undefined) ?? false,
      is_check_only_payroll: checkOnly,
    },
  });
}

/** A checked off-cycle payroll to store: its period, check date, reason, employees and options. */
export interface NewOffCycle {
  companyUuid: string;
  payScheduleUuid: string | null;
  start_date: string;
  end_date: string;
  check_date: string;
  reason: string;
  employeeUuids: string[];
  options: OffCycleOptions;
}

/**
 * Stores an off-cycle payroll, prepared, with a row per employee as its reason starts them
 * (DECISIONS 40): the period's regular pay for `Dismissed employee` (with the final pay, DECISIONS
 * 57) and `Transition from old pay schedule`, nothing for the others; everyone by check on a
 * check-only payroll. The caller has checked the values (the create route, or the service itself
 * when a pay schedule assignment leaves a transition).
 *
 * @example
 * insertOffCycle(service, { companyUuid, payScheduleUuid, start_date, end_date, check_date,
 *   reason: 'Bonus', employeeUuids, options });
 */
export function insertOffCycle(service: DemoService, values: NewOffCycle): PayrollRecord {
  const { reason, options } = values;
  const period = {
    companyUuid: values.companyUuid,
    payScheduleUuid: values.payScheduleUuid,
    start_date: values.start_date,
    end_date: values.end_date,
    off_cycle_reason: reason,
  };
  const regularPay = paysRegularPay({ off_cycle: true, off_cycle_reason: reason });
  const payroll = insertPayroll(service, {
    companyUuid: values.companyUuid,
    payScheduleUuid: values.payScheduleUuid,
    start_date: values.start_date,
    end_date: values.end_date,
    check_date: values.check_date,
    off_cycle: true,
    off_cycle_reason: reason,
    offCycleOptions: options,
    entries: values.employeeUuids.map((uuid) => {
      const blank = blankEntry(service, period, uuid, regularPay);
      // A dismissal payroll starts with the final pay (DECISIONS 57).
      const entry = reason === DISMISSAL_REASON ? dismissalEntry(service, values.companyUuid, blank) : blank;
      if (options.is_check_only_payroll) entry.payment_method = 'Check';
      return entry;
    }),
  });
  payroll.prepared = true;
  return payroll;
}
