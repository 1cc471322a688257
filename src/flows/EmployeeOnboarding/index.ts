export {
  EmployeeOnboarding,
  type EmployeeOnboardingProps,
  type OnboardingDefaultValues,
} from './EmployeeOnboarding';
export { EmployeeList, type EmployeeListProps } from './EmployeeList';
export { PersonalDetails, type PersonalDetailsProps } from '../shared/employee/PersonalDetails';
export { HomeAddress, type HomeAddressProps } from '../shared/employee/HomeAddress';
export { WorkAddress, type WorkAddressProps } from '../shared/employee/WorkAddress';
export { JobCompensation, type JobCompensationProps } from './steps/JobCompensation';
export { FederalTaxes, type FederalTaxesProps } from '../shared/employee/FederalTaxes';
export { StateTaxes, type StateTaxesProps } from '../shared/employee/StateTaxes';
export { PaymentMethod, type PaymentMethodProps } from '../shared/employee/PaymentMethod';
export { Documents, type DocumentsProps } from './steps/Documents';
export { Deductions, type DeductionsProps } from './steps/Deductions';
export { deductionsStep, type OptionalOnboardingStep } from './deductionsStep';
export { Summary, type SummaryProps } from './steps/Summary';
export { InvitePanel, type InvitePanelProps } from './steps/InvitePanel';
export { SelfOnboardingReview, type SelfOnboardingReviewProps } from './steps/SelfOnboardingReview';
export { ConflictPrompt, type ConflictPromptProps, type ConflictMessageKey } from '../shared/ConflictPrompt';
export { StepLayout, type StepLayoutProps } from '../shared/employee/StepLayout';
export { onboardingMessages, type OnboardingMessageKey } from './messages';
export { onboardingEventTypes, collectEvents, type OnboardingEvent } from './events';
export type {
  EmployeeInvite,
  OnboardingEventHandler,
  OnboardingEventMap,
  OnboardingStepId,
  OnboardingStepProps,
} from '../shared/employee/stepContract';
export * from './selfOnboarding';
