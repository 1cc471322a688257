import type { OnboardingStatus } from '../../api/employees/types';

/**
 * The self-onboarding statuses in which the employee has been invited and not finished: the
 * invitation can be sent again or cancelled (UPSTREAM-3 L.1).
 *
 * @example
 * INVITED_STATUSES.includes(status); // true for 'self_onboarding_invited_overdue'
 */
export const INVITED_STATUSES: readonly OnboardingStatus[] = [
  'self_onboarding_invited',
  'self_onboarding_invited_started',
  'self_onboarding_invited_overdue',
];

/**
 * Whether an employee is on the self path: chosen, invited, working on their steps, or waiting for
 * the admin's review (UPSTREAM-3 L.1). Their own steps are theirs; the admin prepares, invites,
 * reviews and finishes.
 *
 * @example
 * isSelfOnboarding('self_onboarding_pending_invite'); // true
 */
export function isSelfOnboarding(status: OnboardingStatus | null | undefined): boolean {
  return typeof status === 'string' && status.startsWith('self_onboarding_');
}
