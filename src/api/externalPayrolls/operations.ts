import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page, type PageQuery } from '../pagination';
import type { CallOptions, CreateOptions } from '../common';
import type {
  ExternalPayroll,
  ExternalPayrollBody,
  ExternalPayrollItemsBody,
  ExternalPayrollSummary,
  ExternalPayrollTaxLiability,
  ExternalPayrollTaxSuggestion,
  TaxLiabilitySelectionsBody,
} from './types';

// Its own module: the onboarding overview reads it on its first load without this file's other calls.
export { getCompanyOnboardingStatusWithPreviousPayrolls } from './onboardingStatus';

/**
 * One page of the company's external payrolls (their dates and status), by check date.
 *
 * @example
 * const { items } = await listExternalPayrolls(client, companyId);
 */
export async function listExternalPayrolls(
  client: PayrollClient,
  companyId: string,
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<Page<ExternalPayrollSummary>> {
  return readPage(
    await client.request<ExternalPayrollSummary[]>(endpoints.listExternalPayrolls, {
      params: { company_id: companyId },
      query: { page: query.page, per: query.per },
      ...options,
    }),
    query,
  );
}

/**
 * Add a payroll the company ran with its previous provider (200): its check date (not after
 * today) and pay period.
 *
 * @example
 * await createExternalPayroll(client, companyId, { check_date: '2026-01-16', payment_period_start_date: '2026-01-01', payment_period_end_date: '2026-01-15' }, { idempotencyKey });
 */
export function createExternalPayroll(
  client: PayrollClient,
  companyId: string,
  body: ExternalPayrollBody,
  options: CreateOptions = {},
): Promise<ApiResponse<ExternalPayroll>> {
  return client.request<ExternalPayroll>(endpoints.createExternalPayroll, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Read one external payroll with its items and applicable earnings, benefits and taxes.
 *
 * @example
 * const { data } = await getExternalPayroll(client, companyId, externalPayrollId);
 */
export function getExternalPayroll(
  client: PayrollClient,
  companyId: string,
  externalPayrollId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ExternalPayroll>> {
  return client.request<ExternalPayroll>(endpoints.getExternalPayroll, {
    params: { company_id: companyId, external_payroll_id: externalPayrollId },
    ...options,
  });
}

/**
 * Save an external payroll's items (422 on each failing item; 422 `invalid_operation` once
 * processed or finalized; 409 on a stale `version`).
 *
 * @example
 * await updateExternalPayroll(client, companyId, payroll.uuid, { version: payroll.version, external_payroll_items: items });
 */
export function updateExternalPayroll(
  client: PayrollClient,
  companyId: string,
  externalPayrollId: string,
  body: ExternalPayrollItemsBody,
  options: CallOptions = {},
): Promise<ApiResponse<ExternalPayroll>> {
  return client.request<ExternalPayroll>(endpoints.updateExternalPayroll, {
    params: { company_id: companyId, external_payroll_id: externalPayrollId },
    body,
    ...options,
  });
}

/**
 * Remove an unprocessed external payroll (204; 422 once processed or finalized).
 *
 * @example
 * await deleteExternalPayroll(client, companyId, payroll.uuid);
 */
export function deleteExternalPayroll(
  client: PayrollClient,
  companyId: string,
  externalPayrollId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteExternalPayroll, {
    params: { company_id: companyId, external_payroll_id: externalPayrollId },
    ...options,
  });
}

/**
 * The taxes the service suggests for an external payroll's saved earnings and benefits, per
 * employee (422 before any earning is saved).
 *
 * @example
 * const { data } = await getExternalPayrollTaxSuggestions(client, companyId, payroll.uuid);
 */
export function getExternalPayrollTaxSuggestions(
  client: PayrollClient,
  companyId: string,
  externalPayrollId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ExternalPayrollTaxSuggestion[]>> {
  return client.request<ExternalPayrollTaxSuggestion[]>(endpoints.getExternalPayrollTaxSuggestions, {
    params: { company_id: companyId, external_payroll_id: externalPayrollId },
    ...options,
  });
}

/**
 * The taxes the previous provider may have left unpaid, per tax, with the saved choices.
 *
 * @example
 * const { data } = await getExternalPayrollTaxLiabilities(client, companyId);
 */
export function getExternalPayrollTaxLiabilities(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ExternalPayrollTaxLiability[]>> {
  return client.request<ExternalPayrollTaxLiability[]>(endpoints.getExternalPayrollTaxLiabilities, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Save which taxes were left unpaid and how much (answered with the liabilities).
 *
 * @example
 * await updateExternalPayrollTaxLiabilities(client, companyId, { liability_selections: [] });
 */
export function updateExternalPayrollTaxLiabilities(
  client: PayrollClient,
  companyId: string,
  body: TaxLiabilitySelectionsBody,
  options: CallOptions = {},
): Promise<ApiResponse<ExternalPayrollTaxLiability[]>> {
  return client.request<ExternalPayrollTaxLiability[]>(endpoints.updateExternalPayrollTaxLiabilities, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Finalize (202, no body): every unprocessed external payroll becomes a processed payroll of the
 * history shortly after (30 s on the demo clock); with none at all, the company declares none.
 *
 * @example
 * await finalizeExternalPayrolls(client, companyId);
 */
export function finalizeExternalPayrolls(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.finalizeExternalPayrolls, {
    params: { company_id: companyId },
    ...options,
  });
}
