import { root } from '../queryKeyRoot';

export const timeOffPolicies = (companyId: string) =>
  [root, 'company', companyId, 'time_off_policies'] as const;
export const timeOffPolicy = (policyId: string) => [root, 'time_off_policy', policyId] as const;
export const timeOffRequests = (companyId: string) =>
  [root, 'company', companyId, 'time_off_requests'] as const;
export const timeOffRequestList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'time_off_requests', query] as const;
export const timeOffRequest = (requestId: string) => [root, 'time_off_request', requestId] as const;
/** Balances, activities, previews and holiday pay of a company: a time off write refreshes them together. */
export const timeOff = (companyId: string) => [root, 'company', companyId, 'time_off'] as const;
export const timeOffPolicyPage = (companyId: string, query: unknown) =>
  [...timeOffPolicies(companyId), 'page', query] as const;
export const allTimeOffPolicies = (companyId: string) => [...timeOffPolicies(companyId), 'all'] as const;
export const timeOffBalances = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'time_off', 'balances', query] as const;
export const timeOffActivities = (companyId: string, employeeId: string, query: unknown) =>
  [root, 'company', companyId, 'time_off', 'activities', employeeId, query] as const;
export const timeOffPreview = (companyId: string, body: unknown) =>
  [root, 'company', companyId, 'time_off', 'preview', body] as const;
export const holidayPayPolicy = (companyId: string) =>
  [root, 'company', companyId, 'time_off', 'holiday_pay_policy'] as const;
export const paidHolidays = (companyId: string, year: number | undefined) =>
  [root, 'company', companyId, 'time_off', 'paid_holidays', year ?? 'next'] as const;
