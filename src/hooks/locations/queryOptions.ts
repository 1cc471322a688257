/**
 * `locationQueries`: a company's locations and their minimum wages as TanStack Query options (key
 * and fetch paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a
 * router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery, payrollRead } from '../payrollQuery';
import { getLocation, listLocations, listMinimumWages } from '../../api/locations/operations';
import type { PageQuery } from '../../api/pagination';
import type { Location } from '../../api/locations/types';
import * as queryKeys from '../queryKeyTable';

/** The largest page the service serves (contract.md#limits). */
const MAX_PER_PAGE = 100;

/**
 * One page of a company's locations, active and inactive.
 *
 * @example
 * await queryClient.prefetchQuery(locationQueries.list(client, companyId, { per: 100 }));
 */
export const list = (client: PayrollClient, companyId: string, query: PageQuery = {}) =>
  payrollQuery(queryKeys.locationList(companyId, query), (call) =>
    listLocations(client, companyId, query, call),
  );

/**
 * Every active location of a company, read page by page (past 100): what a work address may be
 * set to. Inactive locations (deleted, kept for history, contract.md#locations) are never offered.
 *
 * @example
 * const offices = await queryClient.ensureQueryData(locationQueries.active(client, companyId));
 */
export const active = (client: PayrollClient, companyId: string) =>
  payrollQuery(queryKeys.activeLocations(companyId), async (call) => {
    const found: Location[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const result = await listLocations(client, companyId, { page, per: MAX_PER_PAGE }, call);
      found.push(...result.items.filter((location) => location.active !== false));
      pages = result.totalPages;
    }
    return found;
  });

/**
 * One location.
 *
 * @example
 * const location = await queryClient.ensureQueryData(locationQueries.detail(client, locationId));
 */
export const detail = (client: PayrollClient, locationId: string) =>
  payrollRead(queryKeys.location(locationId), (call) => getLocation(client, locationId, call));

/**
 * Minimum wages that apply at a location (on a date, else today).
 *
 * @example
 * await queryClient.prefetchQuery(locationQueries.minimumWages(client, locationId));
 */
export const minimumWages = (client: PayrollClient, locationId: string, effectiveDate?: string) =>
  payrollRead(queryKeys.minimumWages(locationId, effectiveDate), (call) =>
    listMinimumWages(client, locationId, { effectiveDate }, call),
  );
