export { CompanyOnboarding, type CompanyOnboardingProps } from './CompanyOnboarding';
export { CompanyOnboardingOverview, type CompanyOnboardingOverviewProps } from './Overview';
export { CompanyFederalTaxes, type CompanyFederalTaxesProps } from './CompanyFederalTaxes';
export { CompanyIndustry, type CompanyIndustryProps } from './CompanyIndustry';
export { CompanyBankAccount, type CompanyBankAccountProps } from './CompanyBankAccount';
export { CompanyStateTaxes, type CompanyStateTaxesProps } from './CompanyStateTaxes';
export { CompanySignatory, type CompanySignatoryProps } from './CompanySignatory';
export { CompanyDocuments, type CompanyDocumentsProps } from './CompanyDocuments';
export { CompanyOnboardingFinish, type CompanyOnboardingFinishProps } from './CompanyOnboardingFinish';
export type { CompanyStepProps } from './stepProps';
export {
  companyScreenFor,
  companySteps,
  companyStepState,
  type CompanyStepDeclaration,
  type CompanyStepId,
} from './companySteps';
export {
  companyOnboardingTransitions,
  moveCompanyOnboarding,
  type CompanyOnboardingMove,
  type CompanyOnboardingNode,
  type CompanyOnboardingProgress,
  type CompanyOnboardingScreen,
} from './transitions';
export { companyOnboardingMessages, type CompanyOnboardingMessageKey } from './messages';
export {
  companyOnboardingEventTypes,
  type CompanyOnboardingEventHandler,
  type CompanyOnboardingEventMap,
} from './events';
