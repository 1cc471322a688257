import { root } from '../queryKeyRoot';

/*
 * Company onboarding. Every read whose answer an onboarding write can move (the company, its
 * onboarding status, its forms) lives under the company's `onboarding` branch, so one prefix
 * refreshes them all; the records of each step have their own keys.
 */
export const companyOnboarding = (companyId: string) => [root, 'company', companyId, 'onboarding'] as const;
export const company = (companyId: string) => [...companyOnboarding(companyId), 'company'] as const;
export const companyOnboardingStatus = (companyId: string) =>
  [...companyOnboarding(companyId), 'status'] as const;
/** The status with the optional `external_payroll` step: under the status, so its refreshes reach it. */
export const onboardingStatusWithPreviousPayrolls = (companyId: string) =>
  [...companyOnboardingStatus(companyId), 'external_payroll'] as const;
export const companyForms = (companyId: string) => [...companyOnboarding(companyId), 'forms'] as const;
export const companyFormPdf = (formId: string) => [root, 'company-form', formId, 'pdf'] as const;
export const federalTaxDetails = (companyId: string) =>
  [root, 'company', companyId, 'federal_tax_details'] as const;
export const industrySelection = (companyId: string) =>
  [root, 'company', companyId, 'industry_selection'] as const;
export const companyBankAccounts = (companyId: string) =>
  [root, 'company', companyId, 'bank_accounts'] as const;
/** The test deposits sent to the company's accounts (a mutation key: the amounts the demo answers). */
export const companyBankTestDeposits = (companyId: string) =>
  [root, 'company', companyId, 'bank_test_deposits'] as const;
export const signatories = (companyId: string) => [root, 'company', companyId, 'signatories'] as const;
/** Every state's setup, and under it each state's requirement sets. */
export const stateTaxSetups = (companyId: string) =>
  [root, 'company', companyId, 'tax_requirements'] as const;
export const stateTaxRequirements = (companyId: string, state: string) =>
  [...stateTaxSetups(companyId), state] as const;
export const paymentConfigs = (companyId: string) => [root, 'company', companyId, 'payment_configs'] as const;
