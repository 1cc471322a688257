import { endpoint } from '../endpointRow';

// Company onboarding (UPSTREAM-2 H). Creating a company, its tokens and approval take the system token and are the partner's
// server's (DECISIONS 49), never the proxy's, so they are not rows here.
export const getCompany = endpoint('GET', '/v1/companies/{company_id}');
export const updateCompany = endpoint('PUT', '/v1/companies/{company_id}');
export const getCompanyOnboardingStatus = endpoint('GET', '/v1/companies/{company_id}/onboarding_status');
export const finishCompanyOnboarding = endpoint('PUT', '/v1/companies/{company_id}/finish_onboarding');
export const getFederalTaxDetails = endpoint('GET', '/v1/companies/{company_id}/federal_tax_details');
export const updateFederalTaxDetails = endpoint('PUT', '/v1/companies/{company_id}/federal_tax_details');
export const getIndustrySelection = endpoint('GET', '/v1/companies/{company_id}/industry_selection');
export const updateIndustrySelection = endpoint('PUT', '/v1/companies/{company_id}/industry_selection');
export const listCompanyBankAccounts = endpoint('GET', '/v1/companies/{company_id}/bank_accounts');
export const createCompanyBankAccount = endpoint('POST', '/v1/companies/{company_id}/bank_accounts');
export const deleteCompanyBankAccount = endpoint(
  'DELETE',
  '/v1/companies/{company_id}/bank_accounts/{bank_account_id}',
);
export const sendCompanyBankTestDeposits = endpoint(
  'POST',
  '/v1/companies/{company_id}/bank_accounts/{bank_account_id}/send_test_deposits',
);
export const verifyCompanyBankAccount = endpoint(
  'PUT',
  '/v1/companies/{company_id}/bank_accounts/{bank_account_id}/verify',
);
export const listSignatories = endpoint('GET', '/v1/companies/{company_id}/signatories');
export const createSignatory = endpoint('POST', '/v1/companies/{company_id}/signatories');
export const inviteSignatory = endpoint('POST', '/v1/companies/{company_id}/signatories/invite');
export const updateSignatory = endpoint('PUT', '/v1/companies/{company_id}/signatories/{signatory_id}');
export const deleteSignatory = endpoint('DELETE', '/v1/companies/{company_id}/signatories/{signatory_id}');
export const listCompanyForms = endpoint('GET', '/v1/companies/{company_id}/forms');
export const getCompanyForm = endpoint('GET', '/v1/forms/{form_id}');
export const getCompanyFormPdf = endpoint('GET', '/v1/forms/{form_id}/pdf');
export const signCompanyForm = endpoint('PUT', '/v1/forms/{form_id}/sign');
export const listStateTaxRequirements = endpoint('GET', '/v1/companies/{company_id}/tax_requirements');
export const getStateTaxRequirements = endpoint('GET', '/v1/companies/{company_id}/tax_requirements/{state}');
export const updateStateTaxRequirements = endpoint(
  'PUT',
  '/v1/companies/{company_id}/tax_requirements/{state}',
);
export const getPaymentConfigs = endpoint('GET', '/v1/companies/{company_id}/payment_configs');
export const updatePaymentConfigs = endpoint('PUT', '/v1/companies/{company_id}/payment_configs');
