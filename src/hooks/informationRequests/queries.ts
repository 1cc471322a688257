import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as informationRequestQueries from './queryOptions';

/**
 * The company's information requests, every status (a page hides the approved ones; only those
 * `pending_response` can be answered).
 *
 * @example
 * const open = (useInformationRequests(companyId).data ?? []).filter((r) => r.status !== 'approved');
 */
export function useInformationRequests(companyId: string) {
  return useQuery({
    ...informationRequestQueries.list(usePayrollClient(), companyId),
    enabled: Boolean(companyId),
  });
}
