import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * An external payroll or the liabilities changed, or they were finalized: the company's external
 * payrolls, its payrolls (the processed ones join the history) and its onboarding status (the
 * `external_payroll` step).
 */
export const externalPayroll = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [
    queryKeys.externalPayrolls(companyId),
    queryKeys.payrolls(companyId),
    queryKeys.companyOnboardingStatus(companyId),
  ]);
