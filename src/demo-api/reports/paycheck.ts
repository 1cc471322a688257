import type { EmployeeRecord } from '../employees/records';
import type { JobRecord, CompensationRecord } from '../jobs/records';
import type { EmployeePayResult, PayrollEntryRecord, PayrollRecord } from '../payroll/records';
import { REIMBURSEMENT_EARNING } from '../reimbursements/payrollReimbursements';
import type { DemoStore } from '../store';

/**
 * One employee's pay on one processed payroll, as a report reads it: the payroll's own results
 * (DECISIONS 73: every figure of a report is the payroll's to the cent), the person and their job.
 */
export interface Paycheck {
  payroll: PayrollRecord;
  entry: PayrollEntryRecord;
  result: EmployeePayResult;
  employee: EmployeeRecord | undefined;
  job: JobRecord | undefined;
  compensation: CompensationRecord | undefined;
  store: DemoStore;
}

/** The fixed earnings a payroll names apart (tips, bonus, commission); the rest are additional. */
const NAMED_FIXED = new Set(['Bonus', 'Commission', 'Cash Tips', 'Paycheck Tips']);

/**
 * Every paycheck of the company's processed payrolls, by check date then payroll then row.
 *
 * @example
 * paychecksOf(store, companyUuid).map((p) => p.result.gross);
 */
export function paychecksOf(store: DemoStore, companyUuid: string): Paycheck[] {
  const payrolls = [...store.payrolls.values()]
    .filter((p) => p.companyUuid === companyUuid && p.processed && p.results)
    .sort((a, b) => a.check_date.localeCompare(b.check_date) || a.seq - b.seq);
  return payrolls.flatMap((payroll) => paychecksOfPayroll(store, payroll));
}

/**
 * The paychecks of one processed payroll, in its rows' order.
 *
 * @example
 * paychecksOfPayroll(store, payroll).length;
 */
export function paychecksOfPayroll(store: DemoStore, payroll: PayrollRecord): Paycheck[] {
  const checks: Paycheck[] = [];
  for (const result of payroll.results ?? []) {
    const entry = payroll.entries.find((e) => e.employeeUuid === result.employeeUuid && !e.excluded);
    if (!entry) continue;
    const jobs = store.jobs.childrenOf(result.employeeUuid);
    const job = jobs.find((j) => j.primary) ?? jobs[0];
    // The pay in effect at the period's end (a raise dated later is not this period's).
    const compensation = job
      ? store.compensations
          .childrenOf(job.uuid)
          .filter((c) => c.effective_date <= payroll.end_date)
          .sort((a, b) => a.effective_date.localeCompare(b.effective_date))
          .at(-1)
      : undefined;
    checks.push({
      payroll,
      entry,
      result,
      employee: store.employees.get(result.employeeUuid),
      job,
      compensation,
      store,
    });
  }
  return checks;
}

const sum = (values: readonly number[]) => values.reduce((t, v) => t + v, 0);

/**
 * A paycheck's earnings split the way reports name them, in cents; `regular` is what the named
 * lines leave of gross (salary, regular hours, a minimum wage adjustment), so the earnings add up
 * to `gross` exactly. Hours in thousandths.
 *
 * @example
 * earningsOf(check).regular + earningsOf(check).overtime; // ≤ gross
 */
export function earningsOf({ entry, result }: Paycheck) {
  const hourly = (name: string) =>
    sum(entry.hourly.map((h, i) => (h.name === name ? (result.hourlyAmounts[i] ?? 0) : 0)));
  const hourlyHours = (name: string) => sum(entry.hourly.filter((h) => h.name === name).map((h) => h.hours));
  const timeOff = (match: (name: string) => boolean) =>
    sum(entry.paidTimeOff.map((t, i) => (match(t.name) ? (result.timeOffAmounts[i] ?? 0) : 0)));
  const timeOffHours = (match: (name: string) => boolean) =>
    sum(entry.paidTimeOff.filter((t) => match(t.name)).map((t) => t.hours + (t.finalPayoutHours ?? 0)));
  const isHoliday = (name: string) => /holiday/i.test(name);
  const isSick = (name: string) => /sick/i.test(name);
  const isPto = (name: string) => !isHoliday(name) && !isSick(name);
  const fixed = (name: string) => sum(entry.fixed.filter((f) => f.name === name).map((f) => f.amount));
  const additional = sum(
    entry.fixed
      .filter((f) => f.name !== REIMBURSEMENT_EARNING && !NAMED_FIXED.has(f.name))
      .map((f) => f.amount),
  );
  const parts = {
    overtime: hourly('Overtime'),
    doubleOvertime: hourly('Double overtime'),
    holiday: timeOff(isHoliday),
    paidTimeOff: timeOff(isPto),
    sick: timeOff(isSick),
    bonus: fixed('Bonus'),
    commission: fixed('Commission'),
    cashTips: fixed('Cash Tips'),
    paycheckTips: fixed('Paycheck Tips'),
    additional,
  };
  return {
    ...parts,
    regular: result.gross - sum(Object.values(parts)),
    regularHours: hourlyHours('Regular Hours'),
    overtimeHours: hourlyHours('Overtime'),
    doubleOvertimeHours: hourlyHours('Double overtime'),
    holidayHours: timeOffHours(isHoliday),
    paidTimeOffHours: timeOffHours(isPto),
    sickHours: timeOffHours(isSick),
  };
}

/**
 * A tax of the paycheck by its name (employee or employer side), in cents; 0 when not withheld.
 *
 * @example
 * taxOf(check, 'Social Security', false); // the employee's share
 */
export function taxOf(check: Paycheck, name: string | RegExp, employer: boolean): number {
  return sum(
    check.result.taxes
      .filter(
        (t) => t.employer === employer && (typeof name === 'string' ? t.name === name : name.test(t.name)),
      )
      .map((t) => t.amount),
  );
}

/**
 * The paycheck's deductions by kind, in cents: benefit deductions, garnishments and the rest, which
 * add up to the row's `deductions`; and the company's benefit contributions (never in net).
 *
 * @example
 * const { benefits, garnishments, other } = deductionsOf(check);
 */
export function deductionsOf({ result }: Paycheck) {
  const benefits = result.benefitDeductions ?? 0;
  const garnishments = sum((result.garnishments ?? []).map((g) => g.amount));
  return {
    benefits,
    garnishments,
    other: result.deductions - benefits - garnishments,
    employerContributions: sum((result.benefits ?? []).map((b) => b.companyContribution)),
  };
}

/**
 * The paycheck's reimbursements in cents: the recurring ones and the one-off rest, adding up to
 * the row's `reimbursements`.
 *
 * @example
 * reimbursementsOf(check).recurring;
 */
export function reimbursementsOf({ result }: Paycheck) {
  const recurring = sum(
    (result.recurringReimbursements ?? []).filter((r) => r.recurring).map((r) => r.amount),
  );
  return { recurring, oneTime: result.reimbursements - recurring };
}
