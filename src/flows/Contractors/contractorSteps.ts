import type { ContractorOnboardingStep } from '../../api/contractors/types';
import { completedStepViews, stepStates, type StepDeclaration, type StepState } from '../shared/stepFlow';

/**
 * The parts of a contractor's page an admin fills in to onboard them, in the order the page
 * offers them. Each id is also its section's `data-step` on the page.
 *
 * @example
 * const step: ContractorStepId = 'method';
 */
export type ContractorStepId = 'details' | 'address' | 'method' | 'documents';

/**
 * The contractor onboarding's steps as data (the step-flow pattern of `flows/shared/stepFlow`):
 * each names the service's onboarding steps whose completion makes it done. Details and pay
 * cover the new-hire report, which the same form files.
 *
 * @example
 * contractorSteps.map((step) => step.id); // ['details', 'address', 'method', 'documents']
 */
export const contractorSteps: readonly StepDeclaration<ContractorStepId, string>[] = [
  { id: 'details', doneWhen: ['basic_details', 'compensation_details', 'file_new_hire_report'] },
  { id: 'address', doneWhen: ['add_address'] },
  { id: 'method', doneWhen: ['payment_details'] },
  { id: 'documents', doneWhen: ['sign_documents'] },
];

/**
 * Where each of {@link contractorSteps} stands, from the service's onboarding steps: done or to
 * do. None waits: every part of the page saves in any order (the service's `requirements` only
 * order them), so "Continue" may lead to any open one.
 *
 * @example
 * contractorStepStates(status.onboarding_steps); // { details: 'done', address: 'todo', method: 'todo', documents: 'todo' }
 */
export function contractorStepStates(
  steps: readonly ContractorOnboardingStep[] = [],
): Partial<Record<ContractorStepId, StepState>> {
  return stepStates(contractorSteps, completedStepViews(steps));
}
