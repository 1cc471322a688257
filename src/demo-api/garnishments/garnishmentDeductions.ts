import type { DemoService } from '../service';
import type { DemoStore } from '../store';
import type { GarnishmentTerms } from '../taxModel/taxModel';
import type { PayrollRecord } from '../payroll/records';
import type { GarnishmentRecord } from './records';

/**
 * What a payroll may take for each of an employee's garnishments (DECISIONS 59): the active ones
 * with `times` left, each capped by its pay-period maximum and by what is left of its annual
 * maximum (this calendar year) and its total amount, from the payrolls already processed.
 */

/** What processed payrolls have taken for one garnishment: this year, ever, and how many times. */
function taken(service: DemoService, payroll: PayrollRecord, garnishment: GarnishmentRecord) {
  const year = payroll.check_date.slice(0, 4);
  let thisYear = 0;
  let ever = 0;
  let times = 0;
  for (const other of service.store.payrolls.values()) {
    if (other === payroll || !other.processed || !other.results) continue;
    for (const result of other.results) {
      const line = result.garnishments?.find((g) => g.uuid === garnishment.uuid);
      if (!line) continue;
      ever += line.amount;
      times += 1;
      if (other.check_date.slice(0, 4) === year) thisYear += line.amount;
    }
  }
  return { thisYear, ever, times };
}

/** The line name a garnishment shows as: its description, else its type. */
export function garnishmentName(g: Pick<GarnishmentRecord, 'description' | 'garnishment_type'>): string {
  return g.description ?? (g.garnishment_type === 'child_support' ? 'Child Support' : 'Garnishment');
}

/**
 * The garnishments a payroll takes from one employee, in the order they were ordered.
 *
 * @example
 * payEmployee(entry, { ...terms, garnishments: garnishmentTerms(service, payroll, uuid) }, 26);
 */
export function garnishmentTerms(
  service: DemoService,
  payroll: PayrollRecord,
  employeeUuid: string,
): GarnishmentTerms[] {
  const out: GarnishmentTerms[] = [];
  for (const g of service.store.garnishments.childrenOf(employeeUuid)) {
    if (!g.active) continue;
    const done = taken(service, payroll, g);
    if (!g.recurring && g.times !== null && done.times >= g.times) continue;
    const limits = [
      g.pay_period_maximum,
      g.annual_maximum === null ? null : g.annual_maximum - done.thisYear,
      g.total_amount === null ? null : g.total_amount - done.ever,
    ].filter((v): v is number => v !== null);
    out.push({
      uuid: g.uuid,
      name: garnishmentName(g),
      amount: g.amount,
      percent: g.deduct_as_percentage,
      cap: limits.length > 0 ? Math.max(0, Math.min(...limits)) : null,
      childSupport: g.garnishment_type === 'child_support',
    });
  }
  return out;
}

/**
 * `times` left of a non-recurring garnishment: counts down as payrolls that took it are processed.
 *
 * @example
 * timesLeft(store, garnishment); // 2 after one of 3
 */
export function timesLeft(store: DemoStore, g: GarnishmentRecord): number | null {
  if (g.recurring || g.times === null) return g.times;
  let used = 0;
  for (const p of store.payrolls.values())
    if (p.processed && p.results?.some((r) => r.garnishments?.some((line) => line.uuid === g.uuid)))
      used += 1;
  return Math.max(0, g.times - used);
}
