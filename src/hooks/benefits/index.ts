export {
  useCreateCompanyBenefit,
  useDeleteCompanyBenefit,
  useUpdateCompanyBenefit,
  useUpdateContributionExclusions,
} from './mutations';
export {
  useCompanyBenefit,
  useCompanyBenefits,
  useContributionExclusions,
  useSupportedBenefits,
} from './queries';
export {
  type CompanyBenefitForm,
  type CompanyBenefitFormOptions,
  type CompanyBenefitValues,
  useCompanyBenefitForm,
} from './useCompanyBenefitForm';
export * as benefitQueries from './queryOptions';
