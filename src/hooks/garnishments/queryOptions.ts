/**
 * `garnishmentQueries`: an employee's garnishments and the child support agencies as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery, payrollRead } from '../payrollQuery';
import {
  getGarnishment,
  listChildSupportAgencies,
  listGarnishments,
} from '../../api/garnishments/operations';
import type { PageQuery } from '../../api/pagination';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of an employee's garnishments, active and deactivated.
 *
 * @example
 * await queryClient.prefetchQuery(garnishmentQueries.list(client, employeeId, query));
 */
export const list = (client: PayrollClient, employeeId: string, query: PageQuery = {}) =>
  payrollQuery(queryKeys.garnishmentList(employeeId, query), (call) =>
    listGarnishments(client, employeeId, query, call),
  );

/**
 * One garnishment.
 *
 * @example
 * await queryClient.prefetchQuery(garnishmentQueries.detail(client, employeeId, garnishmentId));
 */
export const detail = (client: PayrollClient, employeeId: string, garnishmentId: string) =>
  payrollRead(queryKeys.garnishment(employeeId, garnishmentId), (call) =>
    getGarnishment(client, garnishmentId, call),
  );

/**
 * The child support agencies by state, with their counties and required order identifiers; they
 * change rarely, so they are read once a session.
 *
 * @example
 * await queryClient.prefetchQuery(garnishmentQueries.childSupportAgencies(client));
 */
export const childSupportAgencies = (client: PayrollClient) =>
  payrollRead(queryKeys.childSupportAgencies(), (call) => listChildSupportAgencies(client, call), Infinity);
