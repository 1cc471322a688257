import { useQueryClient } from '@tanstack/react-query';
import { createLocation, getLocation, updateLocation } from '../../api/locations/operations';
import type { Location, LocationBody } from '../../api/locations/types';
import * as invalidateAfter from '../invalidationTable';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import { useIdempotentCreate } from '../useIdempotentCreate';
import { useVersionedUpdate, type VersionedUpdate } from '../useVersionedUpdate';

/**
 * Add a company location (idempotent per user action).
 *
 * @example
 * useCreateLocation(companyId).mutate({ phone_number: '5105550100', street_1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' });
 */
export function useCreateLocation(companyId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useIdempotentCreate(
    async (body: LocationBody, idempotencyKey) =>
      (await createLocation(client, companyId, body, { idempotencyKey })).data,
    () => invalidateAfter.location(queryClient, companyId),
  );
}

/**
 * Update a location, version-aware. Its minimum wages are refreshed too: the service works them
 * out again when the state or city changes.
 *
 * @example
 * await useUpdateLocation(companyId, location.uuid).update({ phone_number: '5105550101' });
 */
export function useUpdateLocation(companyId: string, locationId: string): VersionedUpdate<Location> {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Location>({
    queryKey: queryKeys.location(locationId),
    read: async () => (await getLocation(client, locationId)).data,
    write: async (body) => (await updateLocation(client, locationId, body)).data,
    onSaved: () => invalidateAfter.location(queryClient, companyId, locationId),
  });
}
