import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ApiResponse, PayrollClient } from '../../api/client';
import {
  createHomeAddress,
  createWorkAddress,
  deleteHomeAddress,
  deleteWorkAddress,
  getHomeAddress,
  getWorkAddress,
  updateHomeAddress,
  updateWorkAddress,
} from '../../api/operations/addresses';
import type { HomeAddress, WorkAddress } from '../../api/types/addresses';
import type { CreateOptions } from '../../api/types/common';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as payrollKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/* Home and work addresses are written alike; only their endpoints and cache part differ. Each
   public hook passes its own endpoints, so a page bundles only the endpoints of the hooks it calls. */
type AddressPart = 'home_addresses' | 'work_addresses';

function useCreateAddress<Body, Address>(
  employeeId: string,
  part: AddressPart,
  create: (
    client: PayrollClient,
    employeeId: string,
    body: Body,
    options: CreateOptions,
  ) => Promise<ApiResponse<Address>>,
): UseMutationResult<Address, Error, Body> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: Body, idempotencyKey) => (await create(client, employeeId, body, { idempotencyKey })).data,
    () => invalidateAfter.employeePart(queryClient, employeeId, part),
  );
}

function useUpdateAddress<Address extends { version: string }>(
  employeeId: string,
  part: AddressPart,
  addressId: string,
  read: (client: PayrollClient, addressId: string) => Promise<ApiResponse<Address>>,
  write: (
    client: PayrollClient,
    addressId: string,
    body: { version: string } & Partial<Address>,
  ) => Promise<ApiResponse<Address>>,
): VersionedUpdate<Address> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Address>({
    queryKey: [...payrollKeys.employeePart(employeeId, part), addressId],
    read: async () => (await read(client, addressId)).data,
    write: async (body) => (await write(client, addressId, body)).data,
    onSaved: () => invalidateAfter.employeePart(queryClient, employeeId, part),
  });
}

function useDeleteAddress(
  employeeId: string,
  part: AddressPart,
  remove: (client: PayrollClient, addressId: string) => Promise<ApiResponse<void>>,
): UseMutationResult<ApiResponse<void>, Error, string, unknown> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => remove(client, addressId),
    onSuccess: () => invalidateAfter.employeePart(queryClient, employeeId, part),
  });
}

/**
 * Add a home address (idempotent per user action).
 *
 * @example
 * useCreateHomeAddress(employeeId).mutate({ street_1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' });
 */
export function useCreateHomeAddress(employeeId: string) {
  return useCreateAddress(employeeId, 'home_addresses', createHomeAddress);
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
  return useUpdateAddress(employeeId, 'home_addresses', homeAddressId, getHomeAddress, updateHomeAddress);
}

/**
 * Delete a home address that is not the active one.
 *
 * @example
 * useDeleteHomeAddress(employeeId).mutate(address.uuid);
 */
export function useDeleteHomeAddress(employeeId: string) {
  return useDeleteAddress(employeeId, 'home_addresses', deleteHomeAddress);
}

/**
 * Add a work address (idempotent per user action).
 *
 * @example
 * useCreateWorkAddress(employeeId).mutate({ location_uuid: location.uuid });
 */
export function useCreateWorkAddress(employeeId: string) {
  return useCreateAddress(employeeId, 'work_addresses', createWorkAddress);
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
  return useUpdateAddress(employeeId, 'work_addresses', workAddressId, getWorkAddress, updateWorkAddress);
}

/**
 * Delete a work address that is not the active one.
 *
 * @example
 * useDeleteWorkAddress(employeeId).mutate(address.uuid);
 */
export function useDeleteWorkAddress(employeeId: string) {
  return useDeleteAddress(employeeId, 'work_addresses', deleteWorkAddress);
}
