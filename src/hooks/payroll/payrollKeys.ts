import type { QueryKey } from '@tanstack/react-query';

const root = 'payroll-kit' as const;

/**
 * Query keys of payroll reads. A payroll's status (what polling reads), its summary (totals,
 * blockers) and its pages of rows are separate entries under one payroll prefix, so a poll of a
 * calculating payroll never refetches 5,000 rows and a saved row never refetches the status.
 * Everything lives under the company's `payrolls` branch, so a pay-schedule change refreshes it
 * all (UPSTREAM C deletes unprocessed payrolls).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: payrollRunKeys.payroll(companyId, payrollId) });
 * queryClient.getQueryData(payrollRunKeys.status(companyId, payrollId));
 */
export const payrollRunKeys = {
  /** Every payroll read of a company (lists, blockers, payrolls). */
  all: (companyId: string) => [root, 'company', companyId, 'payrolls'] as const,
  lists: (companyId: string) => [root, 'company', companyId, 'payrolls', 'list'] as const,
  list: (companyId: string, query: unknown) =>
    [root, 'company', companyId, 'payrolls', 'list', query] as const,
  blockers: (companyId: string) => [root, 'company', companyId, 'payrolls', 'blockers'] as const,
  /** Every read of one payroll: status, summary and rows. */
  payroll: (companyId: string, payrollId: string) =>
    [root, 'company', companyId, 'payrolls', 'detail', payrollId] as const,
  /** Status only (processing_request, calculated_at, processed, payroll_status_meta): what polls. */
  status: (companyId: string, payrollId: string) =>
    [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'status'] as const,
  /** Totals, taxes, submission and credit blockers, payment speed: what review and submit read. */
  summary: (companyId: string, payrollId: string) =>
    [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'summary'] as const,
  /** Every page of rows of one payroll. */
  rows: (companyId: string, payrollId: string) =>
    [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'rows'] as const,
  rowPage: (companyId: string, payrollId: string, query: unknown) =>
    [root, 'company', companyId, 'payrolls', 'detail', payrollId, 'rows', query] as const,
  receipt: (payrollId: string) => [root, 'payroll-receipt', payrollId] as const,
} satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;
