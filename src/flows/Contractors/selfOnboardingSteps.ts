import type { ContractorOnboardingStep } from '../../api/contractors/types';
import { completedStepViews, stepStates, type StepDeclaration, type StepState } from '../shared/stepFlow';

/**
 * A step of a contractor's own onboarding (UPSTREAM-3 L.2), in the order it is offered.
 *
 * @example
 * const step: ContractorSelfStepId = 'address';
 */
export type ContractorSelfStepId = 'profile' | 'address' | 'method' | 'w9';

/**
 * The steps a contractor does themselves, as data (the step-flow pattern of
 * `flows/shared/stepFlow`): their profile (names and SSN, or business name and EIN), address,
 * payment method and W-9 signature, each done when the service's step it covers is. Pay, dates and
 * the new-hire report are the admin's.
 *
 * @example
 * contractorSelfSteps.map((step) => step.id); // ['profile', 'address', 'method', 'w9']
 */
export const contractorSelfSteps: readonly StepDeclaration<ContractorSelfStepId, string>[] = [
  { id: 'profile', doneWhen: ['basic_details'] },
  { id: 'address', doneWhen: ['add_address'] },
  { id: 'method', doneWhen: ['payment_details'] },
  { id: 'w9', doneWhen: ['sign_documents'] },
];

/**
 * Where each of {@link contractorSelfSteps} stands, from the service's onboarding steps: done or
 * to do (none waits: each saves on its own, in any order).
 *
 * @example
 * contractorSelfStepStates(status.onboarding_steps); // { profile: 'done', address: 'todo', method: 'todo', w9: 'todo' }
 */
export function contractorSelfStepStates(
  steps: readonly ContractorOnboardingStep[] = [],
): Partial<Record<ContractorSelfStepId, StepState>> {
  return stepStates(contractorSelfSteps, completedStepViews(steps));
}
