import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * A wire was confirmed sent (or its request settled): the company's wire-in requests, and the
 * payrolls and contractor payments it funds (they wait for the wire, then proceed), and the
 * notifications (a wire no longer awaited resolves its own).
 */
export const wireInRequest = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [
    queryKeys.wireInRequests(companyId),
    queryKeys.payrolls(companyId),
    queryKeys.contractorPayments(companyId),
    queryKeys.notifications(companyId),
  ]);
