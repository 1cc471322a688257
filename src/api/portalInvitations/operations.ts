import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions } from '../common';
import type { PortalInvitation } from './types';

/**
 * An employee's member portal invitation (404 when they have none).
 *
 * @example
 * const { data } = await getEmployeePortalInvitation(client, employeeId); // { status: 'sent', expired: false }
 */
export function getEmployeePortalInvitation(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<PortalInvitation>> {
  return client.request<PortalInvitation>(endpoints.getEmployeePortalInvitation, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Invite an employee to the member portal (201, no body): a first invitation, the same one sent
 * again, or a new one in place of an expired or cancelled one. Someone who completed registration
 * is refused on `base`. The service sends no mail of its own: the partner delivers the link.
 *
 * @example
 * await inviteEmployeeToPortal(client, employeeId, { idempotencyKey: newIdempotencyKey() });
 */
export function inviteEmployeeToPortal(
  client: PayrollClient,
  employeeId: string,
  options: CreateOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.inviteEmployeeToPortal, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Cancel an employee's portal invitation (204). Their self-onboarding is untouched; a complete or
 * already cancelled invitation is refused on `base`.
 *
 * @example
 * await cancelEmployeePortalInvitation(client, employeeId);
 */
export function cancelEmployeePortalInvitation(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.cancelEmployeePortalInvitation, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * A contractor's member portal invitation (404 when they have none).
 *
 * @example
 * const { data } = await getContractorPortalInvitation(client, contractorId);
 */
export function getContractorPortalInvitation(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<PortalInvitation>> {
  return client.request<PortalInvitation>(endpoints.getContractorPortalInvitation, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * Invite a contractor to the member portal (201, no body), by the rules of
 * {@link inviteEmployeeToPortal}.
 *
 * @example
 * await inviteContractorToPortal(client, contractorId, { idempotencyKey: newIdempotencyKey() });
 */
export function inviteContractorToPortal(
  client: PayrollClient,
  contractorId: string,
  options: CreateOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.inviteContractorToPortal, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * Cancel a contractor's portal invitation (204), by the rules of
 * {@link cancelEmployeePortalInvitation}.
 *
 * @example
 * await cancelContractorPortalInvitation(client, contractorId);
 */
export function cancelContractorPortalInvitation(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.cancelContractorPortalInvitation, {
    params: { contractor_id: contractorId },
    ...options,
  });
}
