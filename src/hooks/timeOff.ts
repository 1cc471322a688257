import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveTimeOffRequest,
  createTimeOffPolicy,
  createTimeOffRequest,
  declineTimeOffRequest,
  getTimeOffPolicy,
  listTimeOffPolicies,
  listTimeOffRequests,
  updateTimeOffPolicy,
} from '../api/operations/timeOff';
import type { VersionedDelta } from '../api/types/common';
import type { TimeOffPolicy, TimeOffPolicyBody, TimeOffRequestBody } from '../api/types/timeOff';
import { invalidateAfter } from './invalidation';
import { usePayrollClient } from './PayrollClientProvider';
import { payrollKeys } from './queryKeys';
import { useIdempotentCreate } from './useIdempotentCreate';
import { useVersionedUpdate } from './useVersionedUpdate';

/**
 * A company's time off policies.
 *
 * @example
 * const { data } = useTimeOffPolicies(companyId);
 */
export function useTimeOffPolicies(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.timeOffPolicies(companyId),
    queryFn: async ({ signal }) => (await listTimeOffPolicies(client, companyId, { signal })).data,
  });
}

/**
 * Create a time off policy (idempotent per user action).
 *
 * @example
 * useCreateTimeOffPolicy(companyId).mutate({ name: 'Vacation', policy_type: 'vacation', accrual_method: 'unlimited' });
 */
export function useCreateTimeOffPolicy(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: TimeOffPolicyBody, idempotencyKey) =>
      (await createTimeOffPolicy(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.timeOffPolicy(queryClient, companyId),
  );
}

/**
 * Update a policy, version-aware.
 *
 * @example
 * await useUpdateTimeOffPolicy(companyId, policy.uuid).update({ name: 'PTO' });
 */
export function useUpdateTimeOffPolicy(companyId: string, policyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<TimeOffPolicy & { version: string }>({
    queryKey: payrollKeys.timeOffPolicy(policyId),
    read: async () => (await getTimeOffPolicy(client, policyId)).data as TimeOffPolicy & { version: string },
    write: async (body) =>
      (await updateTimeOffPolicy(client, policyId, body as VersionedDelta<TimeOffPolicyBody>))
        .data as TimeOffPolicy & { version: string },
    onSaved: () => invalidateAfter.timeOffPolicy(queryClient, companyId, policyId),
  });
}

/**
 * One page of time off requests, filterable by status.
 *
 * @example
 * const { data } = useTimeOffRequests(companyId, { status: ['pending'] });
 */
export function useTimeOffRequests(companyId: string, query: Parameters<typeof listTimeOffRequests>[2] = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.timeOffRequestList(companyId, query),
    queryFn: ({ signal }) => listTimeOffRequests(client, companyId, query, { signal }),
  });
}

/**
 * Request time off (idempotent per user action).
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
    () => invalidateAfter.timeOffRequest(queryClient, companyId),
  );
}

/**
 * Approve or decline a request (declining needs an `employer_note`).
 *
 * @example
 * const review = useReviewTimeOffRequest(companyId);
 * review.mutate({ requestId, decision: 'decline', employerNote: 'Busy week' });
 */
export function useReviewTimeOffRequest(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      requestId: string;
      decision: 'approve' | 'decline';
      employerNote?: string;
    }) =>
      input.decision === 'approve'
        ? (await approveTimeOffRequest(client, input.requestId, { employer_note: input.employerNote })).data
        : (
            await declineTimeOffRequest(client, input.requestId, {
              // Left out when empty, so the service answers `missing_parameter` on the field.
              employer_note: input.employerNote as string,
            })
          ).data,
    onSuccess: (request) => invalidateAfter.timeOffRequest(queryClient, companyId, request.uuid),
  });
}
