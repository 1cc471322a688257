import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelContractorDismissal,
  cancelContractorRehire,
  createContractor,
  deleteContractor,
  dismissContractor,
  getContractor,
  getContractorAddress,
  rehireContractor,
  updateContractor,
  updateContractorAddress,
  updateContractorOnboardingStatus,
} from '../../api/contractors/operations';
import type { DateString, VersionedDelta } from '../../api/common';
import type {
  Contractor,
  ContractorAddress,
  ContractorAddressBody,
  ContractorBody,
  ContractorOnboardingStatusName,
} from '../../api/contractors/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Add a contractor, one idempotency key per user action.
 *
 * @example
 * const contractor = await useCreateContractor(companyId).mutateAsync({ type: 'Business', wage_type: 'Fixed', start_date: '2026-06-01', business_name: 'Hamilton Rigging LLC' });
 */
export function useCreateContractor(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: ContractorBody, idempotencyKey) =>
      (await createContractor(client, companyId, body, { idempotencyKey })).data,
    (contractor) => invalidateAfter.contractor(queryClient, companyId, contractor.uuid),
  );
}

/**
 * Update a contractor, version-aware: a colleague's change to another field is merged, to the
 * same field comes back as `conflict`.
 *
 * @example
 * await useUpdateContractor(companyId, contractorId).update({ hourly_rate: '45.00' });
 */
export function useUpdateContractor(companyId: string, contractorId: string): VersionedUpdate<Contractor> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Contractor>({
    queryKey: queryKeys.contractor(contractorId),
    read: async () => (await getContractor(client, contractorId)).data,
    write: async (body) =>
      (await updateContractor(client, contractorId, body as VersionedDelta<ContractorBody>)).data,
    onSaved: () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  });
}

/** The writable fields of an address as read. */
function addressFields(address: ContractorAddress): Partial<ContractorAddressBody> {
  const { street_1, street_2, city, state, zip } = address;
  return { street_1, street_2, city, state, zip };
}

/**
 * Replace a contractor's address, version-aware.
 *
 * @example
 * await useUpdateContractorAddress(companyId, contractorId).update({ street_1: '300 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });
 */
export function useUpdateContractorAddress(
  companyId: string,
  contractorId: string,
): VersionedUpdate<ContractorAddress> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<ContractorAddress>({
    queryKey: queryKeys.contractorPart(contractorId, 'address'),
    read: async () => (await getContractorAddress(client, contractorId)).data,
    write: async (body) => {
      // One address, replaced whole: the delta goes over the address at the version it names
      // (read again, so a colleague's change to another field is kept; another version: 409).
      const current = (await getContractorAddress(client, contractorId)).data;
      const base = current.version === body.version ? addressFields(current) : {};
      const full = { ...base, ...body } as { version: string } & ContractorAddressBody;
      return (await updateContractorAddress(client, contractorId, full)).data;
    },
    onSaved: () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  });
}

/**
 * Move a contractor's onboarding: `self_onboarding_invited` (invite), `admin_onboarding_incomplete`
 * (cancel an invitation), `self_onboarding_review`, `onboarding_completed` (finish).
 *
 * @example
 * await useTransitionContractorOnboarding(companyId, contractorId).mutateAsync('onboarding_completed');
 */
export function useTransitionContractorOnboarding(companyId: string, contractorId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: ContractorOnboardingStatusName) =>
      (await updateContractorOnboardingStatus(client, contractorId, status)).data,
    onSuccess: () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  });
}

/**
 * Delete a contractor who was never paid.
 *
 * @example
 * await useDeleteContractor(companyId).mutateAsync(contractorId);
 */
export function useDeleteContractor(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contractorId: string) => {
      await deleteContractor(client, contractorId);
    },
    onSuccess: () => invalidateAfter.contractor(queryClient, companyId),
  });
}

/**
 * Dismiss a contractor on an end date (one idempotency key per user action).
 *
 * @example
 * await useDismissContractor(companyId, contractorId).mutateAsync('2026-06-30');
 */
export function useDismissContractor(companyId: string, contractorId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (endDate: DateString, idempotencyKey) => {
      await dismissContractor(client, contractorId, endDate, { idempotencyKey });
    },
    () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  );
}

/**
 * Cancel a contractor's dismissal.
 *
 * @example
 * await useCancelContractorDismissal(companyId, contractorId).mutateAsync();
 */
export function useCancelContractorDismissal(companyId: string, contractorId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await cancelContractorDismissal(client, contractorId);
    },
    onSuccess: () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  });
}

/**
 * Rehire a dismissed contractor from a start date (one idempotency key per user action).
 *
 * @example
 * await useRehireContractor(companyId, contractorId).mutateAsync('2026-09-01');
 */
export function useRehireContractor(companyId: string, contractorId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (startDate: DateString, idempotencyKey) => {
      await rehireContractor(client, contractorId, startDate, { idempotencyKey });
    },
    () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  );
}

/**
 * Cancel a contractor's rehire.
 *
 * @example
 * await useCancelContractorRehire(companyId, contractorId).mutateAsync();
 */
export function useCancelContractorRehire(companyId: string, contractorId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await cancelContractorRehire(client, contractorId);
    },
    onSuccess: () => invalidateAfter.contractor(queryClient, companyId, contractorId),
  });
}
