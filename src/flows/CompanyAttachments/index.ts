export { CompanyAttachments, type CompanyAttachmentsProps } from './CompanyAttachments';
export { DocumentList, type DocumentListProps } from './DocumentList';
export { DocumentUploadForm, type DocumentUploadFormProps } from './DocumentUploadForm';
export { companyAttachmentsMessages, type CompanyAttachmentsMessageKey } from './messages';
export {
  companyAttachmentsEventTypes,
  type CompanyAttachmentsEventHandler,
  type CompanyAttachmentsEventMap,
} from './events';
