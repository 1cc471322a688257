import { companyBenefits, type CompanyBenefitRecord } from '../benefits/records';
import { supportedBenefit } from '../benefits/supportedBenefits';
import type { EmployeeRecord } from '../employees/records';
import { type ErrorEntry, invalidAttribute, missingParameter, unprocessable } from '../errors';
import { type FieldRules, readFields } from '../fields';
import type { DemoService } from '../service';
import { ageByYearEnd, CATCH_UP_AGE } from './benefitLimits2026';
import { readContribution } from './contribution';
import { type Contribution, employeeBenefits, type EmployeeBenefitRecord } from './records';

/**
 * The rules of an enrolment (UPSTREAM-2 K.3, DECISIONS 68), checked on the whole enrolment a
 * create or an update would leave, every problem at once, each on its field: the company benefit
 * one of the employee's company and active, one enrolment of it per employee, a percent deduction
 * at most 100, catch-up only on a 401(k) or Roth 401(k) of an employee who turns 50 this year or
 * is older, an end date not before the start.
 */

const LIMIT_OPTIONS = [
  'Family',
  'Individual',
  'Joint Filing or Single',
  'Married and Filing Separately',
] as const;

/** The fields of an enrolment's body (create; an update's is the same delta). */
export const ENROLMENT_RULES = {
  company_benefit_uuid: { kind: 'string', required: true },
  active: { kind: 'boolean' },
  employee_deduction: { kind: 'money', min: 0 },
  deduct_as_percentage: { kind: 'boolean' },
  employee_deduction_annual_maximum: { kind: 'money', min: 0, nullable: true },
  company_contribution_annual_maximum: { kind: 'money', min: 0, nullable: true },
  contribution: { kind: 'object', nullable: true },
  elective: { kind: 'boolean' },
  limit_option: { kind: 'enum', values: LIMIT_OPTIONS, nullable: true },
  catch_up: { kind: 'boolean' },
  effective_date: { kind: 'date' },
  expiration_date: { kind: 'date', nullable: true },
  // Sent by the upstream client with every body: coverage (group-term life) is accepted and not
  // modelled; the deprecated pair becomes a contribution when no `contribution` is sent.
  coverage_amount: { kind: 'money', min: 0, nullable: true },
  coverage_salary_multiplier: { kind: 'decimal', places: 2, min: 0, nullable: true },
  deduction_reduces_taxable_income: {
    kind: 'enum',
    values: ['unset', 'reduces_taxable_income', 'does_not_reduce_taxable_income'],
    nullable: true,
  },
  retirement_loan_identifier: { kind: 'string', nullable: true, emptyAsNull: true },
  company_contribution: { kind: 'money', min: 0 },
  contribute_as_percentage: { kind: 'boolean' },
} satisfies FieldRules;

/** What an enrolment would be: the record's fields, as made or as changed. */
export type EnrolmentDraft = Omit<EmployeeBenefitRecord, 'uuid' | 'seq'>;

/**
 * Reads an enrolment body onto `base` (a new one's defaults, or the record being changed): the
 * enrolment it would leave, or 422 with every problem on its field.
 *
 * @example
 * const draft = readEnrolment(service, employee, request.body, undefined);
 */
