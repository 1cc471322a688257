import type { Endpoint } from '../endpoints';

// Member portal invitations (UPSTREAM-3 L.3): one invitation per person, no id in the path
export const getEmployeePortalInvitation = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/member_portal_invitations',
} as const satisfies Endpoint;
export const inviteEmployeeToPortal = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/member_portal_invitations',
} as const satisfies Endpoint;
export const cancelEmployeePortalInvitation = {
  method: 'DELETE',
  path: '/v1/employees/{employee_id}/member_portal_invitations',
} as const satisfies Endpoint;
export const getContractorPortalInvitation = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/member_portal_invitations',
} as const satisfies Endpoint;
export const inviteContractorToPortal = {
  method: 'POST',
  path: '/v1/contractors/{contractor_id}/member_portal_invitations',
} as const satisfies Endpoint;
export const cancelContractorPortalInvitation = {
  method: 'DELETE',
  path: '/v1/contractors/{contractor_id}/member_portal_invitations',
} as const satisfies Endpoint;
