/**
 * `portalInvitationQueries`: an employee's or a contractor's member portal invitation as TanStack
 * Query options (key and fetch paired once), for `useQuery`, `prefetchQuery` on the server and
 * `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { ApiResponse, PayrollClient } from '../../api/client';
import type { CallOptions } from '../../api/common';
import { isApiError } from '../../api/errors';
import {
  getContractorPortalInvitation,
  getEmployeePortalInvitation,
} from '../../api/portalInvitations/operations';
import type { PortalInvitation } from '../../api/portalInvitations/types';
import { payrollQuery } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * The invitation, or `null` while the person has none: the service answers 404 then (UPSTREAM-3
 * L.3), which is a state a screen shows ("not invited"), not a failure.
 */
async function invitationOrNone(
  read: () => Promise<ApiResponse<PortalInvitation>>,
): Promise<PortalInvitation | null> {
  try {
    return (await read()).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

type InvitationRead = (
  client: PayrollClient,
  personId: string,
  options: CallOptions,
) => Promise<ApiResponse<PortalInvitation>>;

const invitationQuery = (key: readonly unknown[], read: InvitationRead, client: PayrollClient, id: string) =>
  payrollQuery<PortalInvitation | null>(key, (call) => invitationOrNone(() => read(client, id, call)));

/**
 * An employee's member portal invitation (`status`, `expired`), `null` while they have none.
 *
 * @example
 * const invitation = await queryClient.ensureQueryData(portalInvitationQueries.employee(client, employeeId));
 */
export const employee = (client: PayrollClient, employeeId: string) =>
  invitationQuery(
    queryKeys.employeePortalInvitation(employeeId),
    getEmployeePortalInvitation,
    client,
    employeeId,
  );

/**
 * A contractor's member portal invitation, `null` while they have none.
 *
 * @example
 * await queryClient.prefetchQuery(portalInvitationQueries.contractor(client, contractorId));
 */
export const contractor = (client: PayrollClient, contractorId: string) =>
  invitationQuery(
    queryKeys.contractorPortalInvitation(contractorId),
    getContractorPortalInvitation,
    client,
    contractorId,
  );
