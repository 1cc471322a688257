import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createLocation,
  getLocation,
  listLocations,
  listMinimumWages,
  updateLocation,
} from '../api/operations/locations';
import type { PageQuery } from '../api/pagination';
import type { Location, LocationBody } from '../api/types/locations';
import * as invalidateAfter from './invalidationTable';
import { usePayrollClient } from './PayrollClientProvider';
import * as payrollKeys from './queryKeyTable';
import { useIdempotentCreate } from './useIdempotentCreate';
import { useVersionedUpdate } from './useVersionedUpdate';

/**
 * One page of a company's locations, active and inactive; `data.totalPages` drives the pager.
 *
 * @example
 * const { data } = useLocations(companyId, { page: 2, per: 100 });
 */
export function useLocations(companyId: string, query: PageQuery = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.locationList(companyId, query),
    queryFn: ({ signal }) => listLocations(client, companyId, query, { signal }),
  });
}

/** The largest page the service serves (SPEC §8). */
const MAX_PER_PAGE = 100;

/**
 * Every active location of a company, read page by page (past 100): what a work address may be
 * set to. Inactive locations (deleted, kept for history, UPSTREAM B) are never offered.
 *
 * @example
 * const { data: offices = [] } = useActiveLocations(companyId);
 */
export function useActiveLocations(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: [...payrollKeys.locations(companyId), 'active'],
    queryFn: async ({ signal }) => {
      const active: Location[] = [];
      for (let page = 1, pages = 1; page <= pages; page++) {
        const result = await listLocations(client, companyId, { page, per: MAX_PER_PAGE }, { signal });
        active.push(...result.items.filter((location) => location.active !== false));
        pages = result.totalPages;
      }
      return active;
    },
  });
}

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
export function useUpdateLocation(companyId: string, locationId: string) {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  return useVersionedUpdate<Location>({
    queryKey: payrollKeys.location(locationId),
    read: async () => (await getLocation(client, locationId)).data,
    write: async (body) => (await updateLocation(client, locationId, body)).data,
    onSaved: () => invalidateAfter.location(queryClient, companyId, locationId),
  });
}

/**
 * Minimum wages that apply at a location.
 *
 * @example
 * const { data } = useMinimumWages(locationId);
 */
export function useMinimumWages(locationId: string, effectiveDate?: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: payrollKeys.minimumWages(locationId, effectiveDate),
    queryFn: async ({ signal }) =>
      (await listMinimumWages(client, locationId, { effectiveDate }, { signal })).data,
  });
}
