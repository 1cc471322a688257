import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getContractorPaymentGroup,
  getContractorPaymentReceipt,
  listContractorPaymentGroups,
  listContractorPayments,
} from '../../api/contractorPayments/operations';
import type { PageQuery } from '../../api/pagination';
import type { ContractorPaymentDateRange } from '../../api/contractorPayments/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorPaymentGroups(companyId, query),
    queryFn: ({ signal }) => listContractorPaymentGroups(client, companyId, query, { signal }),
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorPaymentGroup(companyId, groupId),
    queryFn: async ({ signal }) => (await getContractorPaymentGroup(client, groupId, { signal })).data,
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorPaymentHistory(companyId, query),
    queryFn: async ({ signal }) => (await listContractorPayments(client, companyId, query, { signal })).data,
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorPaymentReceipt(companyId, paymentId),
    queryFn: async ({ signal }) => (await getContractorPaymentReceipt(client, paymentId, { signal })).data,
    enabled: enabled && paymentId !== '',
  });
}
