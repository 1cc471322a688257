import { employeeBenefits } from '../employeeBenefits/records';
import { jobsOf } from '../jobs/views';
import type { EmployeePayResult, PayrollEntryRecord } from '../payroll/records';
import type { DemoService } from '../service';
import { FUTA_WAGE_BASE, SOCIAL_SECURITY_WAGE_BASE, type YearToDate } from '../taxModel/taxModel';
import { APPLICABLE_EARNINGS, applicableBenefits, applicableTaxes } from './applicable';
import type { ExternalPayrollItem } from './records';

/** The part of `wages` under `base` given what the year already paid. */
function underBase(wages: number, paid: number, base: number): number {
  return Math.max(0, Math.min(wages, base - paid));
}

/** What one item's earnings and benefits make of its wages, cents. */
export interface ExternalWages {
  gross: number;
  /** Gross less every pre-tax deduction (deferrals and section 125). */
  incomeTaxWages: number;
  /** Gross less section-125 deductions: Social Security and Medicare wages before the base. */
  ficaWages: number;
  socialSecurityWages: number;
  futaWages: number;
}

/**
 * An item's wages (DECISIONS 68, 69): its earnings make gross; a deferral (401(k)) deduction
 * lowers income-tax wages, a section-125 one also Social Security, Medicare and FUTA wages; the
 * Social Security and FUTA wages stop at their 2026 bases given what the year paid before.
 *
 * @example
 * externalWages(service, companyUuid, item, ytd).socialSecurityWages;
 */
export function externalWages(
  service: DemoService,
  companyUuid: string,
  item: ExternalPayrollItem,
  ytd: YearToDate,
): ExternalWages {
  const treatments = new Map(applicableBenefits(service, companyUuid).map((b) => [b.id, b.treatment]));
  const gross = item.earnings.reduce((t, e) => t + e.amount, 0);
  let pretax = 0;
  let section125 = 0;
  for (const b of item.benefits) {
    const treatment = treatments.get(b.benefitId);
    if (treatment === 'posttax' || treatment === undefined) continue;
    pretax += b.employeeDeduction;
    if (treatment === 'section125') section125 += b.employeeDeduction;
  }
  const ficaWages = Math.max(0, gross - section125);
  return {
    gross,
    incomeTaxWages: Math.max(0, gross - pretax),
    ficaWages,
    socialSecurityWages: underBase(ficaWages, ytd.socialSecurityWages, SOCIAL_SECURITY_WAGE_BASE),
    futaWages: underBase(ficaWages, ytd.futaWages, FUTA_WAGE_BASE),
  };
}

/**
 * The payroll row and result an external payroll item becomes once processed (DECISIONS 69):
 * hourly earnings as hourly lines, bonuses and the like as fixed lines (a salary is the rest of
 * gross, as on every pay stub), paid `Historical`; its taxes and benefits as given, its wages
 * counted towards the year's bases, so later payrolls' year-to-date figures include them.
 *
 * @example
 * const { entry, result } = externalPayResult(service, companyUuid, item, ytd);
 */
export function externalPayResult(
  service: DemoService,
  companyUuid: string,
  item: ExternalPayrollItem,
  ytd: YearToDate,
): { entry: PayrollEntryRecord; result: EmployeePayResult } {
  const wages = externalWages(service, companyUuid, item, ytd);
  const job =
    jobsOf(service.store, item.employeeUuid).find((j) => j.primary) ??
    jobsOf(service.store, item.employeeUuid)[0];
  const hourly: PayrollEntryRecord['hourly'] = [];
  const hourlyAmounts: number[] = [];
  const fixed: PayrollEntryRecord['fixed'] = [];
  for (const earning of item.earnings) {
    const known = APPLICABLE_EARNINGS.find((e) => e.earning_id === earning.earningId)!;
    if (known.input_type === 'hours') {
      hourly.push({ name: known.name, hours: earning.hours, jobUuid: job?.uuid ?? '' });
      hourlyAmounts.push(earning.amount);
    } else if (known.name !== 'Salary')
      fixed.push({ name: known.name, amount: earning.amount, jobUuid: null });
  }
  const taxesById = new Map(applicableTaxes(service, companyUuid).map((t) => [t.id, t]));
  const taxes = item.taxes.flatMap((t) => {
    const tax = taxesById.get(t.taxId);
    return tax ? [{ name: tax.name, employer: tax.employer_tax, amount: t.amount }] : [];
  });
  const benefitsById = new Map(applicableBenefits(service, companyUuid).map((b) => [b.id, b]));
  const benefits = item.benefits.flatMap((b) => {
    const benefit = benefitsById.get(b.benefitId);
    if (!benefit) return [];
    // The employee's enrolment in it, so its own annual maximums count what was taken before.
    const enrolment = [...service.store.table(employeeBenefits).values()].find(
      (e) => e.employeeUuid === item.employeeUuid && e.companyBenefitUuid === benefit.record.uuid,
    );
    return [
      {
        uuid: enrolment?.uuid ?? benefit.record.uuid,
        companyBenefitUuid: benefit.record.uuid,
        benefitType: benefit.record.benefitType,
        name: benefit.record.description,
        treatment: benefit.treatment,
        employeeDeduction: b.employeeDeduction,
        companyContribution: b.companyContribution,
      },
    ];
  });
  const employeeTaxes = taxes.filter((t) => !t.employer).reduce((s, t) => s + t.amount, 0);
  const employerTaxes = taxes.filter((t) => t.employer).reduce((s, t) => s + t.amount, 0);
  const benefitDeductions = benefits.reduce((s, b) => s + b.employeeDeduction, 0);
  const net = wages.gross - employeeTaxes - benefitDeductions;
  return {
    entry: {
      employeeUuid: item.employeeUuid,
      excluded: false,
      payment_method: 'Historical',
      memo: null,
      hourly,
      fixed,
      paidTimeOff: [],
      reimbursements: [],
      deductions: [],
    },
    result: {
      employeeUuid: item.employeeUuid,
      gross: wages.gross,
      employeeTaxes,
      employerTaxes,
      deductions: benefitDeductions,
      reimbursements: 0,
      net,
      checkAmount: net,
      taxes,
      hourlyAmounts,
      timeOffAmounts: [],
      minimumWageAdjustment: 0,
      socialSecurityWages: wages.socialSecurityWages,
      medicareWages: wages.ficaWages,
      futaWages: wages.futaWages,
      netByCheck: 0,
      ...(benefits.length > 0 ? { benefits, benefitDeductions, incomeTaxWages: wages.incomeTaxWages } : {}),
    },
  };
}
