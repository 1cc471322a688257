/**
 * `wireInQueries`: a company's wire-in requests as TanStack Query options (key and fetch paired
 * once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { getWireInRequest, listWireInRequests } from '../../api/wireIn/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * The company's wire-in requests, every status.
 *
 * @example
 * await queryClient.prefetchQuery(wireInQueries.list(client, companyId));
 */
export const list = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.wireInRequestList(companyId), (call) => listWireInRequests(client, companyId, call));

/**
 * One wire-in request.
 *
 * @example
 * await queryClient.prefetchQuery(wireInQueries.detail(client, companyId, wireId));
 */
export const detail = (client: PayrollClient, companyId: string, wireId: string) =>
  payrollRead(queryKeys.wireInRequest(companyId, wireId), (call) => getWireInRequest(client, wireId, call));
