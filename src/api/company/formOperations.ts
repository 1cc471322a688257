import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions } from '../common';
import type { CompanyForm } from './formTypes';
import type { EmployeeFormPdf, SignFormBody } from '../onboarding/types';

/**
 * The company's forms; they appear once their prerequisites (taxes, bank, schedule) hold.
 *
 * @example
 * const toSign = (await listCompanyForms(client, companyId)).data.filter((f) => f.requires_signing);
 */
export function listCompanyForms(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyForm[]>> {
  return client.request<CompanyForm[]>(endpoints.listCompanyForms, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Where to read a company form's PDF (the same shape as an employee form's).
 *
 * @example
 * const { data } = await getCompanyFormPdf(client, formId); // data.document_url
 */
export function getCompanyFormPdf(
  client: PayrollClient,
  formId: string,
  options: CallOptions = {},
): Promise<ApiResponse<EmployeeFormPdf>> {
  return client.request<EmployeeFormPdf>(endpoints.getCompanyFormPdf, {
    params: { form_id: formId },
    ...options,
  });
}

/**
 * Sign a company form as its signatory: `signature_text` is the signatory's full name. The proxy
 * adds the signer's IP.
 *
 * @example
 * await signCompanyForm(client, formId, { signature_text: 'Mary Jackson', agree: true });
 */
export function signCompanyForm(
  client: PayrollClient,
  formId: string,
  body: SignFormBody,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyForm>> {
  return client.request<CompanyForm>(endpoints.signCompanyForm, {
    params: { form_id: formId },
    body,
    ...options,
  });
}
