import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createHomeAddress,
  createWorkAddress,
  deleteHomeAddress,
  deleteWorkAddress,
  getHomeAddress,
  getWorkAddress,
  updateHomeAddress,
  updateWorkAddress,
} from '../../api/addresses/operations';
import type { HomeAddress, HomeAddressBody, WorkAddress, WorkAddressBody } from '../../api/addresses/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Add a home address (idempotent per user action).
 *
 * @example
 * useCreateHomeAddress(employeeId).mutate({ street_1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' });
 */
export function useCreateHomeAddress(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: HomeAddressBody, idempotencyKey) =>
      (await createHomeAddress(client, employeeId, body, { idempotencyKey })).data,
    () => invalidateAfter.employeePart(queryClient, employeeId, 'home_addresses'),
  );
}

/**
 * Update a home address, version-aware.
 *
 * @example
 * await useUpdateHomeAddress(employeeId, address.uuid).update({ zip: '94608' });
 */
export function useUpdateHomeAddress(
  employeeId: string,
  homeAddressId: string,
): VersionedUpdate<HomeAddress> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<HomeAddress>({
    queryKey: queryKeys.homeAddress(employeeId, homeAddressId),
    read: async () => (await getHomeAddress(client, homeAddressId)).data,
    write: async (body) => (await updateHomeAddress(client, homeAddressId, body)).data,
    onSaved: () => invalidateAfter.employeePart(queryClient, employeeId, 'home_addresses'),
  });
}

/**
 * Delete a home address that is not the active one.
 *
 * @example
 * useDeleteHomeAddress(employeeId).mutate(address.uuid);
 */
export function useDeleteHomeAddress(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (homeAddressId: string) => deleteHomeAddress(client, homeAddressId),
    onSuccess: () => invalidateAfter.employeePart(queryClient, employeeId, 'home_addresses'),
  });
}

/**
 * Add a work address (idempotent per user action).
 *
 * @example
 * useCreateWorkAddress(employeeId).mutate({ location_uuid: location.uuid });
 */
export function useCreateWorkAddress(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: WorkAddressBody, idempotencyKey) =>
      (await createWorkAddress(client, employeeId, body, { idempotencyKey })).data,
    () => invalidateAfter.employeePart(queryClient, employeeId, 'work_addresses'),
  );
}

/**
 * Update a work address, version-aware.
 *
 * @example
 * await useUpdateWorkAddress(employeeId, address.uuid).update({ location_uuid: other.uuid });
 */
export function useUpdateWorkAddress(
  employeeId: string,
  workAddressId: string,
): VersionedUpdate<WorkAddress> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<WorkAddress>({
    queryKey: queryKeys.workAddress(employeeId, workAddressId),
    read: async () => (await getWorkAddress(client, workAddressId)).data,
    write: async (body) => (await updateWorkAddress(client, workAddressId, body)).data,
    onSaved: () => invalidateAfter.employeePart(queryClient, employeeId, 'work_addresses'),
  });
}

/**
 * Delete a work address that is not the active one.
 *
 * @example
 * useDeleteWorkAddress(employeeId).mutate(address.uuid);
 */
export function useDeleteWorkAddress(employeeId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workAddressId: string) => deleteWorkAddress(client, workAddressId),
    onSuccess: () => invalidateAfter.employeePart(queryClient, employeeId, 'work_addresses'),
  });
}
