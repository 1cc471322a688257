import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { CompanyAttachment, CompanyAttachmentUpload } from './types';

/**
 * Upload a company document as `multipart/form-data` (201). No document: 422 on `base`; a file type
 * the service does not take: 422 on `file`; over 10 MiB: 422 on `document` (over 11 MiB the
 * request itself: 413); a category not `gep_notice` or `compliance`: 422 on `category`.
 *
 * @example
 * const { data } = await uploadCompanyAttachment(client, companyId, { document: file, category: 'gep_notice' });
 */
export function uploadCompanyAttachment(
  client: PayrollClient,
  companyId: string,
  upload: CompanyAttachmentUpload,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyAttachment>> {
  const form = new FormData();
  form.append('document', upload.document, upload.document.name);
  form.append('category', upload.category);
  return client.request<CompanyAttachment>(endpoints.uploadCompanyAttachment, {
    params: { company_id: companyId },
    body: form,
    ...options,
  });
}

/**
 * The company's documents, newest first.
 *
 * @example
 * const { data } = await listCompanyAttachments(client, companyId);
 */
export function listCompanyAttachments(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyAttachment[]>> {
  return client.request<CompanyAttachment[]>(endpoints.listCompanyAttachments, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * One company document.
 *
 * @example
 * const { data } = await getCompanyAttachment(client, companyId, attachmentUuid);
 */
export function getCompanyAttachment(
  client: PayrollClient,
  companyId: string,
  attachmentUuid: string,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyAttachment>> {
  return client.request<CompanyAttachment>(endpoints.getCompanyAttachment, {
    params: { company_id: companyId, company_attachment_uuid: attachmentUuid },
    ...options,
  });
}

/** The service's own file route, which a download URL may name (then fetched through the client). */
const SERVICE_FILE = /\/v1\/companies\/([^/]+)\/attachments\/([^/]+)\/file$/;

/**
 * A company document's file, as a Blob of its type: the download URL the service gives is read,
 * and when it is the service's own file route it is fetched through the client (the proxy adds
 * the token); a URL of another host (a signed storage URL) is answered as `url` for a plain link.
 *
 * @example
 * const { file, url } = await downloadCompanyAttachment(client, companyId, attachmentUuid);
 * const href = file ? URL.createObjectURL(file) : url;
 */
export async function downloadCompanyAttachment(
  client: PayrollClient,
  companyId: string,
  attachmentUuid: string,
  options: CallOptions = {},
): Promise<{ url: string; file?: Blob }> {
  const { data } = await client.request<{ url: string }>(endpoints.getCompanyAttachmentDownloadUrl, {
    params: { company_id: companyId, company_attachment_uuid: attachmentUuid },
    ...options,
  });
  let path = '';
  try {
    path = new URL(data.url, 'http://service.invalid').pathname;
  } catch {
    return { url: data.url };
  }
  const match = SERVICE_FILE.exec(path);
  if (!match) return { url: data.url };
  const answer = await client.request<Blob>(endpoints.getCompanyAttachmentFile, {
    params: {
      company_id: decodeURIComponent(match[1]!),
      company_attachment_uuid: decodeURIComponent(match[2]!),
    },
    headers: { Accept: '*/*' },
    ...options,
  });
  return { url: data.url, file: answer.data };
}
