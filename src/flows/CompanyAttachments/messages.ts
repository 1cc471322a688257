import { defineMessages } from '../../ui';

/**
 * Every string of the company documents screen in English. The Spanish is in `messages.es.ts` and
 * reaches partners only through `payroll-kit/locales/es`. Partners override a key as
 * `companyAttachments.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(companyAttachmentsMessages);
 * t('list.title'); // 'Company documents'
 */
export const companyAttachmentsMessages = defineMessages('companyAttachments', {
  'list.title': 'Company documents',
  'list.caption': 'Tax notices and compliance documents the company uploaded, newest first',
  'list.description':
    'Upload a tax notice you received, or a compliance document, so the payroll provider can act on it.',
  'list.add': 'Upload a document',
  'list.error': 'The company’s documents could not be loaded. Check the connection and try again.',
  'list.empty.title': 'No documents yet',
  'list.empty.description': 'Tax notices and compliance documents you upload are listed here.',
  'list.name': 'Document',
  'list.category': 'Kind',
  'list.uploaded': 'Uploaded',
  'list.actions': 'Actions',
  'list.download': 'Download',
  'list.downloadFor': 'Download {name}',
  'list.downloading': 'Preparing {name}…',
  'list.downloadError': '{name} could not be downloaded. Try again.',
  'list.uploaded.notice': 'Uploaded: {name}.',
  'category.gep_notice': 'Tax notice',
  'category.compliance': 'Compliance document',
  'category.other': 'Other',
  'category.gep_notice.hint': 'A notice from a tax agency (IRS, state) about the company’s payroll taxes.',
  'category.compliance.hint': 'A document the company must keep or send for compliance.',
  'form.addTitle': 'Upload a document',
  'form.editTitle': 'Upload a document',
  'form.description': 'Choose the file and say what it is. It is sent only when you press Upload.',
  'form.loading': 'Loading the upload form…',
  'form.save': 'Upload',
  'form.leave.description': 'The document is not uploaded. If you leave, it is not sent.',
  'field.document': 'File',
  'field.document.hint':
    'Choose a file, or drop one here. PDF, Word, Excel, GIF, JPEG, PNG or QuickBooks (.qbb, .qbm), up to 10 MB.',
  'field.document.chosen': 'Chosen: {name} ({size})',
  'field.category': 'What is it?',
  'validation.fileType':
    'This kind of file cannot be uploaded. Choose a PDF, Word, Excel, GIF, JPEG, PNG or QuickBooks file.',
  'validation.fileSize': 'Choose a file of 10 MB or less that is not empty.',
});

/**
 * A key of {@link companyAttachmentsMessages}.
 *
 * @example
 * const key: CompanyAttachmentsMessageKey = 'list.title';
 */
export type CompanyAttachmentsMessageKey = keyof typeof companyAttachmentsMessages.en;
