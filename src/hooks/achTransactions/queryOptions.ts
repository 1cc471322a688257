/**
 * `achTransactionQueries`: a company's ACH transactions as TanStack Query options (key and fetch
 * paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router
 * loader.
 *
 * @module
 */
import { listAchTransactions } from '../../api/achTransactions/operations';
import type { AchTransactionQuery } from '../../api/achTransactions/types';
import type { PayrollClient } from '../../api/client';
import { payrollQuery } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of the company's ACH transactions, filtered.
 *
 * @example
 * await queryClient.prefetchQuery(achTransactionQueries.list(client, companyId, { payroll_uuid }));
 */
export const list = (client: PayrollClient, companyId: string, query: AchTransactionQuery = {}) =>
  payrollQuery(queryKeys.achTransactionList(companyId, query), (call) =>
    listAchTransactions(client, companyId, query, call),
  );
