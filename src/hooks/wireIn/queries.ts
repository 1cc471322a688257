import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as wireInQueries from './queryOptions';

/**
 * The company's wire-in requests, every status (a page shows those `awaiting_funds`).
 *
 * @example
 * const waiting = (useWireInRequests(companyId).data ?? []).filter((w) => w.status === 'awaiting_funds');
 */
export function useWireInRequests(companyId: string) {
  return useQuery({ ...wireInQueries.list(usePayrollClient(), companyId), enabled: Boolean(companyId) });
}

/**
 * One wire-in request: its instructions, amount, deadline and status.
 *
 * @example
 * const { data: wire } = useWireInRequest(companyId, wireId);
 */
export function useWireInRequest(companyId: string, wireId: string | undefined) {
  return useQuery({
    ...wireInQueries.detail(usePayrollClient(), companyId, wireId ?? ''),
    enabled: Boolean(companyId && wireId),
  });
}
