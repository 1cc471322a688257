import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, VersionedDelta } from '../common';
import type {
  Company,
  CompanyOnboardingStatus,
  FederalTaxDetails,
  FederalTaxDetailsBody,
  IndustrySelection,
  PaymentConfigs,
  PaymentConfigsBody,
} from './types';

/**
 * Read a company: its status with the provider's review, locations and signatory.
 *
 * @example
 * const { data: company } = await getCompany(client, companyId);
 */
export function getCompany(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Company>> {
  return client.request<Company>(endpoints.getCompany, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * A company's onboarding steps, computed from its records.
 *
 * @example
 * const { data } = await getCompanyOnboardingStatus(client, companyId);
 */
export function getCompanyOnboardingStatus(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyOnboardingStatus>> {
  return client.request<CompanyOnboardingStatus>(endpoints.getCompanyOnboardingStatus, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Finish onboarding: the company then waits for approval. A required step still open is a 422
 * on `base` whose `metadata.steps` lists the open step ids.
 *
 * @example
 * const { data } = await finishCompanyOnboarding(client, companyId); // data.onboarding_completed === true
 */
export function finishCompanyOnboarding(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyOnboardingStatus>> {
  return client.request<CompanyOnboardingStatus>(endpoints.finishCompanyOnboarding, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Read the company's federal tax details (never the EIN itself).
 *
 * @example
 * const { data } = await getFederalTaxDetails(client, companyId);
 */
export function getFederalTaxDetails(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<FederalTaxDetails>> {
  return client.request<FederalTaxDetails>(endpoints.getFederalTaxDetails, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Update the federal tax details: `version` plus the changed fields.
 *
 * @example
 * await updateFederalTaxDetails(client, companyId, { version: details.version, ein: '74-1234567' });
 */
export function updateFederalTaxDetails(
  client: PayrollClient,
  companyId: string,
  body: VersionedDelta<FederalTaxDetailsBody>,
  options: CallOptions = {},
): Promise<ApiResponse<FederalTaxDetails>> {
  return client.request<FederalTaxDetails>(endpoints.updateFederalTaxDetails, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Read the company's industry selection.
 *
 * @example
 * const { data } = await getIndustrySelection(client, companyId); // data.naics_code
 */
export function getIndustrySelection(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<IndustrySelection>> {
  return client.request<IndustrySelection>(endpoints.getIndustrySelection, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Set the company's industry; SIC codes left out are looked up from the NAICS code.
 *
 * @example
 * await updateIndustrySelection(client, companyId, { naics_code: '541511' });
 */
export function updateIndustrySelection(
  client: PayrollClient,
  companyId: string,
  body: Omit<IndustrySelection, 'company_uuid'>,
  options: CallOptions = {},
): Promise<ApiResponse<IndustrySelection>> {
  return client.request<IndustrySelection>(endpoints.updateIndustrySelection, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Read the company's payment configs.
 *
 * @example
 * const { data } = await getPaymentConfigs(client, companyId); // data.payment_speed
 */
export function getPaymentConfigs(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<PaymentConfigs>> {
  return client.request<PaymentConfigs>(endpoints.getPaymentConfigs, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Change the company's payment configs (at least one field).
 *
 * @example
 * await updatePaymentConfigs(client, companyId, { payment_speed: '2-day' });
 */
export function updatePaymentConfigs(
  client: PayrollClient,
  companyId: string,
  body: PaymentConfigsBody,
  options: CallOptions = {},
): Promise<ApiResponse<PaymentConfigs>> {
  return client.request<PaymentConfigs>(endpoints.updatePaymentConfigs, {
    params: { company_id: companyId },
    body: { payment_configs: body },
    ...options,
  });
}
