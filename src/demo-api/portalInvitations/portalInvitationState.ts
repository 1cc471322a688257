import { invalidOperation } from '../errors';
import type { DemoService } from '../service';
import { portalInvitations, type PortalInvitationRecord } from './records';

/** A created invitation is delivered one second later on the demo clock (DECISIONS 64). */
export const SEND_DELAY_MS = 1000;

/** Its token lasts seven days (DECISIONS 64). */
export const TOKEN_LIFETIME_MS = 7 * 86_400_000;

/** The person an invitation is for. */
export interface InvitedPerson {
  uuid: string;
  companyUuid: string;
}

/**
 * Whether the invitation can no longer be used: cancelled, or its token is older than 7 days
 * (UPSTREAM-3 L.3: `expired`).
 *
 * @example
 * isExpired(record, service.clock.now()); // false for a day-old token
 */
export function isExpired(record: PortalInvitationRecord, now: Date): boolean {
  return record.status === 'cancelled' || now.getTime() >= Date.parse(record.issuedAt) + TOKEN_LIFETIME_MS;
}

/**
 * The person's invitation, if they have one.
 *
 * @example
 * invitationOf(service, employee.uuid)?.status;
 */
export function invitationOf(service: DemoService, personUuid: string): PortalInvitationRecord | undefined {
  return service.store.table(portalInvitations).get(personUuid);
}

/**
 * `POST …/member_portal_invitations` (DECISIONS 64): none yet, a cancelled one or an expired token
 * → a new token, `pending`, then `sent` one second later; a live `pending`, `sent` or `verified`
 * one is sent again at once (`sent`); a `complete` one: 422 `invalid_operation` on `base`.
 *
 * @example
 * invite(service, employee, 'Employee');
 */
export function invite(
  service: DemoService,
  person: InvitedPerson,
  personType: PortalInvitationRecord['personType'],
): PortalInvitationRecord {
  const current = invitationOf(service, person.uuid);
  if (current?.status === 'complete')
    throw invalidOperation('This person has already completed registration.');
  if (current && !isExpired(current, service.clock.now())) {
    current.status = 'sent';
    current.sentAt = service.nowIso();
    return current;
  }
  // A first invitation, or one that supersedes a cancelled or expired one: a new token.
  const record: PortalInvitationRecord = {
    uuid: current?.uuid ?? service.ids(),
    personUuid: person.uuid,
    personType,
    companyUuid: person.companyUuid,
    status: 'pending',
    token: service.ids(),
    issuedAt: service.nowIso(),
    sentAt: null,
  };
  service.store.table(portalInvitations).set(person.uuid, record);
  const { token } = record;
  service.clock.schedule(SEND_DELAY_MS, () => {
    // Only this token's first sending: a regenerated or resent invitation has moved on.
    if (record.token !== token || record.status !== 'pending') return;
    if (service.store.table(portalInvitations).get(person.uuid) !== record) return;
    record.status = 'sent';
    record.sentAt = service.nowIso();
  });
  return record;
}

/**
 * `DELETE …/member_portal_invitations` (DECISIONS 64): `cancelled`, self-onboarding untouched; a
 * `complete` or already `cancelled` one: 422 `invalid_operation` on `base`.
 *
 * @example
 * cancelInvitation(record);
 */
export function cancelInvitation(record: PortalInvitationRecord): void {
  if (record.status === 'complete' || record.status === 'cancelled')
    throw invalidOperation(`A ${record.status} invitation cannot be cancelled.`);
  record.status = 'cancelled';
}

/**
 * The person signs in with the invitation (the demo's "sign in as"): `complete` (DECISIONS 64). A
 * cancelled or expired invitation cannot be used: 422 `invalid_operation` on `base`.
 *
 * @example
 * completeRegistration(service, record);
 */
export function completeRegistration(service: DemoService, record: PortalInvitationRecord): void {
  if (record.status !== 'complete' && isExpired(record, service.clock.now()))
    throw invalidOperation('This invitation has expired or was cancelled.');
  record.status = 'complete';
}
