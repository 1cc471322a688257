import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  assignPaySchedules,
  createPaySchedule,
  getPaySchedule,
  updatePaySchedule,
} from '../../api/paySchedules/operations';
import type { VersionedDelta } from '../../api/common';
import type { PaySchedule, PayScheduleAssignment, PayScheduleBody } from '../../api/paySchedules/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';
import { usePaySchedule } from './queries';

/**
 * Create a pay schedule (idempotent per user action). The company's first schedule is active at
 * once; a later one stays inactive until someone is assigned to it.
 *
 * @example
 * useCreatePaySchedule(companyId).mutate({ frequency: 'Every week', anchor_pay_date: '2026-07-03', anchor_end_of_pay_period: '2026-07-01' });
 */
export function useCreatePaySchedule(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: PayScheduleBody, idempotencyKey) =>
      (await createPaySchedule(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.paySchedule(queryClient, companyId),
  );
}

/**
 * Update a pay schedule, version-aware. The service deletes its unprocessed upcoming payrolls and
 * makes them again (see {@link usePayrollsDeletedByUpdate} to warn first); pay periods and payroll
 * lists are refreshed.
 *
 * @example
 * await useUpdatePaySchedule(companyId, schedule.uuid).update({ custom_name: 'Biweekly' });
 */
export function useUpdatePaySchedule(companyId: string, payScheduleId: string): VersionedUpdate<PaySchedule> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<PaySchedule>({
    queryKey: queryKeys.paySchedule(companyId, payScheduleId),
    read: async () => (await getPaySchedule(client, companyId, payScheduleId)).data,
    write: async (body) =>
      (await updatePaySchedule(client, companyId, payScheduleId, body as VersionedDelta<PayScheduleBody>))
        .data,
    onSaved: () => invalidateAfter.paySchedule(queryClient, companyId),
  });
}

/**
 * Apply an assignment (after {@link useAssignmentPreview}); schedules, assignments, pay periods
 * and payroll lists are refreshed, since schedules become active or inactive with it.
 *
 * @example
 * useAssignPaySchedules(companyId).mutate({ type: 'single', default_pay_schedule_uuid: schedule.uuid });
 */
export function useAssignPaySchedules(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayScheduleAssignment) => {
      await assignPaySchedules(client, companyId, body);
    },
    onSuccess: () => invalidateAfter.paySchedule(queryClient, companyId),
  });
}

/**
 * A schedule's auto-payroll switch: whether it is on, what blocks turning it on
 * (`auto_payroll_enablement_blockers`, to explain in words), and `setAutoPayroll`. Turning it on
 * while blocked is refused by the service: `setAutoPayroll(true)` rejects with the `ApiError`
 * (422 on `auto_payroll`, one entry per blocker with `metadata.key`), also left in `error`, and the
 * switch shows off again.
 *
 * @example
 * const auto = useAutoPayroll(companyId, schedule.uuid);
 * auto.blockers.map((b) => b.key); // ['employees_not_on_direct_deposit']
 * await auto.setAutoPayroll(true);
 */
export function useAutoPayroll(companyId: string, payScheduleId: string) {
  const schedule = usePaySchedule(companyId, payScheduleId);
  const update = useUpdatePaySchedule(companyId, payScheduleId);
  const { update: save } = update;
  const setAutoPayroll = useCallback((on: boolean) => save({ auto_payroll: on }), [save]);
  const enabled = schedule.data?.auto_payroll ?? false;
  const blockers = schedule.data?.auto_payroll_enablement_blockers ?? [];
  return {
    schedule,
    enabled,
    blockers,
    /** Whether the switch can be turned on now (it can always be turned off). */
    canEnable: !enabled && blockers.length === 0,
    setAutoPayroll,
    isPending: update.isPending,
    error: update.error,
    conflict: update.conflict,
    resolveConflict: update.resolveConflict,
  };
}
