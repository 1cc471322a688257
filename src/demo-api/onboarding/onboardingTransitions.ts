import type { OnboardingStatus } from '../employees/records';

/** Every onboarding status (UPSTREAM A.8). */
export const ONBOARDING_STATUSES: readonly OnboardingStatus[] = [
  'admin_onboarding_incomplete',
  'self_onboarding_pending_invite',
  'self_onboarding_invited',
  'self_onboarding_invited_started',
  'self_onboarding_invited_overdue',
  'self_onboarding_completed_by_employee',
  'self_onboarding_awaiting_admin_review',
  'onboarding_completed',
];

/** Partner transitions of UPSTREAM A.8 and DECISIONS 62: target → the statuses it may be reached from. */
const ALLOWED_FROM: Partial<Record<OnboardingStatus, readonly OnboardingStatus[]>> = {
  self_onboarding_pending_invite: ['admin_onboarding_incomplete'],
  self_onboarding_invited: ['admin_onboarding_incomplete', 'self_onboarding_pending_invite'],
  // Cancel also from started and overdue, as the peer UI offers it (DECISIONS 62).
  admin_onboarding_incomplete: [
    'self_onboarding_invited',
    'self_onboarding_pending_invite',
    'self_onboarding_invited_started',
    'self_onboarding_invited_overdue',
  ],
  self_onboarding_awaiting_admin_review: ['self_onboarding_completed_by_employee'],
  onboarding_completed: ['admin_onboarding_incomplete', 'self_onboarding_awaiting_admin_review'],
};

/**
 * Whether a partner may move an employee from one status to another.
 *
 * @example
 * canTransition('admin_onboarding_incomplete', 'onboarding_completed'); // true
 */
export function canTransition(from: OnboardingStatus, to: OnboardingStatus): boolean {
  return ALLOWED_FROM[to]?.includes(from) ?? false;
}
