import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRehire, deleteRehire, getRehire, updateRehire } from '../../api/employment/rehireOperations';
import {
  cancelTermination,
  createDismissalPayroll,
  createTermination,
  listTerminations,
  updateTermination,
} from '../../api/employment/terminationOperations';
import type { VersionedDelta } from '../../api/common';
import type {
  DismissalPayPeriod,
  Rehire,
  RehireBody,
  Termination,
  TerminationBody,
} from '../../api/employment/types';
import type { PayrollClient } from '../../api/client';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/** A record the update needs but the service no longer has (withdrawn meanwhile). */
function required<T>(record: T | null | undefined, what: string): T {
  if (!record) throw new Error(`The employee has no ${what}.`);
  return record;
}

async function readTermination(client: PayrollClient, employeeId: string): Promise<Termination> {
  return required((await listTerminations(client, employeeId)).data[0], 'termination');
}

/**
 * Terminate an employee from their last day (idempotent per user action).
 *
 * @example
 * useCreateTermination(companyId, employeeId).mutate({ effective_date: '2026-06-16', run_termination_payroll: true });
 */
export function useCreateTermination(companyId: string, employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: TerminationBody, idempotencyKey) =>
      (await createTermination(client, employeeId, body, { idempotencyKey })).data,
    () => invalidateAfter.employment(queryClient, companyId, employeeId),
  );
}

/**
 * Change an employee's termination, version-aware.
 *
 * @example
 * await useUpdateTermination(companyId, employeeId).update({ effective_date: '2026-06-30' });
 */
export function useUpdateTermination(companyId: string, employeeId: string): VersionedUpdate<Termination> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Termination>({
    queryKey: queryKeys.termination(employeeId),
    read: () => readTermination(client, employeeId),
    write: async (body) =>
      (await updateTermination(client, employeeId, body as VersionedDelta<TerminationBody>)).data,
    onSaved: () => invalidateAfter.employment(queryClient, companyId, employeeId),
  });
}

/**
 * Cancel an employee's termination while it is `cancelable` (no dismissal payroll, last day
 * ahead); the service refuses it otherwise.
 *
 * @example
 * useCancelTermination(companyId, employeeId).mutate();
 */
export function useCancelTermination(companyId: string, employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await cancelTermination(client, employeeId);
    },
    onSuccess: () => invalidateAfter.employment(queryClient, companyId, employeeId),
  });
}

/**
 * Rehire a terminated employee from a date (idempotent per user action).
 *
 * @example
 * useCreateRehire(companyId, employeeId).mutate({ effective_date: '2026-06-29', file_new_hire_report: false, work_location_uuid });
 */
export function useCreateRehire(companyId: string, employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: RehireBody, idempotencyKey) =>
      (await createRehire(client, employeeId, body, { idempotencyKey })).data,
    () => invalidateAfter.employment(queryClient, companyId, employeeId),
  );
}

/**
 * Change a rehire before it takes effect, version-aware.
 *
 * @example
 * await useUpdateRehire(companyId, employeeId).update({ effective_date: '2026-07-06' });
 */
export function useUpdateRehire(companyId: string, employeeId: string): VersionedUpdate<Rehire> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Rehire>({
    queryKey: queryKeys.rehire(employeeId),
    read: async () => required((await getRehire(client, employeeId)).data, 'rehire'),
    write: async (body) => (await updateRehire(client, employeeId, body as VersionedDelta<RehireBody>)).data,
    onSaved: () => invalidateAfter.employment(queryClient, companyId, employeeId),
  });
}

/**
 * Withdraw a rehire before it takes effect; the termination stands again.
 *
 * @example
 * useDeleteRehire(companyId, employeeId).mutate();
 */
export function useDeleteRehire(companyId: string, employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await deleteRehire(client, employeeId);
    },
    onSuccess: () => invalidateAfter.employment(queryClient, companyId, employeeId),
  });
}

/**
 * Create the "Dismissed employee" payroll of a dismissal pay period (idempotent per user action):
 * the final wages, unused paid time off pre-filled where the policy pays it out. Run it as any
 * payroll (`usePayrollEditor`, `usePayrollRunActions`).
 *
 * @example
 * const payroll = await useCreateDismissalPayroll(companyId).mutateAsync(period);
 */
export function useCreateDismissalPayroll(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (period: DismissalPayPeriod, idempotencyKey) =>
      (await createDismissalPayroll(client, companyId, period, { idempotencyKey })).data,
    () => invalidateAfter.dismissalPayroll(queryClient, companyId),
  );
}
