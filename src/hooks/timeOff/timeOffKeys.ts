import type { QueryClient, QueryKey } from '@tanstack/react-query';
import * as payrollKeys from '../queryKeyTable';

const root = payrollKeys.all[0];

/**
 * Query keys of time off reads beyond the shared ones in `payrollKeys` (policy lists, requests):
 * balances, activities, previews and holiday pay, all under one company `time_off` branch, so a
 * time off write refreshes them together.
 *
 * @example
 * queryClient.getQueryData(timeOffKeys.balances(companyId, { employeeUuids: [id] }));
 */
export const timeOffKeys = {
  /** Balances, activities, previews and holiday pay of a company. */
  company: (companyId: string) => [root, 'company', companyId, 'time_off'] as const,
  policyPage: (companyId: string, query: unknown) =>
    [...payrollKeys.timeOffPolicies(companyId), 'page', query] as const,
  allPolicies: (companyId: string) => [...payrollKeys.timeOffPolicies(companyId), 'all'] as const,
  balances: (companyId: string, query: unknown) =>
    [root, 'company', companyId, 'time_off', 'balances', query] as const,
  activities: (companyId: string, employeeId: string, query: unknown) =>
    [root, 'company', companyId, 'time_off', 'activities', employeeId, query] as const,
  preview: (companyId: string, body: unknown) =>
    [root, 'company', companyId, 'time_off', 'preview', body] as const,
  holidayPayPolicy: (companyId: string) =>
    [root, 'company', companyId, 'time_off', 'holiday_pay_policy'] as const,
  paidHolidays: (companyId: string, year: number | undefined) =>
    [root, 'company', companyId, 'time_off', 'paid_holidays', year ?? 'next'] as const,
} satisfies Record<string, (...args: never[]) => QueryKey>;

/**
 * After any time off write: a request moves balances and previews, a balance change moves the
 * policy's version, so every time off read of the company is refreshed (they are few and small).
 *
 * @example
 * await refreshTimeOff(queryClient, companyId, { requestId: request.uuid });
 */
export function refreshTimeOff(
  queryClient: QueryClient,
  companyId: string,
  { requestId }: { requestId?: string } = {},
): Promise<void> {
  const keys: QueryKey[] = [
    payrollKeys.timeOffPolicies(companyId),
    payrollKeys.timeOffRequests(companyId),
    timeOffKeys.company(companyId),
    // Every policy record: an approval moves a balance on a policy the caller did not name.
    payrollKeys.timeOffPolicy('').slice(0, 2),
    ...(requestId ? [payrollKeys.timeOffRequest(requestId)] : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
