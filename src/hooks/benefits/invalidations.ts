import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * A company benefit was added, changed or removed, or its exclusions set: the company's benefits,
 * and its payrolls (an unprocessed payroll's calculation no longer holds).
 */
export const companyBenefit = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.companyBenefits(companyId), queryKeys.payrolls(companyId)]);
