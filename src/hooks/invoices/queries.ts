import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as invoiceQueries from './queryOptions';

/**
 * A month's invoice lines (`YYYY-MM`): each of the partner's companies invoiced for it with its
 * active employees and contractors. Through the proxy the answer holds the session's companies
 * only.
 *
 * @example
 * const lines = useInvoice('2026-06').data?.active_companies ?? [];
 */
export function useInvoice(invoicePeriod: string, companyUuids?: readonly string[]) {
  return useQuery({
    ...invoiceQueries.month(usePayrollClient(), invoicePeriod, companyUuids),
    enabled: /^\d{4}-\d{2}$/.test(invoicePeriod),
  });
}
