import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/** A garnishment was added or changed: the employee's garnishments and record. */
export const garnishment = (queryClient: QueryClient, employeeId: string) =>
  refresh(queryClient, [queryKeys.garnishments(employeeId), queryKeys.employee(employeeId)]);
