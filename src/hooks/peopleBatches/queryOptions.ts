/**
 * `peopleBatchQueries`: a people batch's results as TanStack Query options (key and fetch paired
 * once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { getPeopleBatch } from '../../api/peopleBatches/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * A people batch's results: each item's `success` or `failed` with its fields, and the exclusions.
 *
 * @example
 * await queryClient.fetchQuery(peopleBatchQueries.batch(client, batchUuid));
 */
export const batch = (client: PayrollClient, batchUuid: string) =>
  payrollRead(queryKeys.peopleBatch(batchUuid), (call) => getPeopleBatch(client, batchUuid, call));
