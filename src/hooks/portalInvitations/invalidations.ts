import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * A person was invited (again) or their invitation cancelled: their invitation is read again.
 * Self-onboarding is untouched by either (DECISIONS 64), so nothing else moves.
 */
export const employeePortalInvitation = (queryClient: QueryClient, employeeId: string) =>
  refresh(queryClient, [queryKeys.employeePortalInvitation(employeeId)]);

/** {@link employeePortalInvitation} for a contractor. */
export const contractorPortalInvitation = (queryClient: QueryClient, contractorId: string) =>
  refresh(queryClient, [queryKeys.contractorPortalInvitation(contractorId)]);
