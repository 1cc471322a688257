import { useQuery } from '@tanstack/react-query';
import {
  getGarnishment,
  listChildSupportAgencies,
  listGarnishments,
} from '../../api/garnishments/operations';
import type { PageQuery } from '../../api/pagination';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of an employee's garnishments, active and deactivated.
 *
 * @example
 * const active = useGarnishments(employeeId).data?.items.filter((g) => g.active);
 */
export function useGarnishments(employeeId: string, query: PageQuery = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.garnishmentList(employeeId, query),
    queryFn: ({ signal }) => listGarnishments(client, employeeId, query, { signal }),
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.garnishment(employeeId, garnishmentId ?? ''),
    queryFn: async ({ signal }) => (await getGarnishment(client, garnishmentId!, { signal })).data,
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.childSupportAgencies(),
    queryFn: async ({ signal }) => (await listChildSupportAgencies(client, { signal })).data,
    staleTime: Infinity,
    enabled,
  });
}
