import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PayrollClient } from '../../api/client';
import {
  cancelContractorPortalInvitation,
  cancelEmployeePortalInvitation,
  inviteContractorToPortal,
  inviteEmployeeToPortal,
} from '../../api/portalInvitations/operations';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/** One person's invitation operations and what a write to it refreshes. */
interface InvitationPerson {
  invite: typeof inviteEmployeeToPortal;
  cancel: typeof cancelEmployeePortalInvitation;
  refresh: (queryClient: QueryClient, personId: string) => Promise<void>;
}

const employeeInvitation: InvitationPerson = {
  invite: inviteEmployeeToPortal,
  cancel: cancelEmployeePortalInvitation,
  refresh: invalidateAfter.employeePortalInvitation,
};

const contractorInvitation: InvitationPerson = {
  invite: inviteContractorToPortal,
  cancel: cancelContractorPortalInvitation,
  refresh: invalidateAfter.contractorPortalInvitation,
};

/**
 * A refused write (the person completed registration, the invitation was cancelled meanwhile)
 * means the invitation on screen is out of date: it is read again before the error is passed on,
 * so the screen shows why.
 */
const refusedAfter =
  (queryClient: QueryClient, person: InvitationPerson, personId: string) =>
  async (error: unknown): Promise<never> => {
    await person.refresh(queryClient, personId);
    throw error;
  };

/** The POST (no body) with one idempotency key per press: a retried answer never sends twice. */
function useInvite(person: InvitationPerson, personId: string) {
  const client: PayrollClient = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate<void, void>(
    async (_none, idempotencyKey) => {
      await person
        .invite(client, personId, { idempotencyKey })
        .catch(refusedAfter(queryClient, person, personId));
    },
    () => person.refresh(queryClient, personId),
  );
}

function useCancel(person: InvitationPerson, personId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await person.cancel(client, personId);
    },
    onSettled: () => person.refresh(queryClient, personId),
  });
}

/**
 * Invite an employee to the member portal, or send their invitation again: a first invitation, the
 * same live one sent again, or a new token in place of an expired or cancelled one (201, no body).
 * One idempotency key per press. Someone who completed registration is refused (422 on `base`).
 * The service sends no mail: deliver the link yourself (the flow's `onInvite` event).
 *
 * @example
 * const invite = useInviteEmployeeToPortal(employeeId);
 * await invite.mutateAsync();
 */
export function useInviteEmployeeToPortal(employeeId: string) {
  return useInvite(employeeInvitation, employeeId);
}

/**
 * Cancel an employee's portal invitation (204). Their self-onboarding is untouched; a `complete`
 * or already `cancelled` invitation is refused (422 on `base`).
 *
 * @example
 * useCancelEmployeePortalInvitation(employeeId).mutate();
 */
export function useCancelEmployeePortalInvitation(employeeId: string) {
  return useCancel(employeeInvitation, employeeId);
}

/**
 * Invite a contractor to the member portal, or send it again, as {@link useInviteEmployeeToPortal}.
 *
 * @example
 * await useInviteContractorToPortal(contractorId).mutateAsync();
 */
export function useInviteContractorToPortal(contractorId: string) {
  return useInvite(contractorInvitation, contractorId);
}

/**
 * Cancel a contractor's portal invitation, as {@link useCancelEmployeePortalInvitation}.
 *
 * @example
 * useCancelContractorPortalInvitation(contractorId).mutate();
 */
export function useCancelContractorPortalInvitation(contractorId: string) {
  return useCancel(contractorInvitation, contractorId);
}
