import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions } from '../common';
import type {
  CompanyBenefit,
  CompanyBenefitBody,
  CompanyBenefitQuery,
  ContributionExclusion,
  SupportedBenefit,
} from './types';

/**
 * The benefit types the service supports, with their tax treatment (not paged).
 *
 * @example
 * const { data } = await listSupportedBenefits(client);
 */
export function listSupportedBenefits(
  client: PayrollClient,
  options: CallOptions = {},
): Promise<ApiResponse<SupportedBenefit[]>> {
  return client.request<SupportedBenefit[]>(endpoints.listSupportedBenefits, { ...options });
}

/**
 * One supported benefit type by its id.
 *
 * @example
 * const { data } = await getSupportedBenefit(client, 5);
 */
export function getSupportedBenefit(
  client: PayrollClient,
  benefitType: number,
  options: CallOptions = {},
): Promise<ApiResponse<SupportedBenefit>> {
  return client.request<SupportedBenefit>(endpoints.getSupportedBenefit, {
    params: { benefit_id: String(benefitType) },
    ...options,
  });
}

/**
 * A company's benefits (filters `active`, `enrollment_count`, `benefit_type`).
 *
 * @example
 * const { data } = await listCompanyBenefits(client, companyId, { enrollment_count: true });
 */
export function listCompanyBenefits(
  client: PayrollClient,
  companyId: string,
  query: CompanyBenefitQuery = {},
  options: CallOptions = {},
): Promise<ApiResponse<CompanyBenefit[]>> {
  return client.request<CompanyBenefit[]>(endpoints.listCompanyBenefits, {
    params: { company_id: companyId },
    query: {
      active: query.active === undefined ? undefined : String(query.active),
      enrollment_count: query.enrollment_count === undefined ? undefined : String(query.enrollment_count),
      benefit_type: query.benefit_type?.map(String),
      per: 100,
    },
    ...options,
  });
}

/**
 * Add a benefit to a company (201); an unknown `benefit_type` or a missing `description` is refused on its field.
 *
 * @example
 * await createCompanyBenefit(client, companyId, { benefit_type: 1, description: 'Kaiser Permanente' }, { idempotencyKey });
 */
export function createCompanyBenefit(
  client: PayrollClient,
  companyId: string,
  body: CompanyBenefitBody,
  options: CreateOptions = {},
): Promise<ApiResponse<CompanyBenefit>> {
  return client.request<CompanyBenefit>(endpoints.createCompanyBenefit, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Read one company benefit.
 *
 * @example
 * const { data } = await getCompanyBenefit(client, benefitId);
 */
export function getCompanyBenefit(
  client: PayrollClient,
  benefitId: string,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyBenefit>> {
  return client.request<CompanyBenefit>(endpoints.getCompanyBenefit, {
    params: { company_benefit_id: benefitId },
    ...options,
  });
}

/**
 * Edit a company benefit: `version` plus the changed fields (409 when stale; `active: false` is
 * refused on `active` while people are enrolled).
 *
 * @example
 * await updateCompanyBenefit(client, benefit.uuid, { version: benefit.version, description: 'Acme 401(k) plan' });
 */
export function updateCompanyBenefit(
  client: PayrollClient,
  benefitId: string,
  body: { version: string } & Partial<CompanyBenefitBody>,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyBenefit>> {
  return client.request<CompanyBenefit>(endpoints.updateCompanyBenefit, {
    params: { company_benefit_id: benefitId },
    body,
    ...options,
  });
}

/**
 * Delete a company benefit (204); refused (422 on `base`) once anyone enrolled or a payroll deducted it.
 *
 * @example
 * await deleteCompanyBenefit(client, benefit.uuid);
 */
export function deleteCompanyBenefit(
  client: PayrollClient,
  benefitId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteCompanyBenefit, {
    params: { company_benefit_id: benefitId },
    ...options,
  });
}

/**
 * A 401(k)'s contribution exclusions (422 for other types).
 *
 * @example
 * const { data } = await getContributionExclusions(client, benefitId);
 */
export function getContributionExclusions(
  client: PayrollClient,
  benefitId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ContributionExclusion[]>> {
  return client.request<ContributionExclusion[]>(endpoints.getContributionExclusions, {
    params: { company_benefit_id: benefitId },
    ...options,
  });
}

/**
 * Set a 401(k)'s contribution exclusions (by `contribution_uuid` or `contribution_type`).
 *
 * @example
 * await updateContributionExclusions(client, benefitId, [{ contribution_type: 'Bonus', excluded: true }]);
 */
export function updateContributionExclusions(
  client: PayrollClient,
  benefitId: string,
  exclusions: { contribution_uuid?: string; contribution_type?: string; excluded: boolean }[],
  options: CallOptions = {},
): Promise<ApiResponse<ContributionExclusion[]>> {
  return client.request<ContributionExclusion[]>(endpoints.updateContributionExclusions, {
    params: { company_benefit_id: benefitId },
    body: { contribution_exclusions: exclusions },
    ...options,
  });
}
