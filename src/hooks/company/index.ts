export {
  type CompanyReadOptions,
  useCompany,
  useCompanyBankAccounts,
  useCompanyForms,
  useCompanyFormPdf,
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
  useDeleteSignatory,
  useInviteSignatory,
  useFinishCompanyOnboarding,
  useSendCompanyBankTestDeposits,
  useSentTestDeposits,
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
export {
  taxPayerTypes,
  useFederalTaxDetailsForm,
  type FederalTaxDetailsForm,
  type FederalTaxDetailsValues,
} from './useFederalTaxDetailsForm';
export { useCompanyBankAccountForm, type CompanyBankAccountForm } from './useCompanyBankAccountForm';
export { useSignatoryForm, type SignatoryForm, type SignatoryValues } from './useSignatoryForm';
export { useSignatoryInviteForm } from './useSignatoryInviteForm';
export { usePaymentConfigsForm, type PaymentConfigsValues } from './usePaymentConfigsForm';
export { companyOnboardingStepFor } from './blockerSteps';
export * as companyQueries from './queryOptions';
