import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../../api/pagination';
import type { ContractorPaymentDateRange } from '../../api/contractorPayments/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as contractorPaymentQueries from './queryOptions';

/**
 * One page of a company's payment groups by check date (six months back to today unless given),
 * each with its status (Funded / Unfunded) and totals.
 *
 * @example
 * const { data } = useContractorPaymentGroups(companyId, { startDate: '2026-06-01', endDate: '2026-06-30' });
 */
export function useContractorPaymentGroups(
  companyId: string,
  query: Partial<ContractorPaymentDateRange> & PageQuery = {},
) {
  return useQuery({
    ...contractorPaymentQueries.groups(usePayrollClient(), companyId, query),
    placeholderData: keepPreviousData,
  });
}

/**
 * One payment group with its payments.
 *
 * @example
 * const { data: group } = useContractorPaymentGroup(companyId, groupId); // group.status
 */
export function useContractorPaymentGroup(companyId: string, groupId: string) {
  return useQuery({
    ...contractorPaymentQueries.group(usePayrollClient(), companyId, groupId),
    enabled: groupId !== '',
  });
}

/**
 * A company's contractor payments in a date range, by contractor, with totals (optionally one
 * contractor's).
 *
 * @example
 * const { data } = useContractorPaymentHistory(companyId, { startDate: '2026-01-01', endDate: '2026-06-30' });
 */
export function useContractorPaymentHistory(
  companyId: string,
  query: ContractorPaymentDateRange & { contractorId?: string },
) {
  return useQuery({
    ...contractorPaymentQueries.history(usePayrollClient(), companyId, query),
    placeholderData: keepPreviousData,
  });
}

/**
 * The receipt of a funded Direct Deposit payment (the service has none before: a 404).
 *
 * @example
 * const { data: receipt } = useContractorPaymentReceipt(companyId, paymentId, { enabled: payment.status === 'Funded' });
 */
export function useContractorPaymentReceipt(
  companyId: string,
  paymentId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...contractorPaymentQueries.receipt(usePayrollClient(), companyId, paymentId),
    enabled: enabled && paymentId !== '',
  });
}
