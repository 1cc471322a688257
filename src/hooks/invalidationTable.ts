import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { payrollRunKeys } from './payroll/payrollKeys';
import * as payrollKeys from './queryKeyTable';

/** Refresh the listed keys (prefix match), nothing else. */
function refresh(queryClient: QueryClient, keys: QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/*
 * The entries of {@link invalidateAfter}, one export each, so that a hook imports just the writes it
 * makes and a page bundles the invalidations of the flows it renders. Hooks read them as
 * `import * as invalidateAfter from './invalidationTable'`, which bundlers tree-shake member by member.
 */

/** An employee was created, updated or deleted. */
export const employee = (queryClient: QueryClient, companyId: string | undefined, employeeId?: string) =>
  refresh(queryClient, [
    ...(companyId ? [payrollKeys.employeeLists(companyId)] : []),
    ...(employeeId ? [payrollKeys.employeePart(employeeId, 'onboarding_status')] : []),
  ]);

/** A sub-resource of one employee changed. */
export const employeePart = (
  queryClient: QueryClient,
  employeeId: string,
  part: Parameters<typeof payrollKeys.employeePart>[1],
  extra: QueryKey[] = [],
) =>
  refresh(queryClient, [
    payrollKeys.employeePart(employeeId, part),
    payrollKeys.employeePart(employeeId, 'onboarding_status'),
    ...extra,
  ]);

/** Jobs and compensations show on the employee record too. */
export const jobs = (queryClient: QueryClient, employeeId: string, jobId?: string) =>
  refresh(queryClient, [
    payrollKeys.employeePart(employeeId, 'jobs'),
    payrollKeys.employee(employeeId),
    payrollKeys.employeePart(employeeId, 'onboarding_status'),
    ...(jobId ? [payrollKeys.jobCompensations(jobId)] : []),
  ]);

export const location = (queryClient: QueryClient, companyId: string, locationId?: string) =>
  refresh(queryClient, [
    payrollKeys.locations(companyId),
    ...(locationId ? [payrollKeys.location(locationId)] : []),
  ]);

/** A schedule change deletes unprocessed future payrolls (UPSTREAM C). */
export const paySchedule = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [
    payrollKeys.paySchedules(companyId),
    payrollKeys.payScheduleAssignments(companyId),
    payrollRunKeys.all(companyId),
  ]);

export const timeOffPolicy = (queryClient: QueryClient, companyId: string, policyId?: string) =>
  refresh(queryClient, [
    payrollKeys.timeOffPolicies(companyId),
    ...(policyId ? [payrollKeys.timeOffPolicy(policyId)] : []),
  ]);

export const timeOffRequest = (queryClient: QueryClient, companyId: string, requestId?: string) =>
  refresh(queryClient, [
    payrollKeys.timeOffRequests(companyId),
    payrollKeys.timeOffPolicies(companyId),
    ...(requestId ? [payrollKeys.timeOffRequest(requestId)] : []),
  ]);

/** Lists, blockers and every read of the payroll (status, summary, rows). */
export const payroll = (queryClient: QueryClient, companyId: string, _payrollId?: string) =>
  refresh(queryClient, [payrollRunKeys.all(companyId)]);
