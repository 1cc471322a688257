import { useQuery } from '@tanstack/react-query';
import type { Company } from '../../api/company/types';
import {
  getCompany,
  getCompanyOnboardingStatus,
  getFederalTaxDetails,
  getIndustrySelection,
  getPaymentConfigs,
} from '../../api/company/operations';
import { listCompanyBankAccounts } from '../../api/company/bankAccountOperations';
import { getCompanyFormPdf, listCompanyForms } from '../../api/company/formOperations';
import { listSignatories } from '../../api/company/signatoryOperations';
import { getStateTaxRequirements, listStateTaxRequirements } from '../../api/company/stateTaxOperations';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * Options of {@link useCompany}.
 *
 * @example
 * const options: CompanyReadOptions = { poll: (company) => company?.company_status !== 'Approved' && 5000 };
 */
export interface CompanyReadOptions {
  /**
   * Read the company again by itself every so many milliseconds (the query's `refetchInterval`),
   * or as a function of the company read so far, `false` to stop: while it waits for approval.
   */
  poll?: number | false | ((company: Company | undefined) => number | false);
}

/**
 * The company: its review status (`company_status`), locations and signatory; with `poll`, read
 * again by itself while the caller waits for it to change.
 *
 * @example
 * const { data: company } = useCompany(companyId);
 * useCompany(companyId, { poll: (company) => company?.company_status !== 'Approved' && 5000 }); // until approved
 */
export function useCompany(companyId: string, { poll = false }: CompanyReadOptions = {}) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.company(companyId),
    queryFn: async ({ signal }) => (await getCompany(client, companyId, { signal })).data,
    refetchInterval: typeof poll === 'function' ? (query) => poll(query.state.data) : poll,
  });
}

/**
 * The company's onboarding status as the service sends it; `useCompanyOnboardingStatus` reads it
 * as steps to do.
 *
 * @example
 * const { data } = useCompanyOnboardingStatusQuery(companyId); // data.onboarding_steps
 */
export function useCompanyOnboardingStatusQuery(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.companyOnboardingStatus(companyId),
    queryFn: async ({ signal }) => (await getCompanyOnboardingStatus(client, companyId, { signal })).data,
  });
}

/**
 * The company's federal tax details (the EIN itself never comes back: `has_ein`).
 *
 * @example
 * const { data } = useFederalTaxDetails(companyId); // data.ein_verification?.status
 */
export function useFederalTaxDetails(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.federalTaxDetails(companyId),
    queryFn: async ({ signal }) => (await getFederalTaxDetails(client, companyId, { signal })).data,
  });
}

/**
 * The company's industry selection (NAICS and SIC codes).
 *
 * @example
 * const { data } = useIndustrySelection(companyId); // data.naics_code
 */
export function useIndustrySelection(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.industrySelection(companyId),
    queryFn: async ({ signal }) => (await getIndustrySelection(client, companyId, { signal })).data,
  });
}

/**
 * The company's bank accounts, with their verification status.
 *
 * @example
 * const { data: accounts = [] } = useCompanyBankAccounts(companyId);
 */
export function useCompanyBankAccounts(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.companyBankAccounts(companyId),
    queryFn: async ({ signal }) => (await listCompanyBankAccounts(client, companyId, { signal })).data,
  });
}

/**
 * The company's signatory, if it has one (the service keeps at most one).
 *
 * @example
 * const { data: signatory } = useSignatory(companyId);
 */
export function useSignatory(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.signatories(companyId),
    queryFn: async ({ signal }) => (await listSignatories(client, companyId, { signal })).data[0] ?? null,
  });
}

/**
 * The company's forms; they appear once taxes, bank account and pay schedule are set up.
 *
 * @example
 * const toSign = (useCompanyForms(companyId).data ?? []).filter((form) => form.requires_signing);
 */
export function useCompanyForms(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.companyForms(companyId),
    queryFn: async ({ signal }) => (await listCompanyForms(client, companyId, { signal })).data,
  });
}

/**
 * Where to read a company form's PDF.
 *
 * @example
 * const url = useCompanyFormPdf(formId).data?.document_url;
 */
export function useCompanyFormPdf(formId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.companyFormPdf(formId),
    queryFn: async ({ signal }) => (await getCompanyFormPdf(client, formId, { signal })).data,
  });
}

/**
 * How far the tax setup is in each state where the company has a location or an employee works.
 *
 * @example
 * const pending = (useStateTaxSetups(companyId).data ?? []).filter((s) => !s.setup_complete);
 */
export function useStateTaxSetups(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.stateTaxSetups(companyId),
    queryFn: async ({ signal }) => (await listStateTaxRequirements(client, companyId, { signal })).data,
  });
}

/**
 * One state's requirement sets; `useStateTaxForm` turns them into a form.
 *
 * @example
 * const { data } = useStateTaxRequirements(companyId, 'CA'); // data.requirement_sets
 */
export function useStateTaxRequirements(companyId: string, state: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.stateTaxRequirements(companyId, state),
    queryFn: async ({ signal }) => (await getStateTaxRequirements(client, companyId, state, { signal })).data,
  });
}

/**
 * The company's payment configs (payment speed, fast payment limit).
 *
 * @example
 * const { data } = usePaymentConfigs(companyId); // data.payment_speed
 */
export function usePaymentConfigs(companyId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.paymentConfigs(companyId),
    queryFn: async ({ signal }) => (await getPaymentConfigs(client, companyId, { signal })).data,
  });
}
