import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/** A schedule change deletes unprocessed future payrolls (contract.md#pay-schedules). */
export const paySchedule = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [
    queryKeys.paySchedules(companyId),
    queryKeys.payScheduleAssignments(companyId),
    queryKeys.payrolls(companyId),
    queryKeys.companyOnboarding(companyId),
  ]);
