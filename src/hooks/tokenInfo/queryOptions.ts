/**
 * `tokenInfoQueries`: what the token behind the proxy may do as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollRead } from '../payrollQuery';
import { getTokenInfo } from '../../api/tokenInfo/operations';
import * as queryKeys from '../queryKeyTable';

/**
 * What the token behind the proxy may do; cached for the session.
 *
 * @example
 * await queryClient.prefetchQuery(tokenInfoQueries.detail(client));
 */
export const detail = (client: PayrollClient) =>
  payrollRead(queryKeys.tokenInfo(), (call) => getTokenInfo(client, call), 5 * 60_000);
