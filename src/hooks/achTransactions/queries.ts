import { useQueries, useQuery } from '@tanstack/react-query';
import type { AchTransactionQuery } from '../../api/achTransactions/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as achTransactionQueries from './queryOptions';

/**
 * One page of the company's ACH transactions: the money a processed payroll (`payroll_uuid`) or a
 * contractor payment (`contractor_payment_uuid`) moved, each debit and credit with its status.
 *
 * @example
 * const moved = useAchTransactions(companyId, { payroll_uuid: payroll.uuid }).data?.items ?? [];
 */
export function useAchTransactions(companyId: string, query: AchTransactionQuery = {}) {
  return useQuery({
    ...achTransactionQueries.list(usePayrollClient(), companyId, query),
    enabled: Boolean(companyId),
  });
}

/**
 * Several filtered pages of the company's ACH transactions at once, in order: the money each of a
 * contractor payment group's payments moved (one `contractor_payment_uuid` each), read together.
 *
 * @example
 * const moved = useAchTransactionPages(companyId, group.contractor_payments.map((p) => ({ contractor_payment_uuid: p.uuid })));
 */
export function useAchTransactionPages(companyId: string, queries: readonly AchTransactionQuery[]) {
  const client = usePayrollClient();
  return useQueries({
    queries: queries.map((query) => ({
      ...achTransactionQueries.list(client, companyId, query),
      enabled: Boolean(companyId),
    })),
  });
}
