import { useQuery } from '@tanstack/react-query';
import type { PortalInvitation } from '../../api/portalInvitations/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as portalInvitationQueries from './queryOptions';

/**
 * How often a `pending` invitation (made, not yet delivered) is read again until the service says
 * it was `sent`: the screen follows the delivery by itself.
 */
const PENDING_POLL_MS = 2000;

const untilSent = (query: { state: { data: PortalInvitation | null | undefined } }) =>
  query.state.data?.status === 'pending' ? PENDING_POLL_MS : false;

/**
 * An employee's member portal invitation: `data` is `null` while they have none, else its
 * `status` (`pending`, `sent`, `verified`, `complete`, `cancelled`) and `expired`. A `pending`
 * one is read again until it is sent.
 *
 * @example
 * const { data: invitation } = useEmployeePortalInvitation(employeeId);
 * const canResend = invitation != null && invitation.status !== 'complete';
 */
export function useEmployeePortalInvitation(employeeId: string) {
  return useQuery({
    ...portalInvitationQueries.employee(usePayrollClient(), employeeId),
    refetchInterval: untilSent,
  });
}

/**
 * A contractor's member portal invitation, as {@link useEmployeePortalInvitation}.
 *
 * @example
 * const { data: invitation } = useContractorPortalInvitation(contractorId);
 */
export function useContractorPortalInvitation(contractorId: string) {
  return useQuery({
    ...portalInvitationQueries.contractor(usePayrollClient(), contractorId),
    refetchInterval: untilSent,
  });
}
