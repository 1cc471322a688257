import { formatDecimal, money } from '../money/money';
import { optional } from '../optional';
import { versionOf } from '../version';
import { contributionView } from './contribution';
import type { EmployeeBenefitRecord } from './records';

/**
 * An enrolment as the service shows it (UPSTREAM-2 K.3): money and percents as decimal strings, a
 * `version` of what a PUT can change.
 *
 * @example
 * employeeBenefitView(record).employee_deduction; // '6.00' with deduct_as_percentage
 */
export function employeeBenefitView(record: EmployeeBenefitRecord) {
  const maximum = (cents: number | null) => (cents === null ? null : money(cents));
  const contribution = contributionView(record.contribution);
  return {
    uuid: record.uuid,
    version: versionOf([
      record.active,
      record.employeeDeduction,
      record.deductAsPercentage,
      record.employeeDeductionAnnualMaximum,
      record.companyContributionAnnualMaximum,
      contribution,
      record.elective,
      record.limitOption,
      record.catchUp,
      record.effectiveDate,
      record.expirationDate,
    ]),
    employee_uuid: record.employeeUuid,
    company_benefit_uuid: record.companyBenefitUuid,
    active: record.active,
    employee_deduction: record.deductAsPercentage
      ? formatDecimal(record.employeeDeduction, 2)
      : money(record.employeeDeduction),
    deduct_as_percentage: record.deductAsPercentage,
    employee_deduction_annual_maximum: maximum(record.employeeDeductionAnnualMaximum),
    company_contribution_annual_maximum: maximum(record.companyContributionAnnualMaximum),
    // Absent without one: the upstream schema allows the object no null (DECISIONS 60).
    ...optional('contribution', contribution),
    elective: record.elective,
    limit_option: record.limitOption,
    catch_up: record.catchUp,
    effective_date: record.effectiveDate,
    expiration_date: record.expirationDate,
    retirement_loan_identifier: null,
    coverage_amount: null,
    coverage_salary_multiplier: '0.00',
    deduction_reduces_taxable_income: null,
    // Deprecated upstream, kept for older readers: a fixed or percentage contribution's value.
    company_contribution: contribution && contribution.type !== 'tiered' ? contribution.value : '0.00',
    contribute_as_percentage: contribution?.type === 'percentage',
  };
}
