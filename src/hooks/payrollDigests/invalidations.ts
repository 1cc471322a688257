import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * Payrolls of the partner's companies were cancelled: every digest (their next payrolls moved on)
 * and each company's payrolls and blockers.
 */
export const payrollsCancelled = (queryClient: QueryClient, companyUuids: readonly string[]) =>
  refresh(queryClient, [
    queryKeys.payrollDigests(),
    ...companyUuids.flatMap((companyId) => [
      queryKeys.payrolls(companyId),
      queryKeys.payrollBlockers(companyId),
    ]),
  ]);
