import { paidInPeriod } from '../employment/employment';
import { isRunning } from './views';
import type { DemoService } from '../service';
import { isBusinessDay, addBusinessDays } from '../calendar/businessDays';
import { insertOffCycle } from './offCycle';
import { earliestCheckDate } from './payrollDates';
import { blankEntry, eligibleEmployees } from './payrollEntries';
import { clearCalculation } from './payrollRun';
import type { ScheduleChange } from '../paySchedules/payScheduleAssignments';
import { TRANSITION_REASON } from './transitionPay';
import type { PayrollRecord } from './records';

/**
 * The transition payrolls a pay schedule assignment leaves (DECISIONS 40, 44; UPSTREAM C, E): when
 * an employee's old and new schedules leave a gap (the preview's `transition_pay_period`), the
 * service keeps ONE unprocessed "Transition from old pay schedule" off-cycle payroll per new
 * schedule and gap, holding everyone that gap concerns, so the days are paid once. A later
 * assignment that moves someone again takes them off the transition payroll still waiting for
 * them (deleted once it pays no one) before adding them to the one of their new gap, if any;
 * re-assigning the same thing changes no one, so nothing piles up.
 */

/**
 * The check date of a transition payroll: the first business day on or after the gap's last day
 * (paying sooner would pay days not yet worked, so this moves forward, not back as a schedule's
 * pay day does), or, when that date can no longer be made, the earliest check date a run today
 * can make with two-day ACH (as an off-cycle payroll's default, DECISIONS 46).
 *
 * @example
 * transitionCheckDate('2026-06-30', new Date('2026-06-15T16:00:00Z')); // '2026-06-30'
 */
export function transitionCheckDate(gapEnd: string, now: Date): string {
  const due = isBusinessDay(gapEnd) ? gapEnd : addBusinessDays(gapEnd, 1);
  const earliest = earliestCheckDate(now);
  return due < earliest ? earliest : due;
}

/** Unprocessed transition payrolls of the company that no run holds. */
function waitingTransitions(service: DemoService, companyUuid: string): PayrollRecord[] {
  return service.store.children(
    service.store.payrolls,
    (p) =>
      p.companyUuid === companyUuid &&
      p.off_cycle_reason === TRANSITION_REASON &&
      !p.processed &&
      !isRunning(p),
  );
}

/**
 * Brings the company's transition payrolls up to date with an assignment just applied, given the
 * changes read before it (`scheduleChanges`). Only employees a payroll can pay (onboarded, with a
 * job, not terminated before the gap) are put on one. Emits `payroll.created` for a new payroll and
 * `payroll.deleted` for one left with no one, as the payroll routes do (DECISIONS 42).
 *
 * @example
 * const changes = scheduleChanges(service, companyUuid, assignment);
 * applyAssignment(service, companyUuid, assignment);
 * leaveTransitionPayrolls(service, companyUuid, changes);
 */
export function leaveTransitionPayrolls(
  service: DemoService,
  companyUuid: string,
  changes: ScheduleChange[],
): void {
  const moved = new Set(changes.map((c) => c.employee.uuid));
  for (const payroll of waitingTransitions(service, companyUuid)) {
    const kept = payroll.entries.filter((e) => !moved.has(e.employeeUuid));
    if (kept.length === payroll.entries.length) continue;
    if (kept.length === 0) {
      service.store.payrolls.delete(payroll.uuid);
      service.emit('payroll.deleted', 'Payroll', payroll.uuid, companyUuid);
      continue;
    }
    payroll.entries = kept;
    clearCalculation(payroll);
  }

  const payable = new Set(eligibleEmployees(service, companyUuid));
  const gaps = new Map<string, { change: ScheduleChange; employees: string[] }>();
  for (const change of changes) {
    const gap = change.transitionPeriod;
    if (!gap || !payable.has(change.employee.uuid)) continue;
    if (!paidInPeriod(service.store, change.employee.uuid, gap.start_date, gap.end_date)) continue;
    const key = `${change.schedule.uuid} ${gap.start_date} ${gap.end_date}`;
    const group = gaps.get(key) ?? { change, employees: [] };
    group.employees.push(change.employee.uuid);
    gaps.set(key, group);
  }

  for (const { change, employees } of gaps.values()) {
    const gap = change.transitionPeriod!;
    const existing = waitingTransitions(service, companyUuid).find(
      (p) =>
        p.payScheduleUuid === change.schedule.uuid &&
        p.start_date === gap.start_date &&
        p.end_date === gap.end_date,
    );
    if (existing) {
      const on = new Set(existing.entries.map((e) => e.employeeUuid));
      const added = employees.filter((uuid) => !on.has(uuid));
      if (added.length === 0) continue;
      existing.entries.push(...added.map((uuid) => blankEntry(service, existing, uuid, true)));
      clearCalculation(existing);
      continue;
    }
    const payroll = insertOffCycle(service, {
      companyUuid,
      payScheduleUuid: change.schedule.uuid,
      start_date: gap.start_date,
      end_date: gap.end_date,
      check_date: transitionCheckDate(gap.end_date, service.clock.now()),
      reason: TRANSITION_REASON,
      employeeUuids: employees,
      options: {
        withholding_pay_period: null,
        skip_regular_deductions: null,
        fixed_withholding_rate: false,
        is_check_only_payroll: false,
      },
    });
    service.emit('payroll.created', 'Payroll', payroll.uuid, companyUuid);
  }
}
