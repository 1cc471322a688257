import type { ContractorSelfStepId } from './selfOnboardingSteps';

/**
 * What `<ContractorSelfOnboarding onEvent>` reports, by event type.
 *
 * @example
 * const payload: ContractorSelfOnboardingEventMap['step.completed'] = { contractorId: 'c-1', step: 'address' };
 */
export interface ContractorSelfOnboardingEventMap {
  /** A step was saved. */
  'step.completed': { contractorId: string; step: ContractorSelfStepId };
  /** Every step is done: the company reviews what was given. */
  'self_onboarding.completed': { contractorId: string };
}

/**
 * The `onEvent` callback of {@link ContractorSelfOnboardingEventMap} events.
 *
 * @example
 * const onEvent: ContractorSelfOnboardingEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type ContractorSelfOnboardingEventHandler = <T extends keyof ContractorSelfOnboardingEventMap>(
  type: T,
  payload: ContractorSelfOnboardingEventMap[T],
) => void;
