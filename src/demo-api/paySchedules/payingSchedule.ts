import type { DemoService } from '../service';
import type { EmployeeRecord } from '../employees/records';
import type { PayScheduleAssignmentRecord, PayScheduleHandoverRecord, PayScheduleRecord } from './records';
import { jobsOf } from '../jobs/views';
import { compensationInEffect } from '../jobs/compensationInEffect';
import { addDays } from '../calendar/dates';
import { employeeDepartment } from '../departments/departmentPeople';

/**
 * Which pay schedule pays an employee (DECISIONS 44): the one they are on now, and the one whose
 * regular payroll pays them for a given pay period. The two differ around a move: the old schedule
 * keeps paying its periods up to the one in progress at the move, the new one pays from its first
 * period after that (the preview's `first_pay_period`), and a transition payroll pays the gap in
 * between, so every day is paid exactly once. Payroll rows and the transition payroll both read
 * the move through this file.
 */

/** A pay period's first and last day. */
export interface PeriodDates {
  start_date: string;
  end_date: string;
}

/** The company's schedules, oldest first (the first is everyone's fallback, 47 a). */
export function companySchedules(service: DemoService, companyUuid: string): PayScheduleRecord[] {
  return service.store.children(service.store.paySchedules, (s) => s.companyUuid === companyUuid);
}

/**
 * Hourly means paid by the hour and non-exempt (demo README "Several jobs"), by the primary job's
 * pay in effect today (a change dated later moves them when it takes effect, not before).
 */
function isHourly(service: DemoService, employeeUuid: string): boolean {
  const jobs = jobsOf(service.store, employeeUuid);
  const job = jobs.find((j) => j.primary) ?? jobs[0];
  const pay = job && compensationInEffect(service.store, job.uuid, service.clock.today());
  return pay?.payment_unit === 'Hour' && pay.flsa_status === 'Nonexempt';
}

/**
 * The schedule an assignment puts an employee on, before any per-employee choice: for
 * `by_department`, their department's (someone in no department it names: the default or fallback).
 *
 * @example
 * scheduleByRule(service, employeeUuid, { type: 'single', default_pay_schedule_uuid: uuid, … }, null); // uuid
 */
export function scheduleByRule(
  service: DemoService,
  employeeUuid: string,
  rule: PayScheduleAssignmentRecord | undefined,
  fallback: string | null,
): string | null {
  if (rule?.type === 'hourly_salaried')
    return isHourly(service, employeeUuid) ? rule.hourly_pay_schedule_uuid : rule.salaried_pay_schedule_uuid;
  if (rule?.type === 'by_department') {
    const department = employeeDepartment(service.store, {
      uuid: employeeUuid,
      companyUuid: rule.companyUuid,
    });
    const mapped = rule.departments.find((d) => d.department_uuid === department?.uuid);
    if (mapped) return mapped.pay_schedule_uuid;
  }
  return rule?.default_pay_schedule_uuid ?? fallback;
}

/**
 * The schedule an employee is on now (what `GET …/assignments` reports): the one recorded for
 * them, or the one the company's last assignment gives a newcomer, or the company's first
 * schedule; `null` while the company has none.
 *
 * @example
 * payScheduleOf(service, employee); // 'a1b2…'
 */
export function payScheduleOf(service: DemoService, employee: EmployeeRecord): string | null {
  const recorded = service.store.employeePaySchedules.get(employee.uuid);
  if (recorded) return recorded;
  const first = companySchedules(service, employee.companyUuid)[0]?.uuid ?? null;
  return scheduleByRule(
    service,
    employee.uuid,
    service.store.payScheduleAssignments.get(employee.companyUuid),
    first,
  );
}

/**
 * Whether a regular payroll of `scheduleUuid` for `period` pays the employee: without a move,
 * when it is their schedule; after one, when it is the old schedule and the period ends by the
 * old schedule's last day for them, or the new one and the period starts on or after its first.
 *
 * @example
 * paysForPeriod(service, employee, biweekly, { start_date: '2026-06-06', end_date: '2026-06-19' }); // true
 */
export function paysForPeriod(
  service: DemoService,
  employee: EmployeeRecord,
  scheduleUuid: string,
  period: PeriodDates,
): boolean {
  const move = service.store.payScheduleHandovers.get(employee.uuid);
  if (!move) return payScheduleOf(service, employee) === scheduleUuid;
  if (scheduleUuid === move.fromScheduleUuid && period.end_date <= move.oldThrough) return true;
  return scheduleUuid === move.toScheduleUuid && period.start_date >= move.newFrom;
}

/**
 * The days a move leaves to a transition payroll: from the day after the old schedule's last day
 * to the day before the new schedule's first; `null` when they meet.
 *
 * @example
 * transitionGap({ oldThrough: '2026-06-19', newFrom: '2026-07-01', … }); // Jun 20–30
 */
export function transitionGap(move: PayScheduleHandoverRecord): PeriodDates | null {
  const start = addDays(move.oldThrough, 1);
  const end = addDays(move.newFrom, -1);
  return start <= end ? { start_date: start, end_date: end } : null;
}

/**
 * The employee's move whose new schedule has not started paying them yet (today is before its
 * first period): a change made now is read from the old schedule, which still pays them.
 *
 * @example
 * pendingMove(service, employee.uuid)?.fromScheduleUuid;
 */
export function pendingMove(
  service: DemoService,
  employeeUuid: string,
): PayScheduleHandoverRecord | undefined {
  const move = service.store.payScheduleHandovers.get(employeeUuid);
  return move && service.clock.today() < move.newFrom ? move : undefined;
}

/**
 * The schedules that still owe someone who left them their last period: its regular payroll is
 * not yet processed. They count as having that employee (DECISIONS 44 `active`) until it is.
 *
 * @example
 * schedulesStillPaying(service, companyUuid).has(biweekly.uuid); // true until Jun 6–19 is paid
 */
export function schedulesStillPaying(service: DemoService, companyUuid: string): Set<string> {
  const unpaid = new Set<string>();
  for (const p of service.store.payrolls.values())
    if (p.companyUuid === companyUuid && !p.off_cycle && !p.processed && p.payScheduleUuid)
      unpaid.add(`${p.payScheduleUuid} ${p.end_date}`);
  const owing = new Set<string>();
  for (const e of service.store.employees.values()) {
    if (e.companyUuid !== companyUuid) continue;
    const move = service.store.payScheduleHandovers.get(e.uuid);
    if (move && unpaid.has(`${move.fromScheduleUuid} ${move.oldThrough}`)) owing.add(move.fromScheduleUuid);
  }
  return owing;
}
