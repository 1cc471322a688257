import { root } from '../queryKeyRoot';

/*
 * Payroll runs. A payroll's status (what polling reads), its summary (totals, blockers) and its
 * pages of rows are separate entries under one payroll prefix, so a poll of a calculating payroll
 * never refetches 5,000 rows and a saved row never refetches the status. Everything lives under the
 * company's `payrolls` branch, so a pay-schedule change refreshes it all (a schedule change deletes
 * unprocessed payrolls).
 */

/** Every payroll read of a company (lists, blockers, payrolls). */
export const payrolls = (companyId: string) => [root, 'company', companyId, 'payrolls'] as const;
export const payrollLists = (companyId: string) => [root, 'company', companyId, 'payrolls', 'list'] as const;
export const payrollList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'payrolls', 'list', query] as const;
export const payrollBlockers = (companyId: string) =>
  [root, 'company', companyId, 'payrolls', 'blockers'] as const;
/** Every read of one payroll: status, summary and rows. */
export const payroll = (companyId: string, payrollId: string) =>
  [root, 'company', companyId, 'payrolls', 'detail', payrollId] as const;
/** Status only (processing_request, calculated_at, processed, payroll_status_meta): what polls. */
export const payrollStatus = (companyId: string, payrollId: string) =>
  [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'status'] as const;
/** Totals, taxes, submission and credit blockers, payment speed: what review and submit read. */
export const payrollSummary = (companyId: string, payrollId: string) =>
  [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'summary'] as const;
/** Every page of rows of one payroll. */
export const payrollRows = (companyId: string, payrollId: string) =>
  [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'rows'] as const;
export const payrollRowPage = (companyId: string, payrollId: string, query: unknown) =>
  [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'rows', query] as const;
/** What the editor knows of each employee's pay (salaried or hourly, rates), for a period's last day. */
export const payFacts = (companyId: string, periodEnd?: string) =>
  [...payrolls(companyId), 'pay-facts', ...(periodEnd === undefined ? [] : [periodEnd])] as const;
export const payrollReceipt = (payrollId: string) => [root, 'payroll-receipt', payrollId] as const;
