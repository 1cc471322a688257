import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * After a company's departments or their people change: the departments (each department's own
 * entry is under the list's key), and the company's employees, whose records name their department.
 */
export const department = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.departments(companyId), queryKeys.employeeLists(companyId)]);
