import { root } from '../queryKeyRoot';

/*
 * A person's one member portal invitation (UPSTREAM-3 L.3), under that person's own branch, so a
 * refresh of the employee or the contractor refreshes it too.
 */
export const employeePortalInvitation = (employeeId: string) =>
  [root, 'employee', employeeId, 'member_portal_invitation'] as const;
export const contractorPortalInvitation = (contractorId: string) =>
  [root, 'contractor', contractorId, 'member_portal_invitation'] as const;
