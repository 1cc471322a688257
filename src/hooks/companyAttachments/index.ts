export { useDownloadCompanyAttachment, useUploadCompanyAttachment } from './mutations';
export { useCompanyAttachments } from './queries';
export * as companyAttachmentQueries from './queryOptions';
