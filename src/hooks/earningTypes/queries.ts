import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as earningTypeQueries from './queryOptions';

/**
 * A company's earning types: `data.default` (fixed: never renamed nor deactivated) and
 * `data.custom` (the company's own, active and inactive).
 *
 * @example
 * const { data } = useEarningTypes(companyId);
 * const offered = [...(data?.default ?? []), ...(data?.custom ?? []).filter((t) => t.active)];
 */
export function useEarningTypes(companyId: string) {
  return useQuery(earningTypeQueries.list(usePayrollClient(), companyId));
}