export function readEnrolment(
  service: DemoService,
  employee: EmployeeRecord,
  body: Record<string, unknown>,
  base: EmployeeBenefitRecord | undefined,
): EnrolmentDraft {
  const values = base
    ? readFields(body, ENROLMENT_RULES, { partial: true })
    : readFields(body, ENROLMENT_RULES);
  const entries: ErrorEntry[] = [];
  const contribution =
    values.contribution === null
      ? null
      : values.contribution === undefined
        ? deprecatedContribution(values.company_contribution, values.contribute_as_percentage)
        : readContribution(values.contribution);
  if (contribution && 'error_key' in contribution) entries.push(contribution);
  const draft: EnrolmentDraft = {
    employeeUuid: employee.uuid,
    companyBenefitUuid: base?.companyBenefitUuid ?? values.company_benefit_uuid ?? '',
    active: values.active ?? base?.active ?? true,
    employeeDeduction: values.employee_deduction ?? base?.employeeDeduction ?? 0,
    deductAsPercentage: values.deduct_as_percentage ?? base?.deductAsPercentage ?? false,
    employeeDeductionAnnualMaximum:
      values.employee_deduction_annual_maximum !== undefined
        ? values.employee_deduction_annual_maximum
        : (base?.employeeDeductionAnnualMaximum ?? null),
    companyContributionAnnualMaximum:
      values.company_contribution_annual_maximum !== undefined
        ? values.company_contribution_annual_maximum
        : (base?.companyContributionAnnualMaximum ?? null),
    contribution:
      contribution === undefined
        ? (base?.contribution ?? null)
        : contribution && 'error_key' in contribution
          ? null
          : contribution,
    elective: values.elective ?? base?.elective ?? false,
    limitOption: values.limit_option !== undefined ? values.limit_option : (base?.limitOption ?? null),
    catchUp: values.catch_up ?? base?.catchUp ?? false,
    effectiveDate: values.effective_date ?? base?.effectiveDate ?? '1970-01-01',
    expirationDate:
      values.expiration_date !== undefined ? values.expiration_date : (base?.expirationDate ?? null),
  };
  // A tiered match always matches the deduction.
  if (draft.contribution?.type === 'tiered') draft.elective = true;
  if (
    base &&
    values.company_benefit_uuid !== undefined &&
    values.company_benefit_uuid !== base.companyBenefitUuid
  )
    entries.push(
      invalidAttribute('company_benefit_uuid', 'The company benefit of an enrolment cannot change.'),
    );
  const benefit = companyBenefitOf(service, employee, draft.companyBenefitUuid);
  if (!base && !benefit)
    entries.push(
      draft.companyBenefitUuid === ''
        ? missingParameter('company_benefit_uuid')
        : invalidAttribute('company_benefit_uuid', 'Not an active benefit of the employee’s company.'),
    );
  if (!base && benefit && enrolmentOf(service, employee.uuid, benefit.uuid))
    entries.push(
      invalidAttribute('company_benefit_uuid', 'The employee is already enrolled in this benefit.'),
    );
  if (draft.deductAsPercentage && draft.employeeDeduction > 100_00)
    entries.push(invalidAttribute('employee_deduction', 'A percent deduction must be at most 100.'));
  if (draft.catchUp) {
    const type = benefit ? supportedBenefit(benefit.benefitType) : undefined;
    const age = ageByYearEnd(employee.date_of_birth, Number(service.nowIso().slice(0, 4)));
    if (!type?.catchUp)
      entries.push(invalidAttribute('catch_up', 'Catch-up applies to 401(k) and Roth 401(k) benefits only.'));
    else if (age === null || age < CATCH_UP_AGE)
      entries.push(
        invalidAttribute(
          'catch_up',
          `Catch-up is for employees who turn ${CATCH_UP_AGE} this year or are older.`,
        ),
      );
  }
  if (draft.expirationDate !== null && draft.expirationDate < draft.effectiveDate)
    entries.push(invalidAttribute('expiration_date', 'expiration_date cannot be before effective_date.'));
  if (entries.length > 0) throw unprocessable(entries);
  return draft;
}

/** The deprecated `company_contribution` (with `contribute_as_percentage`) as a contribution; none when 0. */
function deprecatedContribution(
  amount: number | undefined,
  percent: boolean | undefined,
): Contribution | undefined {
  if (amount === undefined || amount === 0) return undefined;
  return percent ? { type: 'percentage', percent: amount } : { type: 'amount', amount };
}

/**
 * An active benefit of the employee's company by uuid (a base enrolment's may have been deactivated since).
 *
 * @example
 * companyBenefitOf(service, employee, values.company_benefit_uuid);
 */
export function companyBenefitOf(
  service: DemoService,
  employee: EmployeeRecord,
  uuid: string,
): CompanyBenefitRecord | undefined {
  const benefit = service.store.table(companyBenefits).get(uuid);
  return benefit && benefit.companyUuid === employee.companyUuid && benefit.active ? benefit : undefined;
}

/**
 * The employee's enrolment in a company benefit, if any.
 *
 * @example
 * enrolmentOf(service, employee.uuid, benefit.uuid);
 */
export function enrolmentOf(
  service: DemoService,
  employeeUuid: string,
  companyBenefitUuid: string,
): EmployeeBenefitRecord | undefined {
  for (const e of service.store.table(employeeBenefits).values())
    if (e.employeeUuid === employeeUuid && e.companyBenefitUuid === companyBenefitUuid) return e;
  return undefined;
}
