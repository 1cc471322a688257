/**
 * `reimbursementQueries`: an employee's recurring reimbursements as TanStack Query options (key
 * and fetch paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a
 * router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import type { PageQuery } from '../../api/pagination';
import { getRecurringReimbursement, listRecurringReimbursements } from '../../api/reimbursements/operations';
import { payrollQuery, payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of an employee's recurring reimbursements.
 *
 * @example
 * await queryClient.prefetchQuery(reimbursementQueries.list(client, employeeId));
 */
export const list = (client: PayrollClient, employeeId: string, query: PageQuery = {}) =>
  payrollQuery(queryKeys.recurringReimbursementList(employeeId, query), (call) =>
    listRecurringReimbursements(client, employeeId, query, call),
  );

/**
 * One recurring reimbursement.
 *
 * @example
 * await queryClient.prefetchQuery(reimbursementQueries.detail(client, employeeId, reimbursementId));
 */
export const detail = (client: PayrollClient, employeeId: string, reimbursementId: string) =>
  payrollRead(queryKeys.recurringReimbursement(employeeId, reimbursementId), (call) =>
    getRecurringReimbursement(client, reimbursementId, call),
  );
