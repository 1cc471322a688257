import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

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
