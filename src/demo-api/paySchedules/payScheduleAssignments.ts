import { ApiError, type ErrorEntry, invalidAttribute, missingParameter } from '../errors';
import { readFields } from '../fields';
import type { DemoService } from '../service';
import {
  companySchedules,
  type PeriodDates,
  payScheduleOf,
  pendingMove,
  scheduleByRule,
  schedulesStillPaying,
  transitionGap,
} from './payingSchedule';
import { type GeneratedPeriod, payPeriods } from './payPeriods';
import { ensureUpcomingPayrolls } from '../payroll/upcomingPayrolls';
import { refreshAssignedRows } from '../payroll/assignedPayrollRows';
import type { EmployeeRecord } from '../employees/records';
import type { PayScheduleAssignmentRecord, PayScheduleHandoverRecord, PayScheduleRecord } from './records';
import { addDays } from '../calendar/dates';
import { departmentsOf } from '../departments/departmentPeople';

/**
 * Who is paid on which pay schedule (DECISIONS 44, 47 d; UPSTREAM C). The service records each
 * employee's schedule when an assignment is applied; an employee added later follows the
 * company's last assignment (its default schedule, or hourly/salaried by their pay). A schedule is
 * `active` exactly while someone is on it, except the company's first schedule, which is active
 * from the start because it gets every employee, present and future (47 a).
 */

export const ASSIGNMENT_TYPES = ['single', 'hourly_salaried', 'by_employee', 'by_department'] as const;

/** A validated assignment body: the record to keep plus the per-employee choices sent. */
export interface Assignment {
  record: PayScheduleAssignmentRecord;
  employees: { employee_uuid: string; pay_schedule_uuid: string }[];
}

function companyEmployees(service: DemoService, companyUuid: string): EmployeeRecord[] {
  return service.store.children(service.store.employees, (e) => e.companyUuid === companyUuid);
}

/**
 * The uuids of the company's employees on a schedule now (not who its payroll of a given period
 * pays: that is `paysForPeriod`).
 *
 * @example
 * employeesPaidOn(service, companyUuid, scheduleUuid).length;
 */
export function employeesPaidOn(service: DemoService, companyUuid: string, scheduleUuid: string): string[] {
  return companyEmployees(service, companyUuid)
    .filter((e) => payScheduleOf(service, e) === scheduleUuid)
    .map((e) => e.uuid);
}

/**
 * Sets each schedule's `active` from who is on it (the first schedule stays active while it is
 * the company's fallback and the company has no employees). Someone who left a schedule stays on
 * it until it has paid their last period (`schedulesStillPaying`), so it keeps that payroll. Returns the schedules whose state
 * changed, so the caller can make or drop their upcoming payrolls.
 *
 * @example
 * const { activated, deactivated } = syncActiveSchedules(service, companyUuid);
 */
export function syncActiveSchedules(
  service: DemoService,
  companyUuid: string,
): { activated: PayScheduleRecord[]; deactivated: PayScheduleRecord[] } {
  const employees = companyEmployees(service, companyUuid);
  const used = new Set<string | null>(employees.map((e) => payScheduleOf(service, e)));
  for (const uuid of schedulesStillPaying(service, companyUuid)) used.add(uuid);
  const schedules = companySchedules(service, companyUuid);
  if (employees.length === 0 && schedules[0]) used.add(schedules[0].uuid);
  const activated: PayScheduleRecord[] = [];
  const deactivated: PayScheduleRecord[] = [];
  for (const s of schedules) {
    const active = used.has(s.uuid);
    if (active === s.active) continue;
    s.active = active;
    (active ? activated : deactivated).push(s);
  }
  return { activated, deactivated };
}

/**
 * The `departments[]` of a `by_department` body (UPSTREAM C, UPSTREAM-2 J.6): each the company's
 * department, listed once, with one of its schedules; without `partial_assignment`, every
 * department of the company. Refused on `type` while the company has no departments (DECISIONS 44).
 * Problems go to `entries`, each row's on its index.
 */
