import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortClause } from '../../api/sortBy';
import type { ContractorListQuery } from '../../api/contractors/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as contractorQueries from './queryOptions';

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
  return useQuery({
    ...contractorQueries.list(usePayrollClient(), companyId, query),
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
  return useQuery({
    ...contractorQueries.detail(usePayrollClient(), contractorId),
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
  return useQuery({
    ...contractorQueries.onboardingStatus(usePayrollClient(), contractorId),
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
  return useQuery({
    ...contractorQueries.address(usePayrollClient(), contractorId),
    enabled: contractorId !== '',
  });
}
