import type { DateString, DecimalString, OpenEnum } from '../common';

/**
 * The company's part of an employee benefit: a fixed `amount` a payroll, a `percentage` of pay
 * (matching the deduction up to it when `elective`), or a `tiered` match, each tier `rate` % of
 * the deduction up to `threshold` % of pay (contract.md#benefits).
 *
 * @example
 * const safeHarbor: BenefitContribution = { type: 'tiered', value: { tiers: [{ rate: '100', threshold: '3' }, { rate: '50', threshold: '5' }] } };
 */
export type BenefitContribution =
  | { type: 'amount'; value: DecimalString }
  | { type: 'percentage'; value: DecimalString }
  | {
      type: 'tiered';
      value: { tiers: { rate: DecimalString; threshold: DecimalString; threshold_delta?: DecimalString }[] };
    };

/**
 * An employee's enrolment in a company benefit (contract.md#benefits): the deduction a pay period
 * (dollars, or percent of pay with `deduct_as_percentage`), the company's contribution, annual
 * maximums, catch-up and its dates.
 *
 * @example
 * const line = `${benefit.employee_deduction}${benefit.deduct_as_percentage ? ' %' : ''}`;
 */
export interface EmployeeBenefit {
  uuid: string;
  version: string;
  employee_uuid: string;
  company_benefit_uuid: string;
  active: boolean;
  employee_deduction: DecimalString;
  deduct_as_percentage: boolean;
  employee_deduction_annual_maximum: DecimalString | null;
  company_contribution_annual_maximum: DecimalString | null;
  /** Absent when the company contributes nothing. */
  contribution?: BenefitContribution;
  elective: boolean;
  limit_option: OpenEnum<
    'Family' | 'Individual' | 'Joint Filing or Single' | 'Married and Filing Separately'
  > | null;
  catch_up: boolean;
  effective_date: DateString;
  expiration_date: DateString | null;
  retirement_loan_identifier?: string | null;
}

/**
 * Body of an enrolment's create (`company_benefit_uuid` required) or, with `version`, update.
 * Money and percents as the upstream's numbers or decimal text.
 *
 * @example
 * const body: EmployeeBenefitBody = { company_benefit_uuid: id, employee_deduction: '6', deduct_as_percentage: true };
 */
export interface EmployeeBenefitBody {
  company_benefit_uuid: string;
  active?: boolean;
  employee_deduction?: DecimalString | number;
  deduct_as_percentage?: boolean;
  employee_deduction_annual_maximum?: DecimalString | number | null;
  company_contribution_annual_maximum?: DecimalString | number | null;
  contribution?: BenefitContribution | null;
  elective?: boolean;
  limit_option?: string | null;
  catch_up?: boolean;
  effective_date?: DateString;
  expiration_date?: DateString | null;
}

/**
 * One item of a bulk enrolment (`PUT /v1/company_benefits/{id}/employee_benefits`): a new one for
 * `employee_uuid`, or a change of the enrolment `uuid` at its `version`.
 *
 * @example
 * const item: BulkEnrolment = { action: 'create', employee_uuid: id, employee_deduction: '120.00' };
 */
export type BulkEnrolment = Omit<EmployeeBenefitBody, 'company_benefit_uuid'> & { employee_uuid: string } & (
    { action: 'create' } | { action: 'update'; uuid: string; version: string }
  );
