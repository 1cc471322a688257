import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/** A contractor payment or group was created or cancelled: history, groups and receipts. */
export const contractorPayments = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.contractorPayments(companyId)]);
