import type { Contractor } from '../../api/contractors/types';

/**
 * A contractor's name as the flow shows it: the business name of a Business, the person's of an
 * Individual.
 *
 * @example
 * contractorName({ uuid: 'c-1', version: 'v1', type: 'Business', business_name: 'Hamilton Rigging LLC' }); // 'Hamilton Rigging LLC'
 */
export function contractorName(contractor: Contractor): string {
  if (contractor.type === 'Business') return contractor.business_name ?? '';
  return [contractor.first_name, contractor.last_name].filter(Boolean).join(' ');
}

/**
 * Where a contractor stands, in the list's words: dismissed (past their last day), active
 * (onboarded), to invite (self-onboarding chosen, not invited yet), invited (to self-onboard),
 * started (giving their own details), ready for the admin's review, or onboarding.
 *
 * @example
 * contractorStanding(contractor, '2026-06-15'); // 'active'
 */
export function contractorStanding(
  contractor: Contractor,
  today: string,
): 'dismissed' | 'active' | 'notInvited' | 'invited' | 'started' | 'review' | 'onboarding' {
  if (contractor.dismissal_date && contractor.dismissal_date < today) return 'dismissed';
  const status = contractor.onboarding_status;
  if (status === 'onboarding_completed') return 'active';
  if (status === 'self_onboarding_not_invited') return 'notInvited';
  if (status === 'self_onboarding_invited') return 'invited';
  if (status === 'self_onboarding_started') return 'started';
  if (status === 'admin_onboarding_review' || status === 'self_onboarding_review') return 'review';
  return 'onboarding';
}
