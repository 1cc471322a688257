/**
 * `timeSheetQueries`: a company's time sheets and its payroll syncs as TanStack Query options (key
 * and fetch paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData`.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { getPayrollSync, listTimeSheets } from '../../api/timeSheets/operations';
import type { TimeSheetQuery } from '../../api/timeSheets/types';
import { payrollQuery, payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of a company's time sheets, as the query asks.
 *
 * @example
 * await queryClient.prefetchQuery(timeSheetQueries.list(client, companyId, { status: 'pending' }));
 */
export const list = (client: PayrollClient, companyId: string, query: TimeSheetQuery = {}) =>
  payrollQuery(queryKeys.timeSheetList(companyId, query), (call) =>
    listTimeSheets(client, companyId, query, call),
  );

/**
 * A payroll sync: `completed_at` null while it runs.
 *
 * @example
 * const sync = await queryClient.fetchQuery(timeSheetQueries.sync(client, companyId, syncId));
 */
export const sync = (client: PayrollClient, companyId: string, syncId: string) =>
  payrollRead(queryKeys.payrollSync(companyId, syncId), (call) => getPayrollSync(client, syncId, call));
