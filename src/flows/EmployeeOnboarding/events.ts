import type { OnboardingEventHandler, OnboardingEventMap } from '../shared/employee/stepContract';

export type {
  EmployeeInvite,
  OnboardingEventHandler,
  OnboardingEventMap,
  OnboardingStepId,
} from '../shared/employee/stepContract';

/**
 * Every event type `<EmployeeOnboarding onEvent>` reports, for partners that route them
 * (analytics, audit) without hard-coding strings.
 *
 * @example
 * onboardingEventTypes.includes('onboarding.completed'); // true
 */
export const onboardingEventTypes = [
  'employee.created',
  'employee.updated',
  'employee.deleted',
  'step.completed',
  'onboarding.completed',
  'onboarding.cancelled',
  'employee.invited',
  'invitation.cancelled',
  'bank_account.created',
  'form.signed',
  'error',
] as const satisfies ReadonlyArray<keyof OnboardingEventMap>;

/**
 * An event as a value, for partners who prefer one object to `(type, payload)`.
 *
 * @example
 * const events: OnboardingEvent[] = [];
 * <EmployeeOnboarding companyId={companyId} onEvent={collectEvents((event) => events.push(event))} />
 */
export type OnboardingEvent = {
  [T in keyof OnboardingEventMap]: { type: T; payload: OnboardingEventMap[T] };
}[keyof OnboardingEventMap];

/**
 * Adapts a one-argument listener to the flow's `onEvent(type, payload)`.
 *
 * @example
 * <EmployeeOnboarding companyId={id} onEvent={collectEvents((event) => log(event.type))} />
 */
export function collectEvents(listener: (event: OnboardingEvent) => void): OnboardingEventHandler {
  return (type, payload) => listener({ type, payload } as OnboardingEvent);
}
