import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page, type PageQuery } from '../pagination';
import { formatSortBy, type SortClause } from '../sortBy';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type { MinimumWage } from '../employees/types';
import type { Location, LocationBody } from './types';

/**
 * One page of a company's locations.
 *
 * @example
 * const { items, totalPages } = await listLocations(client, companyId, { page: 1, per: 25 });
 */
export async function listLocations(
  client: PayrollClient,
  companyId: string,
  query: PageQuery & { sortBy?: SortClause<'created_at'> } = {},
  options: CallOptions = {},
): Promise<Page<Location>> {
  return readPage(
    await client.request<Location[]>(endpoints.listLocations, {
      params: { company_id: companyId },
      query: { page: query.page, per: query.per, sort_by: formatSortBy(query.sortBy) },
      ...options,
    }),
    query,
  );
}

/**
 * Add a company location.
 *
 * @example
 * await createLocation(client, companyId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createLocation(
  client: PayrollClient,
  companyId: string,
  body: LocationBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Location>> {
  return client.request<Location>(endpoints.createLocation, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Read one location.
 *
 * @example
 * const { data } = await getLocation(client, locationId);
 */
export function getLocation(
  client: PayrollClient,
  locationId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Location>> {
  return client.request<Location>(endpoints.getLocation, {
    params: { location_id: locationId },
    ...options,
  });
}

/**
 * Update a location: `version` plus changed fields.
 *
 * @example
 * await updateLocation(client, locationId, { version: current.version, ...changedFields });
 */
export function updateLocation(
  client: PayrollClient,
  locationId: string,
  body: VersionedDelta<LocationBody>,
  options: CallOptions = {},
): Promise<ApiResponse<Location>> {
  return client.request<Location>(endpoints.updateLocation, {
    params: { location_id: locationId },
    body,
    ...options,
  });
}

/**
 * Minimum wages that apply at a location.
 *
 * @example
 * const { data } = await listMinimumWages(client, locationId, query);
 */
export function listMinimumWages(
  client: PayrollClient,
  locationId: string,
  query: { effectiveDate?: string } = {},
  options: CallOptions = {},
): Promise<ApiResponse<MinimumWage[]>> {
  return client.request<MinimumWage[]>(endpoints.listMinimumWages, {
    params: { location_id: locationId },
    query: { effective_date: query.effectiveDate },
    ...options,
  });
}
