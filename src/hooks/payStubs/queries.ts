import { useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../../api/pagination';
import { usePayrollClient } from '../PayrollClientProvider';
import * as payStubQueries from './queryOptions';

/**
 * One page of an employee's pay stubs, newest first: one for each processed payroll that paid them.
 *
 * @example
 * const latest = usePayStubs(employeeId).data?.items[0];
 */
export function usePayStubs(employeeId: string, query: PageQuery = {}) {
  return useQuery({
    ...payStubQueries.list(usePayrollClient(), employeeId, query),
    enabled: Boolean(employeeId),
  });
}

/**
 * One pay stub's PDF as a Blob, read when `enabled` (on "open", not for every row of a list). A
 * processed payroll's stub never changes, so it is read once.
 *
 * @example
 * const pdf = usePayStubPdf(stub.payroll_uuid, employeeId, { enabled: open }).data;
 * if (pdf) window.open(URL.createObjectURL(pdf));
 */
export function usePayStubPdf(
  payrollId: string,
  employeeId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...payStubQueries.pdf(usePayrollClient(), payrollId, employeeId),
    enabled: enabled && Boolean(payrollId && employeeId),
  });
}
