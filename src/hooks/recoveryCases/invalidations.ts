import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * A recovery case was redebited: the company's cases, its payroll blockers and payrolls
 * (`pending_recovery_case` holds until the case is recovered) and its ACH transactions.
 */
export const recoveryCase = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [
    queryKeys.recoveryCases(companyId),
    queryKeys.payrollBlockers(companyId),
    queryKeys.payrolls(companyId),
    queryKeys.achTransactions(companyId),
    queryKeys.notifications(companyId),
  ]);
