import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addTimeOffPolicyEmployees,
  createTimeOffPolicy,
  deactivateTimeOffPolicy,
  getTimeOffPolicy,
  removeTimeOffPolicyEmployees,
  setTimeOffPolicyBalances,
  updateTimeOffPolicy,
} from '../../api/timeOff/operations';
import type { VersionedDelta } from '../../api/common';
import type { TimeOffPolicy, TimeOffPolicyBody } from '../../api/timeOff/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';
import * as invalidateAfter from '../invalidationTable';

/** An active policy: one that has a version to update with. */
export type ActiveTimeOffPolicy = TimeOffPolicy & { version: string };

/**
 * Create a time off policy (idempotent per user action).
 *
 * @example
 * useCreateTimeOffPolicy(companyId).mutate({ name: 'Vacation', policy_type: 'vacation', accrual_method: 'per_pay_period', accrual_rate: '4' });
 */
export function useCreateTimeOffPolicy(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: TimeOffPolicyBody, idempotencyKey) =>
      (await createTimeOffPolicy(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.timeOff(queryClient, companyId),
  );
}

/**
 * Update a policy, version-aware: a colleague's change to another field is merged, the same
 * field raises `conflict` for the shared conflict prompt.
 *
 * @example
 * const { update, conflict } = useUpdateTimeOffPolicy(companyId, policy.uuid);
 * await update({ max_hours: '120' }, policy);
 */
export function useUpdateTimeOffPolicy(
  companyId: string,
  policyId: string,
): VersionedUpdate<ActiveTimeOffPolicy> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<ActiveTimeOffPolicy>({
    queryKey: queryKeys.timeOffPolicy(policyId),
    read: async () => (await getTimeOffPolicy(client, policyId)).data as ActiveTimeOffPolicy,
    write: async (body) =>
      (await updateTimeOffPolicy(client, policyId, body as VersionedDelta<TimeOffPolicyBody>))
        .data as ActiveTimeOffPolicy,
    onSaved: () => invalidateAfter.timeOff(queryClient, companyId),
  });
}

/** A policy write that answers the policy: caches it and refreshes what it moved. */
function usePolicyWrite<Input>(
  companyId: string,
  policyId: string,
  write: (input: Input) => Promise<TimeOffPolicy>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (policy) => {
      queryClient.setQueryData(queryKeys.timeOffPolicy(policyId), policy);
      await invalidateAfter.timeOff(queryClient, companyId);
    },
  });
}

/**
 * Put employees on a policy with starting balances (hours as decimal text; leave `balance` out
 * on an unlimited policy). Employees need a job first.
 *
 * @example
 * useAddTimeOffPolicyEmployees(companyId, policyId).mutate([{ uuid: ada, balance: '40' }]);
 */
export function useAddTimeOffPolicyEmployees(companyId: string, policyId: string) {
  const client = usePayrollClient();
  return usePolicyWrite(
    companyId,
    policyId,
    async (employees: Array<{ uuid: string; balance?: string | null }>) =>
      (await addTimeOffPolicyEmployees(client, policyId, { employees })).data,
  );
}

/**
 * Take employees off a policy.
 *
 * @example
 * useRemoveTimeOffPolicyEmployees(companyId, policyId).mutate([ada]);
 */
export function useRemoveTimeOffPolicyEmployees(companyId: string, policyId: string) {
  const client = usePayrollClient();
  return usePolicyWrite(
    companyId,
    policyId,
    async (employeeIds: string[]) =>
      (
        await removeTimeOffPolicyEmployees(client, policyId, {
          employees: employeeIds.map((uuid) => ({ uuid })),
        })
      ).data,
  );
}

/**
 * Set enrolled employees' balances. Refused on an unlimited policy (422 `invalid_operation` on
 * `base`: it keeps no balance).
 *
 * @example
 * useAdjustTimeOffBalances(companyId, policyId).mutate([{ uuid: ada, balance: '24.5' }]);
 */
export function useAdjustTimeOffBalances(companyId: string, policyId: string) {
  const client = usePayrollClient();
  return usePolicyWrite(
    companyId,
    policyId,
    async (employees: Array<{ uuid: string; balance: string }>) =>
      (await setTimeOffPolicyBalances(client, policyId, { employees })).data,
  );
}

/**
 * Deactivate a policy. Refused while requests are pending: the error's entry on
 * `time_off_policy` names them in `metadata.time_off_requests` (see `pendingRequestsOf`).
 *
 * @example
 * const deactivate = useDeactivateTimeOffPolicy(companyId, policyId);
 * deactivate.mutate(undefined, { onError: (error) => show(pendingRequestsOf(error)) });
 */
export function useDeactivateTimeOffPolicy(companyId: string, policyId: string) {
  const client = usePayrollClient();
  return usePolicyWrite(
    companyId,
    policyId,
    async () => (await deactivateTimeOffPolicy(client, policyId)).data,
  );
}
