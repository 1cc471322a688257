import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * After an estimate is made, changed or accepted: the estimate, and its employee's jobs (an
 * accepted estimate names the job it went into).
 */
export const salaryEstimateChanged = (queryClient: QueryClient, estimateId: string, employeeId: string) =>
  refresh(queryClient, [queryKeys.salaryEstimate(estimateId), queryKeys.employeePart(employeeId, 'jobs')]);
