import { endpoint } from '../endpointRow';

// Supported benefit types and a company's benefits (UPSTREAM-2 K.2)
export const listSupportedBenefits = endpoint('GET', '/v1/benefits');
export const getSupportedBenefit = endpoint('GET', '/v1/benefits/{benefit_id}');
export const listCompanyBenefits = endpoint('GET', '/v1/companies/{company_id}/company_benefits');
export const createCompanyBenefit = endpoint('POST', '/v1/companies/{company_id}/company_benefits');
export const getCompanyBenefit = endpoint('GET', '/v1/company_benefits/{company_benefit_id}');
export const updateCompanyBenefit = endpoint('PUT', '/v1/company_benefits/{company_benefit_id}');
export const deleteCompanyBenefit = endpoint('DELETE', '/v1/company_benefits/{company_benefit_id}');
export const getContributionExclusions = endpoint(
  'GET',
  '/v1/company_benefits/{company_benefit_id}/contribution_exclusions',
);
export const updateContributionExclusions = endpoint(
  'PUT',
  '/v1/company_benefits/{company_benefit_id}/contribution_exclusions',
);
