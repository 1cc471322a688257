import { defineTable } from '../store';

/** The statuses of a member portal invitation (UPSTREAM-3 L.3). */
export type PortalInvitationStatus = 'pending' | 'sent' | 'verified' | 'complete' | 'cancelled';

/**
 * A person's one member portal invitation (UPSTREAM-3 L.3; DECISIONS 64): an employee's or a
 * contractor's, by the person's uuid (the path has no invitation id).
 */
export interface PortalInvitationRecord {
  uuid: string;
  personUuid: string;
  personType: 'Employee' | 'Contractor';
  companyUuid: string;
  status: PortalInvitationStatus;
  /** The current token: a regenerated invitation gets a new one, and the old sending is void. */
  token: string;
  /** When the current token was made; it expires 7 days later. */
  issuedAt: string;
  /** When the invitation was last delivered (`sent`). */
  sentAt: string | null;
}

/**
 * The invitations, by the invited person's uuid.
 *
 * @example
 * service.store.table(portalInvitations).get(employee.uuid);
 */
export const portalInvitations = defineTable<PortalInvitationRecord>('portalInvitations');
