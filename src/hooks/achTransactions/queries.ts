import { useQuery } from '@tanstack/react-query';
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
