import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getContractor,
  getContractorAddress,
  getContractorOnboardingStatus,
  listContractors,
} from '../../api/contractors/operations';
import type { SortClause } from '../../api/sortBy';
import type { ContractorListQuery } from '../../api/contractors/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of a company's contractors (search, status filters, sort); the previous page stays on
 * screen while the next one loads.
 *
 * @example
 * const { data } = useContractors(companyId, { searchTerm: 'johnson', sortBy: 'name', page: 1, per: 25 });
 * data?.items.map((c) => c.uuid);
 */
export function useContractors(
  companyId: string,
  query: ContractorListQuery & {
    sortBy?: SortClause<'name' | 'created_at' | 'type' | 'onboarding_status'>;
  } = {},
) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorList(companyId, query),
    queryFn: ({ signal }) => listContractors(client, companyId, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One contractor.
 *
 * @example
 * const { data: contractor } = useContractor(contractorId);
 */
export function useContractor(contractorId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractor(contractorId),
    queryFn: async ({ signal }) => (await getContractor(client, contractorId, { signal })).data,
    enabled: contractorId !== '',
  });
}

/**
 * A contractor's onboarding status and steps (each `completed` from what is on file).
 *
 * @example
 * const { data } = useContractorOnboardingStatus(contractorId); // data.onboarding_status
 */
export function useContractorOnboardingStatus(contractorId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorPart(contractorId, 'onboarding_status'),
    queryFn: async ({ signal }) =>
      (await getContractorOnboardingStatus(client, contractorId, { signal })).data,
    enabled: contractorId !== '',
  });
}

/**
 * A contractor's address.
 *
 * @example
 * const { data: address } = useContractorAddress(contractorId);
 */
export function useContractorAddress(contractorId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.contractorPart(contractorId, 'address'),
    queryFn: async ({ signal }) => (await getContractorAddress(client, contractorId, { signal })).data,
    enabled: contractorId !== '',
  });
}
