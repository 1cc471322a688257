import { money } from '../money/money';
import type { DemoStore } from '../store';
import { versionOf } from '../version';
import { timesLeft } from './garnishmentDeductions';
import type { GarnishmentRecord } from './records';

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
