/**
 * `checkQueries`: a printable checks document as TanStack Query options (key and fetch paired
 * once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import { getPrintableChecks } from '../../api/checks/operations';
import type { PayrollClient } from '../../api/client';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * A printable checks document: its status and, once made, its PDF.
 *
 * @example
 * await queryClient.fetchQuery(checkQueries.document(client, requestId));
 */
export const document = (client: PayrollClient, requestId: string) =>
  payrollRead(queryKeys.printableChecks(requestId), (call) => getPrintableChecks(client, requestId, call));
