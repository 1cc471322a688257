import { payPeriods } from '../paySchedules/payPeriods';
import { calculatePayroll } from './payrollCalculation';
import { payDay, runDayOf } from './payrollDates';
import { blankEntry, employeesOnSchedule } from './payrollEntries';
import { processPayroll } from './payrollRun';
import { ensureUpcomingPayrolls, insertPayroll } from './upcomingPayrolls';
import type { DemoService } from '../service';
import type { PayScheduleRecord } from '../paySchedules/records';

/**
 * The demo company's payrolls: the schedule's first period (ending at its anchor, already past)
 * processed and paid, and the upcoming regular payrolls of DECISIONS 39, the next one ready to
 * run; without `history`, only the upcoming ones. Uuids come from the seed's generator, so they are the same on every start.
 *
 * @example
 * seedPayrolls(service, schedule, ids);
 */
export function seedPayrolls(
  service: DemoService,
  schedule: PayScheduleRecord,
  ids: () => string,
  history = true,
): void {
  const anchor = schedule.anchor_end_of_pay_period;
  const period = payPeriods(schedule, anchor, anchor)[0];
  if (period && history) {
    const values = {
      companyUuid: schedule.companyUuid,
      payScheduleUuid: schedule.uuid,
      start_date: period.start_date,
      end_date: period.end_date,
      check_date: payDay(period.check_date),
    };
    const payroll = insertPayroll(
      service,
      { ...values, off_cycle: false, off_cycle_reason: null, offCycleOptions: null },
      ids,
    );
    payroll.entries = employeesOnSchedule(service, schedule.companyUuid, schedule.uuid, values).map((uuid) =>
      blankEntry(service, values, uuid, true),
    );
    payroll.prepared = true;
    calculatePayroll(service, payroll);
    processPayroll(service, payroll);
    payroll.processed_date = runDayOf(payroll.check_date);
    payroll.paid = true;
  }
  ensureUpcomingPayrolls(service, schedule.companyUuid, ids);
}
