import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/** Jobs and compensations show on the employee record too. */
export const jobs = (queryClient: QueryClient, employeeId: string, jobId?: string) =>
  refresh(queryClient, [
    queryKeys.employeePart(employeeId, 'jobs'),
    queryKeys.employee(employeeId),
    queryKeys.employeePart(employeeId, 'onboarding_status'),
    ...(jobId ? [queryKeys.jobCompensations(jobId)] : []),
  ]);
