/**
 * `companyQueries`: the company and its onboarding records as TanStack Query options (key and
 * fetch paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a
 * router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery, payrollRead } from '../payrollQuery';
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
  payrollRead(queryKeys.company(companyId), (call) => getCompany(client, companyId, call));

/**
 * The company's onboarding status as the service sends it; `useCompanyOnboardingStatus` reads it
 * as steps to do.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.onboardingStatus(client, companyId));
 */
export const onboardingStatus = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.companyOnboardingStatus(companyId), (call) =>
    getCompanyOnboardingStatus(client, companyId, call),
  );

/**
 * The company's federal tax details (the EIN itself never comes back: `has_ein`).
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.federalTaxDetails(client, companyId));
 */
export const federalTaxDetails = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.federalTaxDetails(companyId), (call) =>
    getFederalTaxDetails(client, companyId, call),
  );

/**
 * The company's industry selection (NAICS and SIC codes).
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.industrySelection(client, companyId));
 */
export const industrySelection = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.industrySelection(companyId), (call) =>
    getIndustrySelection(client, companyId, call),
  );

/**
 * The company's bank accounts, with their verification status.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.bankAccounts(client, companyId));
 */
export const bankAccounts = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.companyBankAccounts(companyId), (call) =>
    listCompanyBankAccounts(client, companyId, call),
  );

/**
 * The company's signatory, if it has one (the service keeps at most one).
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.signatory(client, companyId));
 */
export const signatory = (client: PayrollClient, companyId: string) =>
  payrollQuery(
    queryKeys.signatories(companyId),
    async (call) => (await listSignatories(client, companyId, call)).data[0] ?? null,
  );

/**
 * The company's forms; they appear once taxes, bank account and pay schedule are set up.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.forms(client, companyId));
 */
export const forms = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.companyForms(companyId), (call) => listCompanyForms(client, companyId, call));

/**
 * Where to read a company form's PDF.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.formPdf(client, formId));
 */
export const formPdf = (client: PayrollClient, formId: string) =>
  payrollRead(queryKeys.companyFormPdf(formId), (call) => getCompanyFormPdf(client, formId, call));

/**
 * How far the tax setup is in each state where the company has a location or an employee works.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.stateTaxSetups(client, companyId));
 */
export const stateTaxSetups = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.stateTaxSetups(companyId), (call) =>
    listStateTaxRequirements(client, companyId, call),
  );

/**
 * One state's requirement sets; `useStateTaxForm` turns them into a form.
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.stateTaxRequirements(client, companyId, state));
 */
export const stateTaxRequirements = (client: PayrollClient, companyId: string, state: string) =>
  payrollRead(queryKeys.stateTaxRequirements(companyId, state), (call) =>
    getStateTaxRequirements(client, companyId, state, call),
  );

/**
 * The company's payment configs (payment speed, fast payment limit).
 *
 * @example
 * await queryClient.prefetchQuery(companyQueries.paymentConfigs(client, companyId));
 */
export const paymentConfigs = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.paymentConfigs(companyId), (call) => getPaymentConfigs(client, companyId, call));
