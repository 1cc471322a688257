/**
 * `informationRequestQueries`: a company's information requests as TanStack Query options (key
 * and fetch paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a
 * router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { listInformationRequests } from '../../api/informationRequests/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * The company's information requests, every status.
 *
 * @example
 * await queryClient.prefetchQuery(informationRequestQueries.list(client, companyId));
 */
export const list = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.informationRequests(companyId), (call) =>
    listInformationRequests(client, companyId, call),
  );
