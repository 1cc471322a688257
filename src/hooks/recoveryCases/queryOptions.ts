/**
 * `recoveryCaseQueries`: a company's recovery cases as TanStack Query options (key and fetch
 * paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router
 * loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { listRecoveryCases } from '../../api/recoveryCases/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * The company's recovery cases, every status.
 *
 * @example
 * await queryClient.prefetchQuery(recoveryCaseQueries.list(client, companyId));
 */
export const list = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.recoveryCases(companyId), (call) => listRecoveryCases(client, companyId, call));
