import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import type { CompanyOnboardingStatus } from '../company/types';
import * as endpoints from '../endpointTable';

/**
 * A company's onboarding status with the optional `external_payroll` step listed
 * (`additional_steps=external_payroll`): complete once the external payrolls are finalized and
 * processed, or finalized with none.
 *
 * @example
 * const { data } = await getCompanyOnboardingStatusWithPreviousPayrolls(client, companyId);
 * data.onboarding_steps.find((step) => step.id === 'external_payroll')?.completed;
 */
export function getCompanyOnboardingStatusWithPreviousPayrolls(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyOnboardingStatus>> {
  return client.request<CompanyOnboardingStatus>(endpoints.getCompanyOnboardingStatus, {
    params: { company_id: companyId },
    query: { additional_steps: 'external_payroll' },
    ...options,
  });
}
