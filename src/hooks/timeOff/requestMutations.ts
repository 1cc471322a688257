import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveTimeOffRequest,
  createAdminApprovedTimeOffRequest,
  createTimeOffRequest,
  declineTimeOffRequest,
  deleteTimeOffRequest,
} from '../../api/timeOff/operations';
import type { AdminApprovedTimeOffRequestBody, TimeOffRequestBody } from '../../api/timeOff/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import * as invalidateAfter from '../invalidationTable';

/**
 * Request time off (idempotent per user action). More hours than the balance leaves is refused
 * on `days`, with the numbers in the error's metadata.
 *
 * @example
 * useCreateTimeOffRequest(companyId).mutate({ employee_uuid, policy_uuid, start_date, end_date, days });
 */
export function useCreateTimeOffRequest(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: TimeOffRequestBody, idempotencyKey) =>
      (await createTimeOffRequest(client, companyId, body, { idempotencyKey })).data,
    (request) => invalidateAfter.timeOff(queryClient, companyId, request.uuid),
  );
}

/**
 * An admin's pre-approved request: approved at once, its hours off the balance (idempotent per
 * user action).
 *
 * @example
 * useCreateAdminApprovedTimeOffRequest(companyId).mutate({ ...body, employer_note: 'Entered for Ada' });
 */
export function useCreateAdminApprovedTimeOffRequest(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: AdminApprovedTimeOffRequestBody, idempotencyKey) =>
      (await createAdminApprovedTimeOffRequest(client, companyId, body, { idempotencyKey })).data,
    (request) => invalidateAfter.timeOff(queryClient, companyId, request.uuid),
  );
}

/** A review decision: approve (optionally with adjusted hours per day) or decline with a note. */
export type TimeOffReview =
  | { requestId: string; decision: 'approve'; employerNote?: string; days?: Record<string, string> }
  | { requestId: string; decision: 'decline'; employerNote: string };

/**
 * Approve or decline a request. Approving with `days` applies those hours, day by day, and the
 * balance moves by exactly them; declining needs the note to the employee (an empty one is left
 * out, so the service answers `missing_parameter` on `employer_note`). Declining an approved
 * request puts its hours back.
 *
 * @example
 * const review = useReviewTimeOffRequest(companyId);
 * review.mutate({ requestId, decision: 'approve', days: { '2026-07-06': '4' } });
 * review.mutate({ requestId, decision: 'decline', employerNote: 'Busy week' });
 */
export function useReviewTimeOffRequest(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TimeOffReview) =>
      input.decision === 'approve'
        ? (
            await approveTimeOffRequest(client, input.requestId, {
              ...(input.employerNote ? { employer_note: input.employerNote } : {}),
              ...(input.days ? { days: input.days } : {}),
            })
          ).data
        : (
            await declineTimeOffRequest(
              client,
              input.requestId,
              (input.employerNote ? { employer_note: input.employerNote } : {}) as { employer_note: string },
            )
          ).data,
    onSuccess: async (request) => {
      queryClient.setQueryData(queryKeys.timeOffRequest(request.uuid), request);
      await invalidateAfter.timeOff(queryClient, companyId, request.uuid);
    },
  });
}

/**
 * Delete a request: pending, approved (its hours go back) or declined; a consumed one (paid by
 * a processed payroll) is refused.
 *
 * @example
 * useDeleteTimeOffRequest(companyId).mutate(requestId);
 */
export function useDeleteTimeOffRequest(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) => {
      await deleteTimeOffRequest(client, requestId);
      return requestId;
    },
    onSuccess: async (requestId) => {
      queryClient.removeQueries({ queryKey: queryKeys.timeOffRequest(requestId) });
      await invalidateAfter.timeOff(queryClient, companyId);
    },
  });
}
