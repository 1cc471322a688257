export { useDownloadCompanyAttachment, useUploadCompanyAttachment } from './mutations';
export { useCompanyAttachments } from './queries';
export * as companyAttachmentQueries from './queryOptions';
export {
  COMPANY_DOCUMENT_EXTENSIONS,
  MAX_COMPANY_DOCUMENT_BYTES,
  companyDocumentProblem,
} from './companyDocumentFile';
export {
  useCompanyDocumentForm,
  type CompanyDocumentFormOptions,
  type CompanyDocumentValues,
} from './useCompanyDocumentForm';
