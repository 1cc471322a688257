import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAYROLL_PAGE_LIMIT } from '../../api/payroll/operations';
import type { Page } from '../../api/pagination';
import type { EmployeeCompensation, Payroll, SubmissionBlocker } from '../../api/payroll/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as payrollQueries from './queryOptions';

/**
 * Options of {@link usePayrollReview}.
 *
 * @example
 * usePayrollReview(companyId, payrollId, { page: 2, sortBy: 'last_name' });
 */
export interface PayrollReviewOptions {
  /** Page of per-employee results. Default 1. */
  page?: number;
  /** Rows a page, at most 100. Default 100. */
  per?: number;
  sortBy?: 'first_name' | 'last_name';
  /** Read only once the payroll is calculated or processed. Default true. */
  enabled?: boolean;
}

/**
 * What {@link usePayrollReview} gives: the summary and one page of each employee's results.
 *
 * @example
 * const { summary, rows } = usePayrollReview(companyId, payrollId);
 */
export interface PayrollReview {
  /** Totals, company taxes, dates, submission and credit blockers, payment speed (no rows). */
  summary: Payroll | undefined;
  /** Unresolved submission blockers: each needs the admin's choice at submit. */
  submissionBlockers: SubmissionBlocker[];
  /** Each employee's gross, taxes and net (contract.md#payroll-run), one page. */
  rows: Page<EmployeeCompensation> | undefined;
  isLoading: boolean;
  error: Error | null;
}

/**
 * A payroll's summary for review and submit: totals, company taxes, check and debit dates,
 * `payroll_status_meta`, `submission_blockers`, `credit_blockers` and `payment_speed_changed`,
 * with no rows (so it stays small at 5,000 employees).
 *
 * @example
 * const { data: summary } = usePayrollRunSummary(companyId, payrollId);
 * summary?.totals?.company_debit;
 */
export function usePayrollRunSummary(
  companyId: string,
  payrollId: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...payrollQueries.summary(usePayrollClient(), companyId, payrollId),
    enabled: options.enabled ?? true,
  });
}

/**
 * The review of a calculated (or processed) payroll: the summary and each employee's gross, taxes
 * and net, a page of at most 100 at a time.
 *
 * @example
 * const review = usePayrollReview(companyId, payrollId, { enabled: phase === 'calculated' });
 * review.rows?.items.map((row) => [row.gross_pay, row.net_pay]);
 */
export function usePayrollReview(
  companyId: string,
  payrollId: string,
  options: PayrollReviewOptions = {},
): PayrollReview {
  const client = usePayrollClient();
  const enabled = options.enabled ?? true;
  const query = {
    page: options.page ?? 1,
    per: Math.min(options.per ?? PAYROLL_PAGE_LIMIT, PAYROLL_PAGE_LIMIT),
    sortBy: options.sortBy,
    include: ['taxes' as const],
  };
  const summary = usePayrollRunSummary(companyId, payrollId, { enabled });
  const rows = useQuery({
    ...payrollQueries.rows(client, companyId, payrollId, query),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    summary: summary.data,
    submissionBlockers: (summary.data?.submission_blockers ?? []).filter((b) => b.status !== 'resolved'),
    rows: rows.data,
    isLoading: summary.isLoading || rows.isLoading,
    error: summary.error ?? rows.error ?? null,
  };
}
