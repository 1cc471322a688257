import { useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../../api/pagination';
import { usePayrollClient } from '../PayrollClientProvider';
import * as reimbursementQueries from './queryOptions';

/**
 * One page of an employee's recurring reimbursements (the active ones).
 *
 * @example
 * const monthly = useRecurringReimbursements(employeeId).data?.items ?? [];
 */
export function useRecurringReimbursements(employeeId: string, query: PageQuery = {}) {
  return useQuery({
    ...reimbursementQueries.list(usePayrollClient(), employeeId, query),
    enabled: Boolean(employeeId),
  });
}

/**
 * One recurring reimbursement.
 *
 * @example
 * const { data: reimbursement } = useRecurringReimbursement(employeeId, reimbursementId);
 */
export function useRecurringReimbursement(employeeId: string, reimbursementId: string | undefined) {
  return useQuery({
    ...reimbursementQueries.detail(usePayrollClient(), employeeId, reimbursementId ?? ''),
    enabled: Boolean(reimbursementId),
  });
}