function readDepartmentChoices(
  service: DemoService,
  companyUuid: string,
  sent: unknown,
  record: PayScheduleAssignmentRecord,
  entries: ErrorEntry[],
): PayScheduleAssignmentRecord['departments'] {
  const known = departmentsOf(service.store, companyUuid).map((d) => d.uuid);
  if (known.length === 0) {
    entries.push(invalidAttribute('type', 'by_department needs departments, and this company has none yet.'));
    return [];
  }
  const schedules = new Set(companySchedules(service, companyUuid).map((s) => s.uuid));
  const listed = (sent as unknown[] | null | undefined) ?? [];
  if (listed.length === 0) {
    entries.push(missingParameter('departments'));
    return [];
  }
  const chosen: PayScheduleAssignmentRecord['departments'] = [];
  const before = entries.length;
  listed.forEach((item, idx) => {
    const row = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const department = row.department_uuid;
    const schedule = row.pay_schedule_uuid;
    const twice = typeof department === 'string' && chosen.some((c) => c.department_uuid === department);
    const problems: ErrorEntry[] = [];
    if (typeof department !== 'string' || !known.includes(department) || twice)
      problems.push(
        invalidAttribute(
          'department_uuid',
          twice ? 'This department is listed twice.' : 'department_uuid is not a department of this company.',
        ),
      );
    if (typeof schedule !== 'string' || !schedules.has(schedule))
      problems.push(
        invalidAttribute('pay_schedule_uuid', 'pay_schedule_uuid is not a pay schedule of this company.'),
      );
    if (problems.length > 0) {
      entries.push({ error_key: 'departments', category: 'nested_errors', idx, errors: problems });
      return;
    }
    chosen.push({ department_uuid: department as string, pay_schedule_uuid: schedule as string });
  });
  const missing = known.filter((uuid) => !chosen.some((c) => c.department_uuid === uuid));
  if (!record.partial_assignment && missing.length > 0 && entries.length === before)
    entries.push(
      invalidAttribute(
        'departments',
        'Every department needs a pay schedule: list them all, or set partial_assignment to keep the others where they are.',
        { department_uuids: missing },
      ),
    );
  return chosen;
}

/**
 * Checks an assign / assignment-preview body (UPSTREAM C, DECISIONS 44): every problem at once,
 * on its field. `by_department` is refused on `type` while the company has no departments, and
 * without `partial_assignment` must list every department (`readDepartmentChoices`); `by_employee`
 * without `partial_assignment` must list every employee.
 *
 * @example
 * const assignment = readAssignment(service, companyUuid, body);
 */
