export { Contractors, type ContractorsProps, type ContractorsScreen } from './Contractors';
export { ContractorList, type ContractorListProps, type ContractorStatusFilter } from './ContractorList';
export { ContractorForm, type ContractorFormProps } from './ContractorForm';
export { ContractorPage, type ContractorPageProps } from './ContractorPage';
export { PayContractors, type PayContractorsProps } from './PayContractors';
export { PaymentHistory, type PaymentHistoryProps } from './PaymentHistory';
export { contractorsMessages, type ContractorsMessageKey } from './messages';
export {
  contractorsEventTypes,
  type ContractorInvitation,
  type ContractorsEventHandler,
  type ContractorsEventMap,
} from './events';
export { ContractorSelfOnboarding, type ContractorSelfOnboardingProps } from './ContractorSelfOnboarding';
export type {
  ContractorSelfOnboardingEventHandler,
  ContractorSelfOnboardingEventMap,
} from './selfOnboardingEvents';
export type { ContractorSelfOnboardingScreen } from './selfOnboardingTransitions';
export type { ContractorSelfStepId } from './selfOnboardingSteps';
