import { useQuery } from '@tanstack/react-query';
import type { CompanyBenefitQuery } from '../../api/benefits/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as benefitQueries from './queryOptions';

/**
 * The benefit types a company can offer, with their tax treatment.
 *
 * @example
 * const pretax = useSupportedBenefits().data?.filter((t) => t.pretax) ?? [];
 */
export function useSupportedBenefits() {
  return useQuery(benefitQueries.supported(usePayrollClient()));
}

/**
 * A company's benefits (filters `active`, `enrollment_count`, `benefit_type`).
 *
 * @example
 * const offered = useCompanyBenefits(companyId, { active: true }).data ?? [];
 */
export function useCompanyBenefits(companyId: string, query: CompanyBenefitQuery = {}) {
  return useQuery({
    ...benefitQueries.list(usePayrollClient(), companyId, query),
    enabled: Boolean(companyId),
  });
}

/**
 * One company benefit.
 *
 * @example
 * const { data: benefit } = useCompanyBenefit(companyId, benefitId);
 */
export function useCompanyBenefit(companyId: string, benefitId: string | undefined) {
  return useQuery({
    ...benefitQueries.detail(usePayrollClient(), companyId, benefitId ?? ''),
    enabled: Boolean(benefitId),
  });
}

/**
 * A 401(k)'s contribution exclusions (none asked for another type).
 *
 * @example
 * const exclusions = useContributionExclusions(companyId, benefitId).data ?? [];
 */
export function useContributionExclusions(companyId: string, benefitId: string | undefined) {
  return useQuery({
    ...benefitQueries.exclusions(usePayrollClient(), companyId, benefitId ?? ''),
    enabled: Boolean(benefitId),
  });
}
