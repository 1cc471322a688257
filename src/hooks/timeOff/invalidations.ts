import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

export const timeOffPolicy = (queryClient: QueryClient, companyId: string, policyId?: string) =>
  refresh(queryClient, [
    queryKeys.timeOffPolicies(companyId),
    ...(policyId ? [queryKeys.timeOffPolicy(policyId)] : []),
  ]);

export const timeOffRequest = (queryClient: QueryClient, companyId: string, requestId?: string) =>
  refresh(queryClient, [
    queryKeys.timeOffRequests(companyId),
    queryKeys.timeOffPolicies(companyId),
    ...(requestId ? [queryKeys.timeOffRequest(requestId)] : []),
  ]);

/**
 * After any time off write: a request moves balances and previews, a balance change moves the
 * policy's version, so every time off read of the company is refreshed (they are few and small).
 */
export const timeOff = (queryClient: QueryClient, companyId: string, requestId?: string) =>
  refresh(queryClient, [
    queryKeys.timeOffPolicies(companyId),
    queryKeys.timeOffRequests(companyId),
    queryKeys.timeOff(companyId),
    // Every policy record: an approval moves a balance on a policy the caller did not name.
    queryKeys.timeOffPolicy('').slice(0, 2),
    ...(requestId ? [queryKeys.timeOffRequest(requestId)] : []),
  ]);
