import type { Endpoint } from '../endpoints';

// Company onboarding (UPSTREAM-2 H). Creating a company, its tokens and approval take the system token and are the partner's
// server's (DECISIONS 49), never the proxy's, so they are not rows here.
export const getCompany = { method: 'GET', path: '/v1/companies/{company_id}' } as const satisfies Endpoint;
export const updateCompany = {
  method: 'PUT',
  path: '/v1/companies/{company_id}',
} as const satisfies Endpoint;
export const getCompanyOnboardingStatus = {
  method: 'GET',
  path: '/v1/companies/{company_id}/onboarding_status',
} as const satisfies Endpoint;
export const finishCompanyOnboarding = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/finish_onboarding',
} as const satisfies Endpoint;
export const getFederalTaxDetails = {
  method: 'GET',
  path: '/v1/companies/{company_id}/federal_tax_details',
} as const satisfies Endpoint;
export const updateFederalTaxDetails = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/federal_tax_details',
} as const satisfies Endpoint;
export const getIndustrySelection = {
  method: 'GET',
  path: '/v1/companies/{company_id}/industry_selection',
} as const satisfies Endpoint;
export const updateIndustrySelection = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/industry_selection',
} as const satisfies Endpoint;
export const listCompanyBankAccounts = {
  method: 'GET',
  path: '/v1/companies/{company_id}/bank_accounts',
} as const satisfies Endpoint;
export const createCompanyBankAccount = {
  method: 'POST',
  path: '/v1/companies/{company_id}/bank_accounts',
} as const satisfies Endpoint;
export const deleteCompanyBankAccount = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/bank_accounts/{bank_account_id}',
} as const satisfies Endpoint;
export const sendCompanyBankTestDeposits = {
  method: 'POST',
  path: '/v1/companies/{company_id}/bank_accounts/{bank_account_id}/send_test_deposits',
} as const satisfies Endpoint;
export const verifyCompanyBankAccount = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/bank_accounts/{bank_account_id}/verify',
} as const satisfies Endpoint;
export const listSignatories = {
  method: 'GET',
  path: '/v1/companies/{company_id}/signatories',
} as const satisfies Endpoint;
export const createSignatory = {
  method: 'POST',
  path: '/v1/companies/{company_id}/signatories',
} as const satisfies Endpoint;
export const inviteSignatory = {
  method: 'POST',
  path: '/v1/companies/{company_id}/signatories/invite',
} as const satisfies Endpoint;
export const updateSignatory = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/signatories/{signatory_id}',
} as const satisfies Endpoint;
export const deleteSignatory = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/signatories/{signatory_id}',
} as const satisfies Endpoint;
export const listCompanyForms = {
  method: 'GET',
  path: '/v1/companies/{company_id}/forms',
} as const satisfies Endpoint;
export const getCompanyForm = { method: 'GET', path: '/v1/forms/{form_id}' } as const satisfies Endpoint;
export const getCompanyFormPdf = {
  method: 'GET',
  path: '/v1/forms/{form_id}/pdf',
} as const satisfies Endpoint;
export const signCompanyForm = {
  method: 'PUT',
  path: '/v1/forms/{form_id}/sign',
} as const satisfies Endpoint;
export const listStateTaxRequirements = {
  method: 'GET',
  path: '/v1/companies/{company_id}/tax_requirements',
} as const satisfies Endpoint;
export const getStateTaxRequirements = {
  method: 'GET',
  path: '/v1/companies/{company_id}/tax_requirements/{state}',
} as const satisfies Endpoint;
export const updateStateTaxRequirements = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/tax_requirements/{state}',
} as const satisfies Endpoint;
export const getPaymentConfigs = {
  method: 'GET',
  path: '/v1/companies/{company_id}/payment_configs',
} as const satisfies Endpoint;
export const updatePaymentConfigs = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payment_configs',
} as const satisfies Endpoint;
