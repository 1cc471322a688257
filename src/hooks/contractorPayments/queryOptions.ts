/**
 * `contractorPaymentQueries`: a company's contractor payments as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery, payrollRead } from '../payrollQuery';
import {
  getContractorPaymentGroup,
  getContractorPaymentReceipt,
  listContractorPaymentGroups,
  listContractorPayments,
} from '../../api/contractorPayments/operations';
import type { PageQuery } from '../../api/pagination';
import type { ContractorPaymentDateRange } from '../../api/contractorPayments/types';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of a company's payment groups by check date (six months back to today unless given),
 * each with its status (Funded / Unfunded) and totals.
 *
 * @example
 * await queryClient.prefetchQuery(contractorPaymentQueries.groups(client, companyId, query));
 */
export const groups = (
  client: PayrollClient,
  companyId: string,
  query: Partial<ContractorPaymentDateRange> & PageQuery = {},
) =>
  payrollQuery(queryKeys.contractorPaymentGroups(companyId, query), (call) =>
    listContractorPaymentGroups(client, companyId, query, call),
  );

/**
 * One payment group with its payments.
 *
 * @example
 * await queryClient.prefetchQuery(contractorPaymentQueries.group(client, companyId, groupId));
 */
export const group = (client: PayrollClient, companyId: string, groupId: string) =>
  payrollRead(queryKeys.contractorPaymentGroup(companyId, groupId), (call) =>
    getContractorPaymentGroup(client, groupId, call),
  );

/**
 * A company's contractor payments in a date range, by contractor, with totals (optionally one
 * contractor's).
 *
 * @example
 * await queryClient.prefetchQuery(contractorPaymentQueries.history(client, companyId, query));
 */
export const history = (
  client: PayrollClient,
  companyId: string,
  query: ContractorPaymentDateRange & { contractorId?: string },
) =>
  payrollRead(queryKeys.contractorPaymentHistory(companyId, query), (call) =>
    listContractorPayments(client, companyId, query, call),
  );

/**
 * The receipt of a funded Direct Deposit payment (the service has none before: a 404).
 *
 * @example
 * await queryClient.prefetchQuery(contractorPaymentQueries.receipt(client, companyId, paymentId));
 */
export const receipt = (client: PayrollClient, companyId: string, paymentId: string) =>
  payrollRead(queryKeys.contractorPaymentReceipt(companyId, paymentId), (call) =>
    getContractorPaymentReceipt(client, paymentId, call),
  );