export function readAssignment(
  service: DemoService,
  companyUuid: string,
  body: Record<string, unknown>,
): Assignment {
  const values = readFields(body, {
    type: { kind: 'enum', values: ASSIGNMENT_TYPES, required: true },
    default_pay_schedule_uuid: { kind: 'string', nullable: true },
    hourly_pay_schedule_uuid: { kind: 'string', nullable: true },
    salaried_pay_schedule_uuid: { kind: 'string', nullable: true },
    partial_assignment: { kind: 'boolean' },
    employees: { kind: 'array', nullable: true },
    departments: { kind: 'array', nullable: true },
  });
  const type = values.type as PayScheduleAssignmentRecord['type'];
  const entries: ErrorEntry[] = [];
  const schedules = new Set(companySchedules(service, companyUuid).map((s) => s.uuid));
  const scheduleField = (
    key: 'default_pay_schedule_uuid' | 'hourly_pay_schedule_uuid' | 'salaried_pay_schedule_uuid',
    needed: boolean,
  ): string | null => {
    const uuid = (values[key] as string | null | undefined) ?? null;
    if (uuid === null) {
      if (needed) entries.push(missingParameter(key));
    } else if (!schedules.has(uuid)) {
      entries.push(invalidAttribute(key, `${key} is not a pay schedule of this company.`));
    }
    return uuid;
  };
  const record: PayScheduleAssignmentRecord = {
    companyUuid,
    type,
    default_pay_schedule_uuid: scheduleField('default_pay_schedule_uuid', type === 'single'),
    hourly_pay_schedule_uuid: scheduleField('hourly_pay_schedule_uuid', type === 'hourly_salaried'),
    salaried_pay_schedule_uuid: scheduleField('salaried_pay_schedule_uuid', type === 'hourly_salaried'),
    partial_assignment: (values.partial_assignment as boolean | undefined) ?? false,
    departments: [],
  };
  const employees: Assignment['employees'] = [];
  if (type === 'by_department') {
    record.departments = readDepartmentChoices(service, companyUuid, values.departments, record, entries);
  } else if (type === 'by_employee') {
    const listed = (values.employees as unknown[] | null | undefined) ?? [];
    if (listed.length === 0) entries.push(missingParameter('employees'));
    const known = new Set(companyEmployees(service, companyUuid).map((e) => e.uuid));
    const seen = new Set<string>();
    listed.forEach((item, idx) => {
      const row = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
      const employee = row.employee_uuid;
      const schedule = row.pay_schedule_uuid;
      const problems: ErrorEntry[] = [];
      if (typeof employee !== 'string' || !known.has(employee) || seen.has(employee))
        problems.push(
          invalidAttribute(
            'employee_uuid',
            typeof employee === 'string' && seen.has(employee)
              ? 'This employee is listed twice.'
              : 'employee_uuid is not an employee of this company.',
          ),
        );
      if (typeof schedule !== 'string' || !schedules.has(schedule))
        problems.push(
          invalidAttribute('pay_schedule_uuid', 'pay_schedule_uuid is not a pay schedule of this company.'),
        );
      if (problems.length > 0) {
        entries.push({ error_key: 'employees', category: 'nested_errors', idx, errors: problems });
        return;
      }
      seen.add(employee as string);
      employees.push({ employee_uuid: employee as string, pay_schedule_uuid: schedule as string });
    });
    const missing = [...known].filter((uuid) => !seen.has(uuid));
    if (listed.length > 0 && !record.partial_assignment && missing.length > 0 && entries.length === 0) {
      entries.push(
        invalidAttribute(
          'employees',
          'Every employee needs a pay schedule: list them all, or set partial_assignment to keep the others where they are.',
          { employee_uuids: missing },
        ),
      );
    }
  }
  if (entries.length > 0) throw new ApiError(422, entries);
  return { record, employees };
}

/** Each employee's schedule after an assignment, for every employee of the company. */
function plannedSchedules(
  service: DemoService,
  companyUuid: string,
  assignment: Assignment,
): Map<string, string | null> {
  const chosen = new Map(assignment.employees.map((e) => [e.employee_uuid, e.pay_schedule_uuid]));
  const { type, departments } = assignment.record;
  if (type === 'by_department')
    for (const d of departments)
      for (const uuid of departmentsOf(service.store, companyUuid).find((x) => x.uuid === d.department_uuid)
        ?.employeeUuids ?? [])
        chosen.set(uuid, d.pay_schedule_uuid);
  const planned = new Map<string, string | null>();
  for (const e of companyEmployees(service, companyUuid)) {
    // By employee or department, whoever is not chosen (or in no department named) stays put.
    const next =
      type === 'by_employee' || type === 'by_department'
        ? (chosen.get(e.uuid) ?? payScheduleOf(service, e))
        : scheduleByRule(service, e.uuid, assignment.record, null);
    planned.set(e.uuid, next);
  }
  return planned;
}

/** The period of a schedule that holds `day`, if any. */
function periodHolding(schedule: PayScheduleRecord, day: string): GeneratedPeriod | undefined {
  return payPeriods(schedule, day, addDays(day, 62)).find((p) => p.start_date <= day);
}

/** One employee whose schedule an assignment changes, and the periods that change leaves. */
export interface ScheduleChange {
  employee: EmployeeRecord;
  schedule: PayScheduleRecord;
  firstPeriod: GeneratedPeriod;
  /** Where the old schedule stops and the new one starts; `null` for someone on no schedule. */
  move: PayScheduleHandoverRecord | null;
  /** The days between the old schedule's current period and the first new one, if any. */
  transitionPeriod: PeriodDates | null;
}

