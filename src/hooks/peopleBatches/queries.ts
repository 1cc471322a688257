import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as peopleBatchQueries from './queryOptions';

/**
 * A people batch's results, read once it is named.
 *
 * @example
 * const failed = usePeopleBatch(batchUuid).data?.results.filter((r) => r.status === 'failed') ?? [];
 */
export function usePeopleBatch(batchUuid: string | undefined) {
  return useQuery({
    ...peopleBatchQueries.batch(usePayrollClient(), batchUuid ?? ''),
    enabled: Boolean(batchUuid),
  });
}
