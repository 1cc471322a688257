/**
 * `payStubQueries`: an employee's pay stubs as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery, payrollRead } from '../payrollQuery';
import type { PageQuery } from '../../api/pagination';
import { getPayStubPdf, listPayStubs } from '../../api/payStubs/operations';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of an employee's pay stubs, newest first: one for each processed payroll that paid them.
 *
 * @example
 * await queryClient.prefetchQuery(payStubQueries.list(client, employeeId, query));
 */
export const list = (client: PayrollClient, employeeId: string, query: PageQuery = {}) =>
  payrollQuery(queryKeys.payStubList(employeeId, query), (call) =>
    listPayStubs(client, employeeId, query, call),
  );

/**
 * One pay stub's PDF as a Blob, read when `enabled` (on "open", not for every row of a list). A
 * processed payroll's stub never changes, so it is read once.
 *
 * @example
 * await queryClient.prefetchQuery(payStubQueries.pdf(client, payrollId, employeeId));
 */
export const pdf = (client: PayrollClient, payrollId: string, employeeId: string) =>
  payrollRead(
    queryKeys.payStubPdf(payrollId, employeeId),
    (call) => getPayStubPdf(client, payrollId, employeeId, call),
    Infinity,
  );
