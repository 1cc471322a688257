import type { DemoService } from '../service';
import type { DemoStore } from '../store';
import { payPeriods } from '../paySchedules/payPeriods';
import { payScheduleOf } from '../paySchedules/payingSchedule';
import { isTerminatedOn } from './terminationState';
import { jobsOf } from '../jobs/views';
import { addDays } from '../calendar/dates';

/**
 * Where an employee stands in their employment (UPSTREAM-2 J.1–J.3, DECISIONS 57): terminated from
 * the day after the last day, left out of the regular payrolls after it, their dismissal pay
 * period, and the history of hires and terminations.
 */

/**
 * Whether a regular payroll whose pay period starts on `periodStart` pays the employee: not once a
 * termination's last day is before the period, nor before a pending rehire starts (a rehire from
 * inside the period is paid for it).
 *
 * @example
 * employees.filter((uuid) => paidInPeriod(store, uuid, payroll.start_date, payroll.end_date));
 */
export function paidInPeriod(
  store: DemoStore,
  employeeUuid: string,
  periodStart: string,
  periodEnd: string,
): boolean {
  if (store.terminations.has(employeeUuid)) return !isTerminatedOn(store, employeeUuid, periodStart);
  const rehire = store.rehires.get(employeeUuid);
  if (!rehire) return true;
  return rehire.effective_date <= periodEnd || rehire.closedTermination.effective_date >= periodStart;
}

/** A terminated employee's last pay period, which a dismissal payroll pays (UPSTREAM-2 J.2). */
export interface DismissalPeriod {
  start_date: string;
  end_date: string;
  check_date: string;
  debit_date: string;
  employee_uuid: string;
  employee_name: string;
  pay_schedule_uuid: string;
}

/**
 * The company's unprocessed last pay periods of employees whose termination asks for a dismissal
 * payroll: the period of their schedule holding the last day, until a processed "Dismissed
 * employee" payroll pays them for it.
 *
 * @example
 * unprocessedTerminationPeriods(service, companyUuid)[0]?.employee_uuid;
 */
export function unprocessedTerminationPeriods(service: DemoService, companyUuid: string): DismissalPeriod[] {
  const { store } = service;
  const out: DismissalPeriod[] = [];
  for (const termination of store.terminations.values()) {
    const employee = store.employees.get(termination.employeeUuid);
    if (!employee || employee.companyUuid !== companyUuid || !termination.run_termination_payroll) continue;
    const period = dismissalPeriodOf(service, termination.employeeUuid, termination.effective_date);
    if (!period) continue;
    const paid = [...store.payrolls.values()].some(
      (p) =>
        p.processed &&
        p.off_cycle_reason === 'Dismissed employee' &&
        p.end_date >= termination.effective_date &&
        p.start_date <= termination.effective_date &&
        p.entries.some((e) => e.employeeUuid === employee.uuid && !e.excluded),
    );
    if (paid) continue;
    out.push({
      ...period,
      employee_uuid: employee.uuid,
      employee_name: `${employee.first_name} ${employee.last_name}`,
    });
  }
  return out.sort(
    (a, b) => a.end_date.localeCompare(b.end_date) || a.employee_uuid.localeCompare(b.employee_uuid),
  );
}

/** The pay period of the employee's schedule that holds `day`. */
function dismissalPeriodOf(service: DemoService, employeeUuid: string, day: string) {
  const employee = service.store.employees.get(employeeUuid)!;
  const scheduleUuid = payScheduleOf(service, employee);
  const schedule = scheduleUuid ? service.store.paySchedules.get(scheduleUuid) : undefined;
  if (!schedule) return undefined;
  const period = payPeriods(schedule, day, addDays(day, 62)).find((p) => p.start_date <= day);
  if (!period) return undefined;
  return {
    start_date: period.start_date,
    end_date: period.end_date,
    check_date: period.check_date,
    debit_date: period.run_payroll_by,
    pay_schedule_uuid: schedule.uuid,
  };
}

/** One employment of the history (UPSTREAM-2 J.3). */
export interface EmploymentPeriod {
  hire_date: string;
  termination_date: string | null;
  file_new_hire_report: boolean;
  two_percent_shareholder: boolean;
  employment_status: string;
}

/**
 * The employee's employments, oldest first (UPSTREAM-2 J.3): each ended one, then the current
 * one from the last (re)hire, with the termination date if it has one.
 *
 * @example
 * employmentHistory(store, employeeUuid).at(-1)?.termination_date; // null while employed
 */
export function employmentHistory(store: DemoStore, employeeUuid: string): EmploymentPeriod[] {
  const employee = store.employees.get(employeeUuid);
  const past = store.pastEmployments.childrenOf(employeeUuid);
  const rehire = store.rehires.get(employeeUuid);
  const firstHire =
    jobsOf(store, employeeUuid).find((j) => j.primary)?.hire_date ??
    jobsOf(store, employeeUuid)[0]?.hire_date;
  const common = {
    file_new_hire_report: rehire?.file_new_hire_report ?? false,
    two_percent_shareholder: rehire?.two_percent_shareholder ?? employee?.two_percent_shareholder ?? false,
    employment_status: rehire?.employment_status ?? 'full_time',
  };
  const history: EmploymentPeriod[] = past.map((p) => ({
    hire_date: p.hire_date,
    termination_date: p.termination_date,
    file_new_hire_report: false,
    two_percent_shareholder: employee?.two_percent_shareholder ?? false,
    employment_status: 'full_time',
  }));
  history.push({
    hire_date: rehire?.effective_date ?? firstHire ?? employee?.createdAt.slice(0, 10) ?? '',
    termination_date: store.terminations.get(employeeUuid)?.effective_date ?? null,
    ...common,
  });
  return history;
}
