import { endpoint } from '../endpointRow';

// Member portal invitations (UPSTREAM-3 L.3): one invitation per person, no id in the path
export const getEmployeePortalInvitation = endpoint(
  'GET',
  '/v1/employees/{employee_id}/member_portal_invitations',
);
export const inviteEmployeeToPortal = endpoint(
  'POST',
  '/v1/employees/{employee_id}/member_portal_invitations',
);
export const cancelEmployeePortalInvitation = endpoint(
  'DELETE',
  '/v1/employees/{employee_id}/member_portal_invitations',
);
export const getContractorPortalInvitation = endpoint(
  'GET',
  '/v1/contractors/{contractor_id}/member_portal_invitations',
);
export const inviteContractorToPortal = endpoint(
  'POST',
  '/v1/contractors/{contractor_id}/member_portal_invitations',
);
export const cancelContractorPortalInvitation = endpoint(
  'DELETE',
  '/v1/contractors/{contractor_id}/member_portal_invitations',
);
