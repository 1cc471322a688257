import type { QueryClient, QueryKey } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/** The employee record itself changed (created, or its onboarding status moved). */
export const employeeRecord = (queryClient: QueryClient, employeeId: string) =>
  refresh(queryClient, [queryKeys.employee(employeeId)]);

/** An employee was created, updated or deleted. */
export const employee = (queryClient: QueryClient, companyId: string | undefined, employeeId?: string) =>
  refresh(queryClient, [
    ...(companyId ? [queryKeys.employeeLists(companyId)] : []),
    ...(employeeId ? [queryKeys.employeePart(employeeId, 'onboarding_status')] : []),
  ]);

/** A sub-resource of one employee changed. */
export const employeePart = (
  queryClient: QueryClient,
  employeeId: string,
  part: Parameters<typeof queryKeys.employeePart>[1],
  extra: QueryKey[] = [],
) =>
  refresh(queryClient, [
    queryKeys.employeePart(employeeId, part),
    queryKeys.employeePart(employeeId, 'onboarding_status'),
    ...extra,
  ]);
