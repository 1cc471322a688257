export {
  EmployeeOnboarding,
  type EmployeeOnboardingProps,
  type OnboardingDefaultValues,
} from './EmployeeOnboarding';
export { EmployeeList, type EmployeeListProps } from './EmployeeList';
export { PersonalDetails, type PersonalDetailsProps } from './steps/PersonalDetails';
export { HomeAddress, type HomeAddressProps } from './steps/HomeAddress';
export { WorkAddress, type WorkAddressProps } from './steps/WorkAddress';
export { JobCompensation, type JobCompensationProps } from './steps/JobCompensation';
export { FederalTaxes, type FederalTaxesProps } from './steps/FederalTaxes';
export { StateTaxes, type StateTaxesProps } from './steps/StateTaxes';
export { PaymentMethod, type PaymentMethodProps } from './steps/PaymentMethod';
export { Documents, type DocumentsProps } from './steps/Documents';
export { Summary, type SummaryProps } from './steps/Summary';
export { InvitePanel, type InvitePanelProps } from './steps/InvitePanel';
export { SelfOnboardingReview, type SelfOnboardingReviewProps } from './steps/SelfOnboardingReview';
export { ConflictPrompt, type ConflictPromptProps, type ConflictMessageKey } from '../shared/ConflictPrompt';
export { StepLayout, type StepLayoutProps } from './StepLayout';
export { onboardingMessages, type OnboardingMessageKey } from './messages';
export { onboardingEventTypes, collectEvents, type OnboardingEvent } from './events';
export type {
  EmployeeInvite,
  OnboardingEventHandler,
  OnboardingEventMap,
  OnboardingStepId,
  OnboardingStepProps,
} from './stepContract';
export * from './selfOnboarding';
