import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as companyQueries from './queryOptions';

/**
 * The company: its review status (`company_status`), locations and signatory.
 *
 * @example
 * const { data: company } = useCompany(companyId);
 */
export function useCompany(companyId: string) {
  return useQuery(companyQueries.detail(usePayrollClient(), companyId));
}

/**
 * The company's onboarding status as the service sends it; `useCompanyOnboardingStatus` reads it
 * as steps to do.
 *
 * @example
 * const { data } = useCompanyOnboardingStatusQuery(companyId); // data.onboarding_steps
 */
export function useCompanyOnboardingStatusQuery(companyId: string) {
  return useQuery(companyQueries.onboardingStatus(usePayrollClient(), companyId));
}

/**
 * The company's federal tax details (the EIN itself never comes back: `has_ein`).
 *
 * @example
 * const { data } = useFederalTaxDetails(companyId); // data.ein_verification?.status
 */
export function useFederalTaxDetails(companyId: string) {
  return useQuery(companyQueries.federalTaxDetails(usePayrollClient(), companyId));
}

/**
 * The company's industry selection (NAICS and SIC codes).
 *
 * @example
 * const { data } = useIndustrySelection(companyId); // data.naics_code
 */
export function useIndustrySelection(companyId: string) {
  return useQuery(companyQueries.industrySelection(usePayrollClient(), companyId));
}

/**
 * The company's bank accounts, with their verification status.
 *
 * @example
 * const { data: accounts = [] } = useCompanyBankAccounts(companyId);
 */
export function useCompanyBankAccounts(companyId: string) {
  return useQuery(companyQueries.bankAccounts(usePayrollClient(), companyId));
}

/**
 * The company's signatory, if it has one (the service keeps at most one).
 *
 * @example
 * const { data: signatory } = useSignatory(companyId);
 */
export function useSignatory(companyId: string) {
  return useQuery(companyQueries.signatory(usePayrollClient(), companyId));
}

/**
 * The company's forms; they appear once taxes, bank account and pay schedule are set up.
 *
 * @example
 * const toSign = (useCompanyForms(companyId).data ?? []).filter((form) => form.requires_signing);
 */
export function useCompanyForms(companyId: string) {
  return useQuery(companyQueries.forms(usePayrollClient(), companyId));
}

/**
 * Where to read a company form's PDF.
 *
 * @example
 * const url = useCompanyFormPdf(formId).data?.document_url;
 */
export function useCompanyFormPdf(formId: string) {
  return useQuery(companyQueries.formPdf(usePayrollClient(), formId));
}

/**
 * How far the tax setup is in each state where the company has a location or an employee works.
 *
 * @example
 * const pending = (useStateTaxSetups(companyId).data ?? []).filter((s) => !s.setup_complete);
 */
export function useStateTaxSetups(companyId: string) {
  return useQuery(companyQueries.stateTaxSetups(usePayrollClient(), companyId));
}

/**
 * One state's requirement sets; `useStateTaxForm` turns them into a form.
 *
 * @example
 * const { data } = useStateTaxRequirements(companyId, 'CA'); // data.requirement_sets
 */
export function useStateTaxRequirements(companyId: string, state: string) {
  return useQuery(companyQueries.stateTaxRequirements(usePayrollClient(), companyId, state));
}

/**
 * The company's payment configs (payment speed, fast payment limit).
 *
 * @example
 * const { data } = usePaymentConfigs(companyId); // data.payment_speed
 */
export function usePaymentConfigs(companyId: string) {
  return useQuery(companyQueries.paymentConfigs(usePayrollClient(), companyId));
}
