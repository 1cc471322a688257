export {
  useCompany,
  useCompanyBankAccounts,
  useCompanyForms,
  useCompanyOnboardingStatusQuery,
  useFederalTaxDetails,
  useIndustrySelection,
  usePaymentConfigs,
  useSignatory,
  useStateTaxRequirements,
  useStateTaxSetups,
} from './queries';
export {
  useCreateCompanyBankAccount,
  useCreateSignatory,
  useFinishCompanyOnboarding,
  useSendCompanyBankTestDeposits,
  useSignCompanyForm,
  useUpdateFederalTaxDetails,
  useUpdateIndustrySelection,
  useUpdatePaymentConfigs,
  useUpdateSignatory,
  useUpdateStateTaxRequirements,
  useVerifyCompanyBankAccount,
} from './mutations';
export {
  companyOnboardingStepViews,
  useCompanyOnboardingStatus,
  type CompanyOnboardingStatusView,
  type CompanyOnboardingStepState,
  type CompanyOnboardingStepView,
} from './useCompanyOnboardingStatus';
export {
  fitsMask,
  fractionToPercent,
  percentToFraction,
  stateTaxFields,
  stateTaxMessageKeys,
  stateTaxSchema,
  stateTaxSetId,
  stateTaxValues,
  type StateTaxField,
  type StateTaxInput,
  type StateTaxValues,
} from './stateTaxFields';
export { useStateTaxForm, type StateTaxForm, type StateTaxFormOptions } from './useStateTaxForm';
