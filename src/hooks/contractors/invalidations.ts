import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * A contractor was created, changed or removed, or one of its records was (address, payment
 * method, W-9): the service may have moved its onboarding status, which the record and the
 * lists show, so the company's lists and that contractor's every read are refreshed.
 */
export const contractor = (queryClient: QueryClient, companyId: string, contractorId?: string) =>
  refresh(queryClient, [
    queryKeys.contractors(companyId),
    ...(contractorId ? [queryKeys.contractorBranch(contractorId)] : []),
  ]);
