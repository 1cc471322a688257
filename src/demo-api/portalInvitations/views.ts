import type { DemoService } from '../service';
import { isExpired } from './portalInvitationState';
import type { PortalInvitationRecord } from './records';

/**
 * An invitation as `GET …/member_portal_invitations` shows it (UPSTREAM-3 L.3): its status, and
 * `expired` when its token has expired or it was cancelled.
 *
 * @example
 * portalInvitationView(record, service); // { status: 'sent', expired: false }
 */
export function portalInvitationView(record: PortalInvitationRecord, service: DemoService) {
  return { status: record.status, expired: isExpired(record, service.clock.now()) };
}

/**
 * The `member_portal_invitation_status` of a person read with `include=portal_invitations`
 * (UPSTREAM-3 L.3), or `null` for someone never invited.
 *
 * @example
 * portalInvitationStatusView(record, service)?.token_expired;
 */
export function portalInvitationStatusView(record: PortalInvitationRecord | undefined, service: DemoService) {
  if (!record) return null;
  return {
    status: record.status,
    token_expired: isExpired(record, service.clock.now()),
    welcome_email_sent_at: record.sentAt,
    last_password_resent_at: null,
  };
}
