import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as recoveryCaseQueries from './queryOptions';

/**
 * The company's recovery cases, every status (a page shows those still owed; only `open` ones can
 * be debited again).
 *
 * @example
 * const owed = (useRecoveryCases(companyId).data ?? []).filter((c) => c.status !== 'recovered');
 */
export function useRecoveryCases(companyId: string) {
  return useQuery({
    ...recoveryCaseQueries.list(usePayrollClient(), companyId),
    enabled: Boolean(companyId),
  });
}
