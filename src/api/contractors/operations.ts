import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page } from '../pagination';
import { formatSortBy, type SortClause } from '../sortBy';
import type { CallOptions, CreateOptions, DateString, VersionedDelta } from '../common';
import type {
  Contractor,
  ContractorAddress,
  ContractorAddressBody,
  ContractorBody,
  ContractorListQuery,
  ContractorOnboardingStatus,
  ContractorOnboardingStatusName,
} from './types';

/**
 * One page of a company's contractors, searched by name or email and filtered by status.
 *
 * @example
 * const { items } = await listContractors(client, companyId, { searchTerm: 'johnson', sortBy: 'name' });
 */
export async function listContractors(
  client: PayrollClient,
  companyId: string,
  query: ContractorListQuery & {
    sortBy?: SortClause<'name' | 'created_at' | 'type' | 'onboarding_status'>;
  } = {},
  options: CallOptions = {},
): Promise<Page<Contractor>> {
  return readPage(
    await client.request<Contractor[]>(endpoints.listContractors, {
      params: { company_id: companyId },
      query: {
        search_term: query.searchTerm,
        onboarded: query.onboarded,
        terminated: query.terminated,
        page: query.page,
        per: query.per,
        sort_by: formatSortBy(query.sortBy),
      },
      ...options,
    }),
    query,
  );
}

/**
 * Add a contractor (201). The service makes their W-9 at once.
 *
 * @example
 * await createContractor(client, companyId, { wage_type: 'Fixed', start_date: '2026-06-01', type: 'Business', business_name: 'Hamilton Rigging LLC' }, { idempotencyKey });
 */
export function createContractor(
  client: PayrollClient,
  companyId: string,
  body: ContractorBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Contractor>> {
  return client.request<Contractor>(endpoints.createContractor, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Read one contractor.
 *
 * @example
 * const { data: contractor } = await getContractor(client, contractorId);
 */
export function getContractor(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Contractor>> {
  return client.request<Contractor>(endpoints.getContractor, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * Update a contractor: `version` plus the changed fields.
 *
 * @example
 * await updateContractor(client, contractorId, { version: contractor.version, hourly_rate: '45.00' });
 */
export function updateContractor(
  client: PayrollClient,
  contractorId: string,
  body: VersionedDelta<ContractorBody>,
  options: CallOptions = {},
): Promise<ApiResponse<Contractor>> {
  return client.request<Contractor>(endpoints.updateContractor, {
    params: { contractor_id: contractorId },
    body,
    ...options,
  });
}

/**
 * Delete a contractor who was never paid (one with payments: 422; dismiss them instead).
 *
 * @example
 * await deleteContractor(client, contractorId);
 */
export function deleteContractor(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteContractor, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * A contractor's onboarding status and steps.
 *
 * @example
 * const { data } = await getContractorOnboardingStatus(client, contractorId); // data.onboarding_steps
 */
export function getContractorOnboardingStatus(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorOnboardingStatus>> {
  return client.request<ContractorOnboardingStatus>(endpoints.getContractorOnboardingStatus, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * Move a contractor's onboarding: invite to self-onboard, cancel that, review, or finish. A move
 * the service does not allow is a 422 on `onboarding_status`.
 *
 * @example
 * await updateContractorOnboardingStatus(client, contractorId, 'self_onboarding_invited');
 */
export function updateContractorOnboardingStatus(
  client: PayrollClient,
  contractorId: string,
  status: ContractorOnboardingStatusName,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorOnboardingStatus>> {
  return client.request<ContractorOnboardingStatus>(endpoints.updateContractorOnboardingStatus, {
    params: { contractor_id: contractorId },
    body: { onboarding_status: status },
    ...options,
  });
}

/**
 * A contractor's address (one each).
 *
 * @example
 * const { data: address } = await getContractorAddress(client, contractorId);
 */
export function getContractorAddress(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorAddress>> {
  return client.request<ContractorAddress>(endpoints.getContractorAddress, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * Replace a contractor's address: `version` and every field.
 *
 * @example
 * await updateContractorAddress(client, contractorId, { version: address.version, street_1: '300 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });
 */
export function updateContractorAddress(
  client: PayrollClient,
  contractorId: string,
  body: { version: string } & ContractorAddressBody,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorAddress>> {
  return client.request<ContractorAddress>(endpoints.updateContractorAddress, {
    params: { contractor_id: contractorId },
    body,
    ...options,
  });
}

/**
 * Dismiss a contractor on `endDate` (past or future); 204.
 *
 * @example
 * await dismissContractor(client, contractorId, '2026-06-30');
 */
export function dismissContractor(
  client: PayrollClient,
  contractorId: string,
  endDate: DateString,
  options: CreateOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.dismissContractor, {
    params: { contractor_id: contractorId },
    body: { end_date: endDate },
    ...options,
  });
}

/**
 * Cancel a dismissal: a future one any time before, a past one within two days.
 *
 * @example
 * await cancelContractorDismissal(client, contractorId);
 */
export function cancelContractorDismissal(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.cancelContractorDismissal, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * Rehire a dismissed contractor from `startDate`; 204.
 *
 * @example
 * await rehireContractor(client, contractorId, '2026-09-01');
 */
export function rehireContractor(
  client: PayrollClient,
  contractorId: string,
  startDate: DateString,
  options: CreateOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.rehireContractor, {
    params: { contractor_id: contractorId },
    body: { start_date: startDate },
    ...options,
  });
}

/**
 * Cancel a rehire, by the dismissal's two-day rule.
 *
 * @example
 * await cancelContractorRehire(client, contractorId);
 */
export function cancelContractorRehire(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.cancelContractorRehire, {
    params: { contractor_id: contractorId },
    ...options,
  });
}
