import { endpoint } from '../endpointRow';

// Company attachments (UPSTREAM-3 N.4): tax notices and compliance documents, uploaded as
// multipart, listed, read, and downloaded (the file the download URL names)
export const uploadCompanyAttachment = endpoint('POST', '/v1/companies/{company_id}/attachments');
export const listCompanyAttachments = endpoint('GET', '/v1/companies/{company_id}/attachments');
export const getCompanyAttachment = endpoint(
  'GET',
  '/v1/companies/{company_id}/attachments/{company_attachment_uuid}',
);
export const getCompanyAttachmentDownloadUrl = endpoint(
  'GET',
  '/v1/companies/{company_id}/attachments/{company_attachment_uuid}/download_url',
);
export const getCompanyAttachmentFile = endpoint(
  'GET',
  '/v1/companies/{company_id}/attachments/{company_attachment_uuid}/file',
);
