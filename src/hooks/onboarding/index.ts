export { useSignEmployeeForm, useTransitionOnboardingStatus } from './mutations';
export { useEmployeeFormPdf, useEmployeeForms, useOnboardingStatus } from './queries';
export {
  type DocumentsStep,
  type DocumentsStepOptions,
  formSignatureSchema,
  type FormSignatureValues,
  useDocumentsStep,
  useFormDocument,
} from './useDocumentsStep';
export {
  type OnboardingSteps,
  type OnboardingStepsOptions,
  type OnboardingStepState,
  useOnboardingSteps,
} from './useOnboardingSteps';
export type { OnboardingSummary } from './useOnboardingSummary';
export * as onboardingQueries from './queryOptions';
export { INVITED_STATUSES, isSelfOnboarding } from './selfOnboardingStatus';
export { openStepsOf, type SelfOnboardingMoves, useSelfOnboardingMoves } from './useSelfOnboardingMoves';
