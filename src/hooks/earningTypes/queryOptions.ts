/**
 * `earningTypeQueries`: a company's earning types as TanStack Query options (key and fetch paired
 * once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { listEarningTypes } from '../../api/earningTypes/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * A company's earning types: `{ default, custom }`, the custom ones active and inactive.
 *
 * @example
 * await queryClient.prefetchQuery(earningTypeQueries.list(client, companyId));
 */
export const list = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.earningTypes(companyId), (call) => listEarningTypes(client, companyId, call));
