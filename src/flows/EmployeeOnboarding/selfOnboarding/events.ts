import type { OnboardingEventMap } from '../../shared/employee/stepContract';

/**
 * Every event `<EmployeeSelfOnboarding onEvent>` reports: the onboarding's step events (a step
 * saved, a form signed, a bank account added) and the employee's part done.
 *
 * @example
 * const done: EmployeeSelfOnboardingEventMap['self_onboarding.completed'] = { employeeId };
 */
export interface EmployeeSelfOnboardingEventMap extends OnboardingEventMap {
  /** Every one of the employee's steps is done: the company reviews next. */
  'self_onboarding.completed': { employeeId: string };
}

/**
 * Typed `onEvent(type, payload)` of `<EmployeeSelfOnboarding/>`.
 *
 * @example
 * const onEvent: EmployeeSelfOnboardingEventHandler = (type, payload) => track(type, payload);
 */
export type EmployeeSelfOnboardingEventHandler = <T extends keyof EmployeeSelfOnboardingEventMap>(
  type: T,
  payload: EmployeeSelfOnboardingEventMap[T],
) => void;
