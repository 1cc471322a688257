import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * A request was answered: the company's requests, its payroll blockers
 * (`pending_information_request` holds until the answers are approved) and its notifications
 * (answered, the request's is resolved).
 */
export const informationRequest = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [
    queryKeys.informationRequests(companyId),
    queryKeys.payrollBlockers(companyId),
    queryKeys.notifications(companyId),
  ]);
