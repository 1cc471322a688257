import { money } from '../rules/money';
import type { DemoStore } from '../store';
import { versionOf } from '../version';
import { timesLeft } from './garnishmentDeductions';
import type { GarnishmentRecord, RehireRecord, TerminationRecord } from './records';

/**
 * Wire shapes of employee management (UPSTREAM-2 J.1, J.3; UPSTREAM A.11). Versions hash the
 * updatable fields only.
 */

/**
 * A termination: in effect (`active`) from the day after the last day; `cancelable` only when it
 * runs no dismissal payroll and the last day is still ahead (UPSTREAM-2 J.1).
 *
 * @example
 * terminationView(termination, today).cancelable;
 */
export function terminationView(t: TerminationRecord, today: string): Record<string, unknown> {
  return {
    uuid: t.uuid,
    version: versionOf({
      effective_date: t.effective_date,
      run_termination_payroll: t.run_termination_payroll,
    }),
    employee_uuid: t.employeeUuid,
    active: t.effective_date < today,
    cancelable: !t.run_termination_payroll && t.effective_date > today,
    effective_date: t.effective_date,
    run_termination_payroll: t.run_termination_payroll,
  };
}

/** @example rehireView(rehire, today).active; */
export function rehireView(r: RehireRecord, today: string): Record<string, unknown> {
  const updatable = {
    effective_date: r.effective_date,
    file_new_hire_report: r.file_new_hire_report,
    work_location_uuid: r.work_location_uuid,
    employment_status: r.employment_status,
    two_percent_shareholder: r.two_percent_shareholder,
  };
  return {
    version: versionOf(updatable),
    employee_uuid: r.employeeUuid,
    active: r.effective_date <= today,
    ...updatable,
  };
}

/** Cents (or hundredths of a percent) as the decimal text of the wire, null kept. */
const amountText = (units: number | null) => (units === null ? null : money(units));

/**
 * A garnishment (UPSTREAM A.11); `times` is what is left of a non-recurring one.
 *
 * @example
 * garnishmentView(store, garnishment).amount; // '40.00'
 */
export function garnishmentView(store: DemoStore, g: GarnishmentRecord): Record<string, unknown> {
  const updatable = {
    active: g.active,
    amount: g.amount,
    description: g.description,
    court_ordered: g.court_ordered,
    garnishment_type: g.garnishment_type,
    times: g.times,
    recurring: g.recurring,
    annual_maximum: g.annual_maximum,
    pay_period_maximum: g.pay_period_maximum,
    total_amount: g.total_amount,
    deduct_as_percentage: g.deduct_as_percentage,
    child_support: g.child_support,
  };
  return {
    uuid: g.uuid,
    version: versionOf(updatable),
    employee_uuid: g.employeeUuid,
    active: g.active,
    amount: money(g.amount),
    // Absent without one: the upstream schema allows no null here (DECISIONS 60).
    ...(g.description === null ? {} : { description: g.description }),
    court_ordered: g.court_ordered,
    garnishment_type: g.garnishment_type,
    times: timesLeft(store, g),
    recurring: g.recurring,
    annual_maximum: amountText(g.annual_maximum),
    pay_period_maximum: amountText(g.pay_period_maximum),
    total_amount: amountText(g.total_amount),
    deduct_as_percentage: g.deduct_as_percentage,
    child_support: g.child_support,
  };
}
