import type { QueryKey } from '@tanstack/react-query';

const root = 'payroll-kit' as const;

/**
 * Query keys of every cached read. Lists and records live under separate branches so a
 * mutation can invalidate exactly what it changed (see `invalidation.ts`): saving one employee
 * refreshes that employee and the company's lists, not every employee's addresses.
 *
 * @example
 * queryClient.getQueryData(payrollKeys.employee(employeeId));
 */
export const payrollKeys = {
  all: [root] as const,
  tokenInfo: () => [root, 'token_info'] as const,

  employeeLists: (companyId: string) => [root, 'company', companyId, 'employees'] as const,
  employeeList: (companyId: string, query: unknown) =>
    [root, 'company', companyId, 'employees', query] as const,
  employee: (employeeId: string) => [root, 'employee', employeeId] as const,
  /** A sub-resource of one employee, e.g. `'home_addresses'`, `'federal_taxes'`. */
  employeePart: (employeeId: string, part: EmployeePart) =>
    [root, 'employee-part', employeeId, part] as const,
  employeeForm: (employeeId: string, formId: string, pdf = false) =>
    [root, 'employee-part', employeeId, 'forms', formId, pdf ? 'pdf' : 'form'] as const,

  jobCompensations: (jobId: string) => [root, 'job', jobId, 'compensations'] as const,

  locations: (companyId: string) => [root, 'company', companyId, 'locations'] as const,
  locationList: (companyId: string, query: unknown) =>
    [root, 'company', companyId, 'locations', query] as const,
  location: (locationId: string) => [root, 'location', locationId] as const,
  minimumWages: (locationId: string, effectiveDate?: string) =>
    [root, 'location', locationId, 'minimum_wages', effectiveDate ?? null] as const,

  paySchedules: (companyId: string) => [root, 'company', companyId, 'pay_schedules'] as const,
  paySchedule: (companyId: string, payScheduleId: string) =>
    [root, 'company', companyId, 'pay_schedules', 'detail', payScheduleId] as const,
  paySchedulePreview: (companyId: string, query: unknown) =>
    [root, 'company', companyId, 'pay_schedule_preview', query] as const,
  payScheduleAssignments: (companyId: string) =>
    [root, 'company', companyId, 'pay_schedule_assignments'] as const,
  /** Under the schedules: a schedule write (update, assign) changes the periods and their payrolls. */
  payPeriods: (companyId: string, query: unknown) =>
    [root, 'company', companyId, 'pay_schedules', 'pay_periods', query] as const,

  timeOffPolicies: (companyId: string) => [root, 'company', companyId, 'time_off_policies'] as const,
  timeOffPolicy: (policyId: string) => [root, 'time_off_policy', policyId] as const,
  timeOffRequests: (companyId: string) => [root, 'company', companyId, 'time_off_requests'] as const,
  timeOffRequestList: (companyId: string, query: unknown) =>
    [root, 'company', companyId, 'time_off_requests', query] as const,
  timeOffRequest: (requestId: string) => [root, 'time_off_request', requestId] as const,

  // Payroll runs: see `payroll/payrollKeys.ts` (status, summary and row pages kept apart).
} satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;

/**
 * Sub-resources cached per employee.
 *
 * @example
 * payrollKeys.employeePart(id, 'state_taxes');
 */
export type EmployeePart =
  | 'home_addresses'
  | 'work_addresses'
  | 'jobs'
  | 'federal_taxes'
  | 'state_taxes'
  | 'payment_method'
  | 'bank_accounts'
  | 'onboarding_status'
  | 'forms';
