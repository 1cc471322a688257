import { useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../../api/pagination';
import { getPayStubPdf, listPayStubs } from '../../api/payStubs/operations';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of an employee's pay stubs, newest first: one for each processed payroll that paid them.
 *
 * @example
 * const latest = usePayStubs(employeeId).data?.items[0];
 */
export function usePayStubs(employeeId: string, query: PageQuery = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.payStubList(employeeId, query),
    queryFn: ({ signal }) => listPayStubs(client, employeeId, query, { signal }),
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.payStubPdf(payrollId, employeeId),
    queryFn: async ({ signal }) => (await getPayStubPdf(client, payrollId, employeeId, { signal })).data,
    enabled: enabled && Boolean(payrollId && employeeId),
    staleTime: Infinity,
  });
}