/**
 * Whose schedule an assignment changes (DECISIONS 44), read before it is applied: for each, the
 * new schedule's first pay period (the first that starts after the employee's current period on
 * the old schedule ends, or the one holding today for an employee on no schedule) and, when the
 * old period ends more than a day before the new one starts, the transition period that covers
 * the gap. The old schedule is the one paying the employee today: after a move whose new schedule
 * has not started yet, it is still the one they left, so assigning again before anything of the
 * move is paid recomputes it from there (and moving back leaves no gap).
 *
 * @example
 * const changes = scheduleChanges(service, companyUuid, assignment);
 */
export function scheduleChanges(
  service: DemoService,
  companyUuid: string,
  assignment: Assignment,
): ScheduleChange[] {
  const today = service.clock.today();
  const changes: ScheduleChange[] = [];
  const planned = plannedSchedules(service, companyUuid, assignment);
  for (const e of companyEmployees(service, companyUuid)) {
    const before = payScheduleOf(service, e);
    const after = planned.get(e.uuid) ?? null;
    if (after === null || after === before) continue;
    const next = service.store.paySchedules.get(after)!;
    const pending = pendingMove(service, e.uuid);
    const oldUuid = pending ? pending.fromScheduleUuid : before;
    const old = oldUuid ? service.store.paySchedules.get(oldUuid) : undefined;
    const oldEnd = pending ? pending.oldThrough : old && periodHolding(old, today)?.end_date;
    const first = oldEnd
      ? payPeriods(next, addDays(oldEnd, 1), addDays(oldEnd, 400)).find((p) => p.start_date > oldEnd)
      : periodHolding(next, today);
    if (!first) continue;
    const move =
      old && oldEnd
        ? {
            fromScheduleUuid: old.uuid,
            oldThrough: oldEnd,
            toScheduleUuid: next.uuid,
            newFrom: first.start_date,
          }
        : null;
    changes.push({
      employee: e,
      schedule: next,
      firstPeriod: first,
      move,
      transitionPeriod: move && transitionGap(move),
    });
  }
  return changes;
}

/**
 * What an assignment would change (UPSTREAM C `assignment_preview`, DECISIONS 44): one row per
 * employee whose schedule changes (`scheduleChanges`), with the new schedule's first pay period
 * and the `transition_pay_period`, if any.
 *
 * @example
 * assignmentPreview(service, companyUuid, readAssignment(service, companyUuid, body));
 */
export function assignmentPreview(
  service: DemoService,
  companyUuid: string,
  assignment: Assignment,
): Record<string, unknown> {
  return {
    type: assignment.record.type,
    employee_changes: scheduleChanges(service, companyUuid, assignment).map((change) => ({
      employee_uuid: change.employee.uuid,
      first_name: change.employee.first_name,
      last_name: change.employee.last_name,
      pay_frequency: change.schedule.frequency,
      first_pay_period: {
        pay_schedule_uuid: change.schedule.uuid,
        start_date: change.firstPeriod.start_date,
        end_date: change.firstPeriod.end_date,
        check_date: change.firstPeriod.check_date,
      },
      transition_pay_period: change.transitionPeriod,
    })),
  };
}

/**
 * Applies an assignment: records every employee's schedule, each move (`scheduleChanges`, read
 * before) and the company's rule. A move back to the schedule still paying someone is no move.
 *
 * @example
 * const changes = scheduleChanges(service, companyUuid, assignment);
 * applyAssignment(service, companyUuid, assignment, changes);
 */
export function applyAssignment(
  service: DemoService,
  companyUuid: string,
  assignment: Assignment,
  changes: ScheduleChange[],
): void {
  for (const [employeeUuid, schedule] of plannedSchedules(service, companyUuid, assignment)) {
    if (schedule) service.store.employeePaySchedules.set(employeeUuid, schedule);
  }
  for (const { employee, move } of changes) {
    if (move && move.fromScheduleUuid !== move.toScheduleUuid)
      service.store.payScheduleHandovers.set(employee.uuid, move);
    else service.store.payScheduleHandovers.delete(employee.uuid);
  }
  service.store.payScheduleAssignments.set(companyUuid, assignment.record);
}

