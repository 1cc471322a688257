import { root } from '../queryKeyRoot';

/** The supported benefit types: the same for every company. */
export const supportedBenefits = () => [root, 'benefits'] as const;
/** A company's benefits: every list (filters) and every one of them below this key. */
export const companyBenefits = (companyId: string) =>
  [root, 'company', companyId, 'company_benefits'] as const;
export const companyBenefitList = (companyId: string, query: unknown) =>
  [...companyBenefits(companyId), 'list', query] as const;
export const companyBenefit = (companyId: string, benefitId: string) =>
  [...companyBenefits(companyId), 'detail', benefitId] as const;
export const contributionExclusions = (companyId: string, benefitId: string) =>
  [...companyBenefits(companyId), 'exclusions', benefitId] as const;
