import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions } from '../common';
import type { ContractorDocument, ContractorTaxForm, SignContractorDocumentBody } from './types';
import type { EmployeeFormPdf } from '../onboarding/types';

/**
 * A contractor's documents: their W-9, with its pre-filled fields while unsigned.
 *
 * @example
 * const { data: documents } = await listContractorDocuments(client, contractorId);
 */
export function listContractorDocuments(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorDocument[]>> {
  return client.request<ContractorDocument[]>(endpoints.listContractorDocuments, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * Sign a contractor's document with `agree: true`; `fields` override pre-filled values (a
 * required one left empty: 422 on `fields`).
 *
 * @example
 * await signContractorDocument(client, w9.uuid, { agree: true });
 */
export function signContractorDocument(
  client: PayrollClient,
  documentId: string,
  body: SignContractorDocumentBody,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorDocument>> {
  return client.request<ContractorDocument>(endpoints.signContractorDocument, {
    params: { document_id: documentId },
    body,
    ...options,
  });
}

/**
 * A contractor's 1099 forms, one per tax year.
 *
 * @example
 * const { data: forms } = await listContractorForms(client, contractorId);
 */
export function listContractorForms(
  client: PayrollClient,
  contractorId: string,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorTaxForm[]>> {
  return client.request<ContractorTaxForm[]>(endpoints.listContractorForms, {
    params: { contractor_id: contractorId },
    ...options,
  });
}

/**
 * Where to fetch a 1099's PDF.
 *
 * @example
 * const { data: pdf } = await getContractorFormPdf(client, contractorId, form.uuid);
 */
export function getContractorFormPdf(
  client: PayrollClient,
  contractorId: string,
  formId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeFormPdf>> {
  return client.request<EmployeeFormPdf>(endpoints.getContractorFormPdf, {
    params: { contractor_id: contractorId, form_id: formId },
    ...options,
  });
}

/**
 * Make (or remake) a contractor's 1099 for a tax year (default: last year). A sandbox call: in
 * production the service files 1099s itself.
 *
 * @example
 * const { data: form } = await generateContractor1099(client, contractorId, 2025);
 */
export function generateContractor1099(
  client: PayrollClient,
  contractorId: string,
  year?: number,
  options: CallOptions = {},
): Promise<ApiResponse<ContractorTaxForm>> {
  return client.request<ContractorTaxForm>(endpoints.generateContractor1099, {
    body: { contractor_id: contractorId, year },
    ...options,
  });
}