/**
 * Brings the company's schedules up to date with who they pay (DECISIONS 39, 44), after an
 * assignment or once an old schedule's last period for someone who left is processed (or
 * cancelled): `active` from `syncActiveSchedules`, a schedule left with no one loses its
 * unprocessed regular payrolls, one that got its first employee gets them, and each schedule whose
 * state changed emits `pay_schedule.updated`. Processed payrolls are never touched.
 *
 * @example
 * settleSchedules(service, companyUuid);
 */
export function settleSchedules(service: DemoService, companyUuid: string): void {
  const { activated, deactivated } = syncActiveSchedules(service, companyUuid);
  const dropped = new Set(deactivated.map((s) => s.uuid));
  for (const [uuid, payroll] of service.store.payrolls) {
    if (
      payroll.payScheduleUuid &&
      dropped.has(payroll.payScheduleUuid) &&
      !payroll.processed &&
      !payroll.off_cycle
    )
      service.store.payrolls.delete(uuid);
  }
  ensureUpcomingPayrolls(service, companyUuid);
  for (const s of [...activated, ...deactivated])
    service.emit('pay_schedule.updated', 'PaySchedule', s.uuid, companyUuid);
}

/**
 * After a regular payroll is processed or cancelled: when it is an old schedule's last period for
 * someone who moved, that schedule may stop (or start again) having employees.
 *
 * @example
 * settleMovesPaidBy(service, payroll);
 */
export function settleMovesPaidBy(
  service: DemoService,
  payroll: { companyUuid: string; payScheduleUuid: string | null; end_date: string; off_cycle: boolean },
): void {
  if (payroll.off_cycle || !payroll.payScheduleUuid) return;
  for (const move of service.store.payScheduleHandovers.values()) {
    if (move.fromScheduleUuid === payroll.payScheduleUuid && move.oldThrough === payroll.end_date) {
      settleSchedules(service, payroll.companyUuid);
      return;
    }
  }
}

/**
 * `GET …/pay_schedules/assignments` (DECISIONS 47 d): the type last applied (`single` for a
 * company that only has its first schedule) and, for `by_employee`, every employee with the
 * schedule they are on now; for `by_department`, each department's schedule.
 *
 * @example
 * assignmentsView(service, companyUuid).type; // 'single'
 */
export function assignmentsView(service: DemoService, companyUuid: string): Record<string, unknown> {
  const rule = service.store.payScheduleAssignments.get(companyUuid);
  const first = companySchedules(service, companyUuid)[0]?.uuid ?? null;
  const type = rule?.type ?? (first ? 'single' : null);
  return {
    type,
    default_pay_schedule_uuid: rule ? rule.default_pay_schedule_uuid : first,
    hourly_pay_schedule_uuid: rule?.hourly_pay_schedule_uuid ?? null,
    salaried_pay_schedule_uuid: rule?.salaried_pay_schedule_uuid ?? null,
    partial_assignment: rule?.partial_assignment ?? false,
    employees:
      type === 'by_employee'
        ? companyEmployees(service, companyUuid).map((e) => ({
            employee_uuid: e.uuid,
            pay_schedule_uuid: payScheduleOf(service, e),
          }))
        : [],
    departments: type === 'by_department' ? (rule?.departments ?? []) : [],
  };
}

/**
 * After people join or leave a department (DECISIONS 44): under a `by_department` assignment, a
 * newcomer with no schedule of their own is paid on their department's, so the payrolls' rows and
 * the schedules' `active` follow at once. Anyone already on a schedule stays on it until the next
 * assignment.
 *
 * @example
 * addToDepartment(service, department, people);
 * settleDepartmentMove(service, department.companyUuid);
 */
export function settleDepartmentMove(service: DemoService, companyUuid: string): void {
  if (service.store.payScheduleAssignments.get(companyUuid)?.type !== 'by_department') return;
  refreshAssignedRows(service, companyUuid);
  settleSchedules(service, companyUuid);
}
