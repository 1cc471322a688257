import type { OpenEnum } from '../common';

/**
 * Where a person's member portal invitation stands (contract.md#portal-invitations): `pending`
 * (made, not yet delivered), `sent`, `verified`, `complete` (the person finished registration:
 * they cannot be invited again) or `cancelled`.
 *
 * @example
 * const status: PortalInvitationStatus = 'sent';
 */
export type PortalInvitationStatus = OpenEnum<'pending' | 'sent' | 'verified' | 'complete' | 'cancelled'>;

/**
 * A person's one member portal invitation. `expired` is true once its token is 7 days old or it
 * was cancelled; inviting again then makes a new one.
 *
 * @example
 * const { data } = await getEmployeePortalInvitation(client, employeeId);
 * if (data.expired) await inviteEmployeeToPortal(client, employeeId, { idempotencyKey });
 */
export interface PortalInvitation {
  status: PortalInvitationStatus;
  expired: boolean;
}

/**
 * An employee's or contractor's invitation as read with `include=portal_invitations`
 * (`member_portal_invitation_status`): `null` for someone never invited.
 *
 * @example
 * const sentAt = person.member_portal_invitation_status?.welcome_email_sent_at;
 */
export interface PortalInvitationSummary {
  status: PortalInvitationStatus;
  token_expired: boolean | null;
  /** When the invitation was last delivered. */
  welcome_email_sent_at: string | null;
  last_password_resent_at: string | null;
}
