import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignPaySchedules,
  createPaySchedule,
  getPaySchedule,
  getPayScheduleAssignments,
  listPayPeriods,
  listPaySchedules,
  previewPaySchedule,
  updatePaySchedule,
} from '../api/operations/paySchedules';
import type { PageQuery } from '../api/pagination';
import type { VersionedDelta } from '../api/types/common';
import type {
  PaySchedule,
  PayScheduleAssignment,
  PayScheduleBody,
  PaySchedulePreviewQuery,
} from '../api/types/paySchedules';
import { invalidateAfter } from './invalidation';
import { usePayrollClient } from './PayrollClientProvider';
import { payrollKeys } from './queryKeys';
import { useIdempotentCreate } from './useIdempotentCreate';
import { useVersionedUpdate } from './useVersionedUpdate';

/**
 * One page of a company's pay schedules.
 *
 * @example
 * const { data } = usePaySchedules(companyId);
 */
export function usePaySchedules(companyId: string, query: PageQuery = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: [...payrollKeys.paySchedules(companyId), 'list', query],
    queryFn: ({ signal }) => listPaySchedules(client, companyId, query, { signal }),
  });
}

/**
 * Create a pay schedule (idempotent per user action).
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
 * Update a pay schedule, version-aware (it also drops unprocessed future payrolls).
 *
 * @example
 * await useUpdatePaySchedule(companyId, schedule.uuid).update({ custom_name: 'Biweekly' });
 */
export function useUpdatePaySchedule(companyId: string, payScheduleId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<PaySchedule>({
    queryKey: payrollKeys.paySchedule(companyId, payScheduleId),
    read: async () => (await getPaySchedule(client, companyId, payScheduleId)).data,
    write: async (body) =>
      (await updatePaySchedule(client, companyId, payScheduleId, body as VersionedDelta<PayScheduleBody>))
        .data,
    onSaved: () => invalidateAfter.paySchedule(queryClient, companyId),
  });
}

/**
 * Pay periods a schedule would produce; disabled until the query is complete.
 *
 * @example
 * const { data } = usePaySchedulePreview(companyId, formValues.frequency ? formValues : undefined);
 */
export function usePaySchedulePreview(companyId: string, query: PaySchedulePreviewQuery | undefined) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.paySchedulePreview(companyId, query),
    queryFn: async ({ signal }) => (await previewPaySchedule(client, companyId, query!, { signal })).data,
    enabled: query !== undefined,
  });
}

/**
 * Pay periods and their payrolls.
 *
 * @example
 * const { data } = usePayPeriods(companyId, { end_date: '2026-09-30' });
 */
export function usePayPeriods(
  companyId: string,
  query: { start_date?: string; end_date?: string; payroll_types?: string } = {},
) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.payPeriods(companyId, query),
    queryFn: async ({ signal }) => (await listPayPeriods(client, companyId, query, { signal })).data,
  });
}

/**
 * How employees are assigned to pay schedules.
 *
 * @example
 * const { data } = usePayScheduleAssignments(companyId);
 */
export function usePayScheduleAssignments(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.payScheduleAssignments(companyId),
    queryFn: async ({ signal }) => (await getPayScheduleAssignments(client, companyId, { signal })).data,
  });
}

/**
 * Assign employees to pay schedules.
 *
 * @example
 * useAssignPaySchedules(companyId).mutate({ type: 'single', default_pay_schedule_uuid: schedule.uuid });
 */
export function useAssignPaySchedules(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayScheduleAssignment) => assignPaySchedules(client, companyId, body),
    onSuccess: () => invalidateAfter.paySchedule(queryClient, companyId),
  });
}
