import { companyBenefits } from '../benefits/records';
import { supportedBenefit } from '../benefits/supportedBenefits';
import type { PayrollRecord } from '../payroll/records';
import type { DemoService } from '../service';
import type { BenefitTerms } from '../taxModel/taxModel';
import { ageByYearEnd, catchUpLimit, lawLimit } from './benefitLimits2026';
import { employeeBenefits, type EmployeeBenefitRecord } from './records';

/**
 * What a payroll takes for each of an employee's benefits (DECISIONS 68): the active enrolments
 * in active company benefits in effect on the check date, each with what is left of its own
 * annual maximums and of the law's 2026 limit, counting the payrolls already processed this
 * calendar year (this calendar month for commuter benefits). An off-cycle payroll that skips
 * regular deductions takes none.
 */

/** What processed payrolls took before this one: per enrolment this year, per limit group. */
function taken(service: DemoService, payroll: PayrollRecord, employeeUuid: string) {
  const year = payroll.check_date.slice(0, 4);
  const month = payroll.check_date.slice(0, 7);
  const byEnrolment = new Map<string, { deduction: number; contribution: number }>();
  const byGroup = new Map<string, number>();
  for (const other of service.store.payrolls.values()) {
    if (other === payroll || !other.processed || !other.results) continue;
    if (other.companyUuid !== payroll.companyUuid || other.check_date.slice(0, 4) !== year) continue;
    const result = other.results.find((r) => r.employeeUuid === employeeUuid);
    for (const line of result?.benefits ?? []) {
      const sums = byEnrolment.get(line.uuid) ?? { deduction: 0, contribution: 0 };
      sums.deduction += line.employeeDeduction;
      sums.contribution += line.companyContribution;
      byEnrolment.set(line.uuid, sums);
      const limit = lawLimit(line.benefitType, null, 0);
      if (!limit || (limit.period === 'month' && other.check_date.slice(0, 7) !== month)) continue;
      const counted = line.employeeDeduction + (limit.withContributions ? line.companyContribution : 0);
      byGroup.set(limit.group, (byGroup.get(limit.group) ?? 0) + counted);
    }
  }
  return { byEnrolment, byGroup };
}

/** Whether an enrolment is in effect on a date. */
function inEffect(e: EmployeeBenefitRecord, date: string): boolean {
  return e.active && e.effectiveDate <= date && (e.expirationDate === null || date <= e.expirationDate);
}

/**
 * The benefits a payroll takes from one employee, in enrolment order.
 *
 * @example
 * payEmployee(entry, { ...terms, benefits: benefitTerms(service, payroll, uuid) }, 26);
 */
export function benefitTerms(
  service: DemoService,
  payroll: PayrollRecord,
  employeeUuid: string,
): BenefitTerms[] {
  if (payroll.off_cycle && payroll.offCycleOptions?.skip_regular_deductions) return [];
  const date = payroll.check_date;
  const enrolments = [...service.store.table(employeeBenefits).values()]
    .filter((e) => e.employeeUuid === employeeUuid && inEffect(e, date))
    .sort((a, b) => a.seq - b.seq);
  if (enrolments.length === 0) return [];
  const done = taken(service, payroll, employeeUuid);
  const employee = service.store.employees.get(employeeUuid);
  const age = ageByYearEnd(employee?.date_of_birth ?? null, Number(date.slice(0, 4)));
  const catchUp = enrolments.some((e) => e.catchUp) ? catchUpLimit(age) : 0;
  const out: BenefitTerms[] = [];
  for (const e of enrolments) {
    const benefit = service.store.table(companyBenefits).get(e.companyBenefitUuid);
    const type = benefit?.active ? supportedBenefit(benefit.benefitType) : undefined;
    if (!benefit || !type) continue;
    // A previous provider's line (DECISIONS 69) names the company benefit when the employee was
    // enrolled only after it was recorded: it counts against this enrolment's maximums too.
    const own = done.byEnrolment.get(e.uuid) ?? { deduction: 0, contribution: 0 };
    const earlier = done.byEnrolment.get(e.companyBenefitUuid) ?? { deduction: 0, contribution: 0 };
    const sums = {
      deduction: own.deduction + earlier.deduction,
      contribution: own.contribution + earlier.contribution,
    };
    const law = lawLimit(benefit.benefitType, e.limitOption, catchUp);
    out.push({
      uuid: e.uuid,
      companyBenefitUuid: benefit.uuid,
      benefitType: benefit.benefitType,
      name: benefit.description,
      treatment: type.treatment,
      deduction: e.employeeDeduction,
      percent: e.deductAsPercentage,
      deductionCap:
        e.employeeDeductionAnnualMaximum === null
          ? null
          : Math.max(0, e.employeeDeductionAnnualMaximum - sums.deduction),
      contribution: e.contribution,
      elective: e.elective,
      contributionCap:
        e.companyContributionAnnualMaximum === null
          ? null
          : Math.max(0, e.companyContributionAnnualMaximum - sums.contribution),
      lawLimit: law
        ? {
            group: law.group,
            left: Math.max(0, law.amount - (done.byGroup.get(law.group) ?? 0)),
            withContributions: law.withContributions,
          }
        : null,
      excludedEarnings: benefit.exclusions.filter((x) => x.excluded).map((x) => x.contribution_type),
    });
  }
  return out;
}
