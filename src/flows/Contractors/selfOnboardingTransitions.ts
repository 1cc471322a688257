import {
  selfOnboardingTransitions,
  type SelfOnboardingMove,
  type SelfOnboardingScreen,
} from '../shared/selfOnboardingTransitions';
import { contractorSelfSteps, type ContractorSelfStepId } from './selfOnboardingSteps';

/**
 * A screen of `<ContractorSelfOnboarding/>`: the overview of the steps, or one step.
 *
 * @example
 * const screen: ContractorSelfOnboardingScreen = 'address';
 */
export type ContractorSelfOnboardingScreen = SelfOnboardingScreen<ContractorSelfStepId>;

/**
 * What moves `<ContractorSelfOnboarding/>`: Continue (the next step to do), a step opened by
 * name, a step saved, Back to the overview.
 *
 * @example
 * const move: ContractorSelfOnboardingMove = { type: 'completed', step: 'profile' };
 */
export type ContractorSelfOnboardingMove = SelfOnboardingMove<ContractorSelfStepId>;

/**
 * Every move of `<ContractorSelfOnboarding/>`: the self-onboarding table over the contractor's
 * steps (profile, address, payment method, W-9).
 *
 * @example
 * applyMove(contractorSelfOnboardingTransitions, { type: 'back' }, { states: {}, skipped: [] }, 'w9'); // 'overview'
 */
export const contractorSelfOnboardingTransitions = selfOnboardingTransitions(contractorSelfSteps);
