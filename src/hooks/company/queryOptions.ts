/**
 * `companyQueries`: the company and its onboarding records as TanStack Query options (key and
 * fetch paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a
 * router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery } from '../payrollQuery';
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
import * as queryKeys from '../queryKeyTable';

/**
 * The company: its review status (`company_status`), locations and signatory.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.detail(client, companyId));
 */
export const detail = (client: PayrollClient, companyId: string) =>
  payrollQuery({
    queryKey: queryKeys.company(companyId),
    queryFn: async ({ signal }) => (await getCompany(client, companyId, { signal })).data,
  });

/**
 * The company's onboarding status as the service sends it; `useCompanyOnboardingStatus` reads it
 * as steps to do.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.onboardingStatus(client, companyId));
 */
export const onboardingStatus = (client: PayrollClient, companyId: string) =>
  payrollQuery({
    queryKey: queryKeys.companyOnboardingStatus(companyId),
    queryFn: async ({ signal }) => (await getCompanyOnboardingStatus(client, companyId, { signal })).data,
  });

/**
 * The company's federal tax details (the EIN itself never comes back: `has_ein`).
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.federalTaxDetails(client, companyId));
 */
export const federalTaxDetails = (client: PayrollClient, companyId: string) =>
  payrollQuery({
    queryKey: queryKeys.federalTaxDetails(companyId),
    queryFn: async ({ signal }) => (await getFederalTaxDetails(client, companyId, { signal })).data,
  });

/**
 * The company's industry selection (NAICS and SIC codes).
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.industrySelection(client, companyId));
 */
export const industrySelection = (client: PayrollClient, companyId: string) =>
  payrollQuery({
    queryKey: queryKeys.industrySelection(companyId),
    queryFn: async ({ signal }) => (await getIndustrySelection(client, companyId, { signal })).data,
  });

/**
 * The company's bank accounts, with their verification status.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.bankAccounts(client, companyId));
 */
export const bankAccounts = (client: PayrollClient, companyId: string) =>
  payrollQuery({
    queryKey: queryKeys.companyBankAccounts(companyId),
    queryFn: async ({ signal }) => (await listCompanyBankAccounts(client, companyId, { signal })).data,
  });

/**
 * The company's signatory, if it has one (the service keeps at most one).
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.signatory(client, companyId));
 */
export const signatory = (client: PayrollClient, companyId: string) =>
  payrollQuery({
    queryKey: queryKeys.signatories(companyId),
    queryFn: async ({ signal }) => (await listSignatories(client, companyId, { signal })).data[0] ?? null,
  });

/**
 * The company's forms; they appear once taxes, bank account and pay schedule are set up.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.forms(client, companyId));
 */
export const forms = (client: PayrollClient, companyId: string) =>
  payrollQuery({
    queryKey: queryKeys.companyForms(companyId),
    queryFn: async ({ signal }) => (await listCompanyForms(client, companyId, { signal })).data,
  });

/**
 * Where to read a company form's PDF.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.formPdf(client, formId));
 */
export const formPdf = (client: PayrollClient, formId: string) =>
  payrollQuery({
    queryKey: queryKeys.companyFormPdf(formId),
    queryFn: async ({ signal }) => (await getCompanyFormPdf(client, formId, { signal })).data,
  });

/**
 * How far the tax setup is in each state where the company has a location or an employee works.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.stateTaxSetups(client, companyId));
 */
export const stateTaxSetups = (client: PayrollClient, companyId: string) =>
  payrollQuery({
    queryKey: queryKeys.stateTaxSetups(companyId),
    queryFn: async ({ signal }) => (await listStateTaxRequirements(client, companyId, { signal })).data,
  });

/**
 * One state's requirement sets; `useStateTaxForm` turns them into a form.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.stateTaxRequirements(client, companyId, state));
 */
export const stateTaxRequirements = (client: PayrollClient, companyId: string, state: string) =>
  payrollQuery({
    queryKey: queryKeys.stateTaxRequirements(companyId, state),
    queryFn: async ({ signal }) => (await getStateTaxRequirements(client, companyId, state, { signal })).data,
  });

/**
 * The company's payment configs (payment speed, fast payment limit).
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.paymentConfigs(client, companyId));
 */
export const paymentConfigs = (client: PayrollClient, companyId: string) =>
  payrollQuery({
    queryKey: queryKeys.paymentConfigs(companyId),
    queryFn: async ({ signal }) => (await getPaymentConfigs(client, companyId, { signal })).data,
  });
