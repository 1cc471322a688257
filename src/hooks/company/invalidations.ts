import type { QueryClient, QueryKey } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * A company onboarding record changed (`record`: its own key): the onboarding status, the company,
 * its forms (they appear once their prerequisites hold) and the payroll blockers follow from it.
 */
export const companyOnboarding = (queryClient: QueryClient, companyId: string, records: QueryKey[] = []) =>
  refresh(queryClient, [
    ...records,
    queryKeys.companyOnboarding(companyId),
    queryKeys.payrollBlockers(companyId),
  ]);
