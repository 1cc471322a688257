import type { EmployeePart } from './queryKeys';

/*
 * The keys of {@link payrollKeys}, one export each, so that a hook imports just the keys it uses and
 * a page bundles the keys of the flows it renders. Hooks read them as
 * `import * as payrollKeys from './queryKeyTable'`, which bundlers tree-shake member by member.
 */

const root = 'payroll-kit' as const;

export const all = [root] as const;
export const tokenInfo = () => [root, 'token_info'] as const;

export const employeeLists = (companyId: string) => [root, 'company', companyId, 'employees'] as const;
export const employeeList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'employees', query] as const;
export const employee = (employeeId: string) => [root, 'employee', employeeId] as const;
/** A sub-resource of one employee, e.g. `'home_addresses'`, `'federal_taxes'`. */
export const employeePart = (employeeId: string, part: EmployeePart) =>
  [root, 'employee-part', employeeId, part] as const;
export const employeeForm = (employeeId: string, formId: string, pdf = false) =>
  [root, 'employee-part', employeeId, 'forms', formId, pdf ? 'pdf' : 'form'] as const;

export const jobCompensations = (jobId: string) => [root, 'job', jobId, 'compensations'] as const;

export const locations = (companyId: string) => [root, 'company', companyId, 'locations'] as const;
export const locationList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'locations', query] as const;
export const location = (locationId: string) => [root, 'location', locationId] as const;
export const minimumWages = (locationId: string, effectiveDate?: string) =>
  [root, 'location', locationId, 'minimum_wages', effectiveDate ?? null] as const;

export const paySchedules = (companyId: string) => [root, 'company', companyId, 'pay_schedules'] as const;
export const paySchedule = (companyId: string, payScheduleId: string) =>
  [root, 'company', companyId, 'pay_schedules', 'detail', payScheduleId] as const;
export const paySchedulePreview = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'pay_schedule_preview', query] as const;
export const payScheduleAssignments = (companyId: string) =>
  [root, 'company', companyId, 'pay_schedule_assignments'] as const;
/** Under the schedules: a schedule write (update, assign) changes the periods and their payrolls. */
export const payPeriods = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'pay_schedules', 'pay_periods', query] as const;

export const timeOffPolicies = (companyId: string) =>
  [root, 'company', companyId, 'time_off_policies'] as const;
export const timeOffPolicy = (policyId: string) => [root, 'time_off_policy', policyId] as const;
export const timeOffRequests = (companyId: string) =>
  [root, 'company', companyId, 'time_off_requests'] as const;
export const timeOffRequestList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'time_off_requests', query] as const;
export const timeOffRequest = (requestId: string) => [root, 'time_off_request', requestId] as const;

// Payroll runs: see `payroll/payrollKeys.ts` (status, summary and row pages kept apart).
