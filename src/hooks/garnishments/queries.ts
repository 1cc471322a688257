import { useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../../api/pagination';
import { usePayrollClient } from '../PayrollClientProvider';
import * as garnishmentQueries from './queryOptions';

/**
 * One page of an employee's garnishments, active and deactivated.
 *
 * @example
 * const active = useGarnishments(employeeId).data?.items.filter((g) => g.active);
 */
export function useGarnishments(employeeId: string, query: PageQuery = {}) {
  return useQuery({
    ...garnishmentQueries.list(usePayrollClient(), employeeId, query),
    enabled: Boolean(employeeId),
  });
}

/**
 * One garnishment.
 *
 * @example
 * const { data: garnishment } = useGarnishment(employeeId, garnishmentId);
 */
export function useGarnishment(employeeId: string, garnishmentId: string | undefined) {
  return useQuery({
    ...garnishmentQueries.detail(usePayrollClient(), employeeId, garnishmentId ?? ''),
    enabled: Boolean(garnishmentId),
  });
}

/**
 * The child support agencies by state, with their counties and required order identifiers; they
 * change rarely, so they are read once a session.
 *
 * @example
 * const florida = useChildSupportAgencies().data?.find((agency) => agency.state === 'FL');
 */
export function useChildSupportAgencies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...garnishmentQueries.childSupportAgencies(usePayrollClient()),
    enabled,
  });
}
