import type { DemoService } from '../service';
import { finalWorkdays } from '../employment/dismissalPay';
import { benefitTerms } from '../employeeBenefits/payrollBenefits';
import { garnishmentTerms } from '../garnishments/garnishmentDeductions';
import { compensationInEffect } from '../jobs/compensationInEffect';
import { parseDecimal } from '../money/money';
import { periodsPerYear } from '../paySchedules/payPeriods';
import { type JobTerms, type PayTerms, payEmployee, type YearToDate } from '../taxModel/taxModel';
import { entryToPay, recurringLines } from '../reimbursements/payrollReimbursements';
import { transitionWorkdays } from './transitionPay';
import type { PayrollRecord } from './records';
import { activeOf, workAddressesOf } from '../addresses/views';
import { findMinimumWage } from '../locations/views';
import { jobsOf } from '../jobs/views';

/**
 * The "calculate" of a payroll (DECISIONS 8, 38): gathers each included employee's pay terms from
 * the records (current compensations, W-4, work state, wages paid earlier in the year) and stores
 * the results the payroll shows until its next edit.
 */

/** Off-cycle reasons that pay the period's regular pay (DECISIONS 40). */
export const REGULAR_PAY_REASONS = ['Dismissed employee', 'Transition from old pay schedule'];

/** Whether a payroll pays salaries and regular hours by default. @example paysRegularPay(payroll); */
export function paysRegularPay(payroll: Pick<PayrollRecord, 'off_cycle' | 'off_cycle_reason'>): boolean {
  return !payroll.off_cycle || REGULAR_PAY_REASONS.includes(payroll.off_cycle_reason ?? '');
}

/**
 * Wages already paid to each employee in the calendar year of `checkDate` by other processed
 * payrolls of the company (for the Social Security, Additional Medicare and FUTA limits), those
 * from the previous provider (`external`, DECISIONS 69) included.
 *
 * @example
 * yearToDate(service, payroll).get(employeeUuid)?.socialSecurityWages;
 */
export function yearToDate(
  service: DemoService,
  payroll: Pick<PayrollRecord, 'check_date' | 'companyUuid'>,
): Map<string, YearToDate> {
  const year = payroll.check_date.slice(0, 4);
  const out = new Map<string, YearToDate>();
  for (const other of service.store.payrolls.values()) {
    if (other === payroll || !other.processed || other.companyUuid !== payroll.companyUuid) continue;
    if (other.check_date.slice(0, 4) !== year || !other.results) continue;
    for (const r of other.results) {
      const ytd = out.get(r.employeeUuid) ?? { socialSecurityWages: 0, medicareWages: 0, futaWages: 0 };
      ytd.socialSecurityWages += r.socialSecurityWages;
      ytd.medicareWages += r.medicareWages;
      ytd.futaWages += r.futaWages;
      out.set(r.employeeUuid, ytd);
    }
  }
  return out;
}

/**
 * One employee's terms for this payroll: the compensations in effect for its period (with the
 * minimum wage to adjust to), the work state on the check date, the W-4, wages paid earlier in the
 * year, the days of salary of a dismissal or transition payroll, and the garnishments to take.
 *
 * @example
 * payEmployee(entry, termsOf(service, payroll, entry.employeeUuid, ytd.get(entry.employeeUuid)), 26);
 */
export function termsOf(
  service: DemoService,
  payroll: PayrollRecord,
  employeeUuid: string,
  ytd: YearToDate | undefined,
): PayTerms {
  const { store } = service;
  const jobs = new Map<string, JobTerms>();
  let primary: string | null = null;
  for (const job of jobsOf(store, employeeUuid)) {
    const c = compensationInEffect(store, job.uuid, payroll.end_date);
    if (!c) continue;
    let minimumWageCents: number | null = null;
    if (c.adjust_for_minimum_wage) {
      for (const uuid of c.minimumWageUuids) {
        const wage = parseDecimal(findMinimumWage(store, uuid)?.wage ?? '', 2);
        if (wage !== undefined && (minimumWageCents === null || wage > minimumWageCents))
          minimumWageCents = wage;
      }
    }
    jobs.set(job.uuid, {
      rateCents: parseDecimal(c.rate, 2) ?? 0,
      unit: c.payment_unit,
      flsa: c.flsa_status,
      minimumWageCents,
    });
    if (job.primary || primary === null) primary = job.uuid;
  }
  const work = activeOf(workAddressesOf(store, employeeUuid), payroll.check_date);
  const location = work ? store.locations.get(work.location_uuid) : undefined;
  const federal = store.federalTaxes.get(employeeUuid);
  const options = payroll.offCycleOptions;
  return {
    jobs,
    primaryJobUuid: primary,
    workState: location?.state ?? null,
    w4: {
      filingStatus: federal?.filing_status ?? null,
      twoJobs: federal?.two_jobs ?? false,
      dependentsAmount: federal?.dependents_amount ?? 0,
      otherIncome: federal?.other_income ?? 0,
      deductions: federal?.deductions ?? 0,
      extraWithholding: federal?.extra_withholding ?? 0,
    },
    ytd: ytd ?? { socialSecurityWages: 0, medicareWages: 0, futaWages: 0 },
    paysSalary: paysRegularPay(payroll),
    fixedWithholdingRate: options?.fixed_withholding_rate ?? false,
    checkOnly: options?.is_check_only_payroll ?? false,
    salaryWorkdays: finalWorkdays(service, payroll, employeeUuid) ?? transitionWorkdays(payroll),
    garnishments: garnishmentTerms(service, payroll, employeeUuid),
    benefits: benefitTerms(service, payroll, employeeUuid),
  };
}

/**
 * Pay periods a year the payroll withholds for: the off-cycle choice, else its schedule's.
 *
 * @example
 * withholdingPeriods(service, payroll); // 26 on a biweekly schedule
 */
export function withholdingPeriods(service: DemoService, payroll: PayrollRecord): number {
  const chosen = payroll.offCycleOptions?.withholding_pay_period;
  if (chosen) {
    const extra: Record<string, number> = { Quarterly: 4, Semiannually: 2, Annually: 1 };
    return extra[chosen] ?? periodsPerYear(chosen);
  }
  const schedule = payroll.payScheduleUuid
    ? service.store.paySchedules.get(payroll.payScheduleUuid)
    : undefined;
  return periodsPerYear(schedule?.frequency ?? 'Every other week');
}

/**
 * Computes every included row and stores the results with `calculated_at` (DECISIONS 8, 38).
 *
 * @example
 * calculatePayroll(service, payroll);
 * payroll.results?.[0]?.net;
 */
export function calculatePayroll(service: DemoService, payroll: PayrollRecord): void {
  const perYear = withholdingPeriods(service, payroll);
  const ytd = yearToDate(service, payroll);
  payroll.results = payroll.entries
    .filter((e) => !e.excluded)
    .map((e) => {
      // Reimbursements are paid untaxed beside the net (DECISIONS 67), the recurring ones included.
      const recurring = recurringLines(service, payroll, e.employeeUuid);
      const terms = termsOf(service, payroll, e.employeeUuid, ytd.get(e.employeeUuid));
      const result = payEmployee(entryToPay(e, recurring), terms, perYear);
      return recurring.length > 0 ? { ...result, recurringReimbursements: recurring } : result;
    });
  payroll.calculated_at = service.nowIso();
}
