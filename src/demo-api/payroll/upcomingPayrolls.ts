import type { DemoService } from '../service';
import { payPeriods } from '../paySchedules/payPeriods';
import { deadlineOf, payDay } from './payrollDates';
import type { PayrollRecord } from './records';
import { addDays, addMonths } from '../calendar/dates';

/** What a new payroll record needs; everything else starts empty. */
export interface NewPayroll {
  companyUuid: string;
  payScheduleUuid: string | null;
  start_date: string;
  end_date: string;
  check_date: string;
  off_cycle: boolean;
  off_cycle_reason: string | null;
  offCycleOptions: PayrollRecord['offCycleOptions'];
  entries?: PayrollRecord['entries'];
}

/**
 * A new unprocessed payroll, stored: its deadline from the check date (DECISIONS 46), nothing
 * calculated. Regular payrolls get their rows when first read or prepared.
 *
 * @example
 * const payroll = insertPayroll(service, { companyUuid, payScheduleUuid, start_date, end_date, check_date,
 *   off_cycle: false, off_cycle_reason: null, offCycleOptions: null });
 */
export function insertPayroll(
  service: DemoService,
  values: NewPayroll,
  ids: () => string = service.ids,
): PayrollRecord {
  const deadline = deadlineOf(values.check_date);
  const payroll: PayrollRecord = {
    uuid: ids(),
    ...values,
    payroll_deadline: deadline,
    initialCheckDate: values.check_date,
    initialDeadline: deadline,
    processed: false,
    processed_date: null,
    calculated_at: null,
    status: null,
    processingErrors: [],
    failNext: {},
    submissionBlockers: [],
    paymentSpeedChanged: null,
    paid: false,
    frozenCompensationUuids: [],
    prepared: false,
    entries: values.entries ?? [],
    results: null,
    createdAt: service.nowIso(),
    seq: service.store.nextSeq(),
  };
  service.store.payrolls.set(payroll.uuid, payroll);
  return payroll;
}

/**
 * Keeps one unprocessed regular payroll for every pay period of every active schedule of the
 * company whose check date is today or later and whose end date is at most 3 months ahead
 * (DECISIONS 39, 47 a). Call it when a schedule is created or gets its first employee, and after
 * a schedule update deleted the unprocessed ones; it is idempotent. Returns the payrolls it made.
 *
 * @example
 * ensureUpcomingPayrolls(service, companyUuid);
 */
export function ensureUpcomingPayrolls(
  service: DemoService,
  companyUuid: string,
  ids: () => string = service.ids,
): PayrollRecord[] {
  const today = service.clock.today();
  const until = addMonths(today, 3);
  const made: PayrollRecord[] = [];
  const existing = new Set<string>();
  for (const p of service.store.payrolls.values())
    if (p.companyUuid === companyUuid && !p.off_cycle && p.payScheduleUuid)
      existing.add(`${p.payScheduleUuid} ${p.end_date}`);
  const schedules = [...service.store.paySchedules.values()]
    .filter((s) => s.companyUuid === companyUuid && s.active)
    .sort((a, b) => a.seq - b.seq);
  for (const schedule of schedules) {
    // A period ends before it is paid: start a month back to find those paid from today on.
    for (const period of payPeriods(schedule, addDays(today, -62), until)) {
      const check = payDay(period.check_date);
      if (check < today || existing.has(`${schedule.uuid} ${period.end_date}`)) continue;
      existing.add(`${schedule.uuid} ${period.end_date}`);
      made.push(
        insertPayroll(
          service,
          {
            companyUuid,
            payScheduleUuid: schedule.uuid,
            start_date: period.start_date,
            end_date: period.end_date,
            check_date: check,
            off_cycle: false,
            off_cycle_reason: null,
            offCycleOptions: null,
          },
          ids,
        ),
      );
    }
  }
  return made;
}
