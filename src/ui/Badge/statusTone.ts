import type { Tone } from '../theme/theme';

/**
 * The tone of every status the flows show: employee onboarding, payroll processing, time off,
 * webhook subscriptions and payroll blockers. A status missing here (one the API adds later)
 * is neutral — shown, never a crash (contract.md #18).
 */
const tones: Record<string, Tone> = {
  // Employee onboarding (contract.md#employees)
  onboarding_completed: 'success',
  admin_onboarding_incomplete: 'warning',
  self_onboarding_pending_invite: 'neutral',
  self_onboarding_invited: 'info',
  self_onboarding_invited_started: 'info',
  self_onboarding_invited_overdue: 'danger',
  self_onboarding_completed_by_employee: 'info',
  self_onboarding_awaiting_admin_review: 'warning',
  // Payroll processing_request.status and derived states (contract.md#payroll-run, contract.md #8)
  unprocessed: 'neutral',
  calculating: 'info',
  calculate_success: 'info',
  submitting: 'info',
  submit_success: 'success',
  processing_failed: 'danger',
  processed: 'success',
  paid: 'success',
  // Time off requests (contract.md #15)
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
  consumed: 'neutral',
  // Webhook subscriptions (contract.md #6) and blockers
  verified: 'success',
  removed: 'neutral',
  unreachable: 'danger',
  unresolved: 'warning',
  pending_review: 'warning',
  resolved: 'success',
  failed: 'danger',
};

/**
 * The tone to draw a status in; unknown values are neutral.
 *
 * @example
 * statusTone('processing_failed'); // 'danger'
 * statusTone('brand_new_status');  // 'neutral'
 */
export function statusTone(status: string): Tone {
  return Object.hasOwn(tones, status) ? tones[status]! : 'neutral';
}
