import type { QueryClient, QueryKey } from '@tanstack/react-query';
import * as queryKeys from './queryKeyTable';

/** Refresh the listed keys (prefix match), nothing else. */
function refresh(queryClient: QueryClient, keys: QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/*
 * What each write (or each event the service sends) refreshes: the only module that calls
 * `invalidateQueries` (a lint rule keeps it so). The entries of {@link invalidateAfter}, one export each, so that a hook imports just the writes it
 * makes and a page bundles the invalidations of the flows it renders. Hooks read them as
 * `import * as invalidateAfter from './invalidationTable'`, which bundlers tree-shake member by member.
 */

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

/** Jobs and compensations show on the employee record too. */
export const jobs = (queryClient: QueryClient, employeeId: string, jobId?: string) =>
  refresh(queryClient, [
    queryKeys.employeePart(employeeId, 'jobs'),
    queryKeys.employee(employeeId),
    queryKeys.employeePart(employeeId, 'onboarding_status'),
    ...(jobId ? [queryKeys.jobCompensations(jobId)] : []),
  ]);

export const location = (queryClient: QueryClient, companyId: string, locationId?: string) =>
  refresh(queryClient, [
    queryKeys.locations(companyId),
    ...(locationId ? [queryKeys.location(locationId)] : []),
  ]);

/** A schedule change deletes unprocessed future payrolls (contract.md#pay-schedules). */
export const paySchedule = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [
    queryKeys.paySchedules(companyId),
    queryKeys.payScheduleAssignments(companyId),
    queryKeys.payrolls(companyId),
    queryKeys.companyOnboarding(companyId),
  ]);

export const timeOffPolicy = (queryClient: QueryClient, companyId: string, policyId?: string) =>
  refresh(queryClient, [
    queryKeys.timeOffPolicies(companyId),
    ...(policyId ? [queryKeys.timeOffPolicy(policyId)] : []),
  ]);

export const timeOffRequest = (queryClient: QueryClient, companyId: string, requestId?: string) =>
  refresh(queryClient, [
    queryKeys.timeOffRequests(companyId),
    queryKeys.timeOffPolicies(companyId),
    ...(requestId ? [queryKeys.timeOffRequest(requestId)] : []),
  ]);

/**
 * After any time off write: a request moves balances and previews, a balance change moves the
 * policy's version, so every time off read of the company is refreshed (they are few and small).
 */
export const timeOff = (queryClient: QueryClient, companyId: string, requestId?: string) =>
  refresh(queryClient, [
    queryKeys.timeOffPolicies(companyId),
    queryKeys.timeOffRequests(companyId),
    queryKeys.timeOff(companyId),
    // Every policy record: an approval moves a balance on a policy the caller did not name.
    queryKeys.timeOffPolicy('').slice(0, 2),
    ...(requestId ? [queryKeys.timeOffRequest(requestId)] : []),
  ]);

/** Lists, blockers and every read of the company's payrolls (status, summary, rows). */
export const payroll = (queryClient: QueryClient, companyId: string, _payrollId?: string) =>
  refresh(queryClient, [queryKeys.payrolls(companyId)]);

/** One payroll was prepared or updated: its status, summary and rows. */
export const payrollRecord = (queryClient: QueryClient, companyId: string, payrollId: string) =>
  refresh(queryClient, [queryKeys.payroll(companyId, payrollId)]);

/**
 * One payroll moved without its rows changing here: its status, and its summary unless only
 * `summary: false` (an update event whose totals the next calculation recomputes anyway).
 * Any saved row clears the calculation, so the editor refreshes both.
 */
export const payrollStatus = (
  queryClient: QueryClient,
  companyId: string,
  payrollId: string,
  { summary = true }: { summary?: boolean } = {},
) =>
  refresh(queryClient, [
    queryKeys.payrollStatus(companyId, payrollId),
    ...(summary ? [queryKeys.payrollSummary(companyId, payrollId)] : []),
  ]);

/** A new processing step: new totals and each employee's gross and net (summary and rows). */
export const payrollResults = (queryClient: QueryClient, companyId: string, payrollId: string) =>
  refresh(queryClient, [
    queryKeys.payrollSummary(companyId, payrollId),
    queryKeys.payrollRows(companyId, payrollId),
  ]);

/** A payroll was created or moved: the lists that show it. */
export const payrollLists = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.payrollLists(companyId)]);

/** The company changed in a way that can add or clear a payroll blocker. */
export const payrollBlockers = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.payrollBlockers(companyId)]);

/** A cancelled payroll hands its time off back: the payrolls, requests and policy balances. */
export const payrollCancelled = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [
    queryKeys.payrolls(companyId),
    queryKeys.timeOffRequests(companyId),
    queryKeys.timeOffPolicies(companyId),
  ]);

/**
 * A company onboarding record changed (`record`: its own key): the onboarding status, the company,
 * its forms (they appear once their prerequisites hold) and the payroll blockers follow from it.
 */
export const companyOnboarding = (queryClient: QueryClient, companyId: string, records: QueryKey[] = []) =>
  refresh(queryClient, [
    ...records,
    queryKeys.companyOnboarding(companyId),
    queryKeys.payrollBlockers(companyId),
  ]);

/**
 * A contractor was created, changed or removed, or one of its records was (address, payment
 * method, W-9): the service may have moved its onboarding status, which the record and the
 * lists show, so the company's lists and that contractor's every read are refreshed.
 */
export const contractor = (queryClient: QueryClient, companyId: string, contractorId?: string) =>
  refresh(queryClient, [
    queryKeys.contractors(companyId),
    ...(contractorId ? [queryKeys.contractorBranch(contractorId)] : []),
  ]);

/** A contractor payment or group was created or cancelled: history, groups and receipts. */
export const contractorPayments = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.contractorPayments(companyId)]);

/**
 * A termination or rehire was saved or withdrawn: the employee's employment and record, the
 * company's employee lists (terminated shows there), and its payrolls (who a payroll pays, the
 * dismissal pay periods, a cancelled dismissal payroll).
 */
export const employment = (queryClient: QueryClient, companyId: string, employeeId: string) =>
  refresh(queryClient, [
    queryKeys.employment(employeeId),
    queryKeys.employee(employeeId),
    queryKeys.employeeLists(companyId),
    queryKeys.payrolls(companyId),
  ]);

/** A garnishment was added or changed: the employee's garnishments and record. */
export const garnishment = (queryClient: QueryClient, employeeId: string) =>
  refresh(queryClient, [queryKeys.garnishments(employeeId), queryKeys.employee(employeeId)]);

/** A dismissal payroll was created: the periods still to pay and the payroll lists. */
export const dismissalPayroll = (queryClient: QueryClient, companyId: string) =>
  refresh(queryClient, [queryKeys.dismissalPayPeriods(companyId), queryKeys.payrollLists(companyId)]);
