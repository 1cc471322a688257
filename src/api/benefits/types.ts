import type { OpenEnum } from '../common';

/**
 * A benefit type the service supports (`GET /v1/benefits`), with its tax treatment: a `pretax`
 * type's deductions lower taxable wages, a `posttax` one's lower net pay only (contract.md#benefits).
 *
 * @example
 * const pretaxTypes = types.filter((t: SupportedBenefit) => t.pretax).map((t) => t.name);
 */
export interface SupportedBenefit {
  /** The id a company benefit names (`5` is a 401(k)). */
  benefit_type: number;
  name: string;
  description: string;
  pretax: boolean;
  posttax: boolean;
  imputed: boolean;
  healthcare: boolean;
  retirement: boolean;
  /** One benefit of the type per employee, limited a year. */
  yearly_limit: boolean;
  category: string;
  writable_by_application?: boolean;
}

/**
 * A benefit a company offers (contract.md#benefits): it cannot be deactivated while people are
 * enrolled, nor deleted once anyone enrolled or a payroll deducted it (`deletable`).
 *
 * @example
 * const offered = benefits.filter((b: CompanyBenefit) => b.active).map((b) => b.description);
 */
export interface CompanyBenefit {
  uuid: string;
  version: string;
  company_uuid: string;
  benefit_type: number;
  active: boolean;
  description: string;
  source?: OpenEnum<'internal' | 'external' | 'partnered'>;
  partner_name?: string | null;
  deletable: boolean;
  supports_percentage_amounts?: boolean;
  responsible_for_employer_taxes?: boolean;
  responsible_for_employee_w2?: boolean;
  catch_up_type?: OpenEnum<'elective' | 'deemed'> | null;
  /** With `enrollment_count: true`: the active enrolments. */
  enrollment_count?: number;
}

/**
 * Body of a company benefit's create, or (with `version`, every field optional, the type fixed) update.
 *
 * @example
 * const body: CompanyBenefitBody = { benefit_type: 5, description: 'Acme 401(k)' };
 */
export interface CompanyBenefitBody {
  benefit_type: number;
  description: string;
  active?: boolean;
  responsible_for_employer_taxes?: boolean;
  responsible_for_employee_w2?: boolean;
  catch_up_type?: 'elective' | 'deemed' | null;
}

/**
 * Filters of a company's benefit list.
 *
 * @example
 * const query: CompanyBenefitQuery = { active: true, enrollment_count: true };
 */
export interface CompanyBenefitQuery {
  active?: boolean;
  enrollment_count?: boolean;
  benefit_type?: number[];
}

/**
 * A 401(k)'s contribution exclusion: an earning type left out of the pay its percent is worked on.
 *
 * @example
 * const bonusExcluded = exclusions.some((e: ContributionExclusion) => e.contribution_type === 'Bonus' && e.excluded);
 */
export interface ContributionExclusion {
  contribution_uuid: string;
  contribution_type: string;
  excluded: boolean;
}
