/**
 * `contractorQueries`: a company's contractors as TanStack Query options (key and fetch paired once), for `useQuery`,
 * `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery, payrollRead } from '../payrollQuery';
import {
  getContractor,
  getContractorAddress,
  getContractorOnboardingStatus,
  listContractors,
} from '../../api/contractors/operations';
import type { SortClause } from '../../api/sortBy';
import type { ContractorListQuery } from '../../api/contractors/types';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of a company's contractors (search, status filters, sort); the previous page stays on
 * screen while the next one loads.
 *
 * @example
 * await queryClient.prefetchQuery(contractorQueries.list(client, companyId, query));
 */
export const list = (
  client: PayrollClient,
  companyId: string,
  query: ContractorListQuery & {
    sortBy?: SortClause<'name' | 'created_at' | 'type' | 'onboarding_status'>;
  } = {},
) =>
  payrollQuery(queryKeys.contractorList(companyId, query), (call) =>
    listContractors(client, companyId, query, call),
  );

/**
 * One contractor.
 *
 * @example
 * await queryClient.prefetchQuery(contractorQueries.detail(client, contractorId));
 */
export const detail = (client: PayrollClient, contractorId: string) =>
  payrollRead(queryKeys.contractor(contractorId), (call) => getContractor(client, contractorId, call));

/**
 * A contractor's onboarding status and steps (each `completed` from what is on file).
 *
 * @example
 * await queryClient.prefetchQuery(contractorQueries.onboardingStatus(client, contractorId));
 */
export const onboardingStatus = (client: PayrollClient, contractorId: string) =>
  payrollRead(queryKeys.contractorPart(contractorId, 'onboarding_status'), (call) =>
    getContractorOnboardingStatus(client, contractorId, call),
  );

/**
 * A contractor's address.
 *
 * @example
 * await queryClient.prefetchQuery(contractorQueries.address(client, contractorId));
 */
export const address = (client: PayrollClient, contractorId: string) =>
  payrollRead(queryKeys.contractorPart(contractorId, 'address'), (call) =>
    getContractorAddress(client, contractorId, call),
  );
