import { useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../../api/pagination';
import { usePayrollClient } from '../PayrollClientProvider';
import * as locationQueries from './queryOptions';

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
  return useQuery(locationQueries.list(usePayrollClient(), companyId, query));
}

/**
 * Every active location of a company, read page by page (past 100): what a work address may be
 * set to. Inactive locations (deleted, kept for history, contract.md#locations) are never offered.
 *
 * @example
 * const { data: offices = [] } = useActiveLocations(companyId);
 */
export function useActiveLocations(companyId: string) {
  return useQuery(locationQueries.active(usePayrollClient(), companyId));
}

/**
 * Minimum wages that apply at a location.
 *
 * @example
 * const { data } = useMinimumWages(locationId);
 */
export function useMinimumWages(locationId: string, effectiveDate?: string) {
  return useQuery(locationQueries.minimumWages(usePayrollClient(), locationId, effectiveDate));
}
