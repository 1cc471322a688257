import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as payrollDigestQueries from './queryOptions';

/**
 * The partner's companies with their next payroll per pay schedule, the day each must run by,
 * totals once calculated and what blocks them (`results`), and the companies the service left out
 * (`exclusions`; through the proxy, any company not the session's is `not_found`).
 *
 * @example
 * const companies = usePayrollDigest(['c-1', 'c-2']).data?.results ?? [];
 */
export function usePayrollDigest(companyUuids: readonly string[]) {
  return useQuery({
    ...payrollDigestQueries.digest(usePayrollClient(), companyUuids),
    enabled: companyUuids.length > 0,
  });
}
