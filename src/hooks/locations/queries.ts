import { useQuery } from '@tanstack/react-query';
import { listLocations, listMinimumWages } from '../../api/locations/operations';
import type { PageQuery } from '../../api/pagination';
import type { Location } from '../../api/locations/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * The page of locations the list and the form share (one cache entry): the service allows up to
 * 100 a page, more than a company has sites.
 *
 * @example
 * const { data } = useLocations(companyId, companyLocationsQuery);
 */
export const companyLocationsQuery = { per: 100 } as const;

/**
 * One page of a company's locations, active and inactive; `data.totalPages` drives the pager.
 *
 * @example
 * const { data } = useLocations(companyId, { page: 2, per: 100 });
 */
export function useLocations(companyId: string, query: PageQuery = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.locationList(companyId, query),
    queryFn: ({ signal }) => listLocations(client, companyId, query, { signal }),
  });
}

/** The largest page the service serves (contract.md#limits). */
const MAX_PER_PAGE = 100;

/**
 * Every active location of a company, read page by page (past 100): what a work address may be
 * set to. Inactive locations (deleted, kept for history, contract.md#locations) are never offered.
 *
 * @example
 * const { data: offices = [] } = useActiveLocations(companyId);
 */
export function useActiveLocations(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.activeLocations(companyId),
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
 * Minimum wages that apply at a location.
 *
 * @example
 * const { data } = useMinimumWages(locationId);
 */
export function useMinimumWages(locationId: string, effectiveDate?: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.minimumWages(locationId, effectiveDate),
    queryFn: async ({ signal }) =>
      (await listMinimumWages(client, locationId, { effectiveDate }, { signal })).data,
  });
}
