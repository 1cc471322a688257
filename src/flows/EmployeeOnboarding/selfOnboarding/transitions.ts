import {
  selfOnboardingTransitions,
  type SelfOnboardingMove,
  type SelfOnboardingScreen,
} from '../../shared/selfOnboardingTransitions';
import { selfSteps, type SelfStepId } from './selfSteps';

/**
 * A screen of `<EmployeeSelfOnboarding/>`: the overview of the employee's steps (which says the
 * company reviews once every step is done), or one step.
 *
 * @example
 * const screen: EmployeeSelfOnboardingScreen = 'add_home_address';
 */
export type EmployeeSelfOnboardingScreen = SelfOnboardingScreen<SelfStepId>;

/**
 * What moves `<EmployeeSelfOnboarding/>`: Continue on the overview (the next step to do), a step
 * opened by name, a step saved, Back to the overview.
 *
 * @example
 * const move: EmployeeSelfOnboardingMove = { type: 'completed', step: 'personal_details' };
 */
export type EmployeeSelfOnboardingMove = SelfOnboardingMove<SelfStepId>;

/**
 * Every move of `<EmployeeSelfOnboarding/>`: the self-onboarding table over the employee's own
 * steps.
 *
 * @example
 * applyMove(employeeSelfOnboardingTransitions, { type: 'back' }, { states: {}, skipped: [] }, 'i9_section_1'); // 'overview'
 */
export const employeeSelfOnboardingTransitions = selfOnboardingTransitions(selfSteps);
