import type { OpenEnum } from '../common';

/**
 * What a company document is: a tax notice (`gep_notice`) or a compliance document, as uploaded;
 * `other` is the provider's own, read only.
 *
 * @example
 * const category: CompanyAttachmentCategory = 'gep_notice';
 */
export type CompanyAttachmentCategory = OpenEnum<'gep_notice' | 'compliance' | 'other'>;

/**
 * A document the company uploaded (UPSTREAM-3 N.4).
 *
 * @example
 * const { data } = await listCompanyAttachments(client, companyId);
 * data.map((a) => `${a.name} (${a.category}) ${a.upload_time}`);
 */
export interface CompanyAttachment {
  uuid: string;
  /** The file's name. */
  name: string;
  category: CompanyAttachmentCategory;
  /** ISO-8601 time of the upload. */
  upload_time: string;
}

/**
 * An upload: the document (a PDF is recommended; `.qbb .qbm .gif .jpg .png .pdf .xls .xlsx .doc
 * .docx`, at most 10 MiB) and what it is.
 *
 * @example
 * const upload: CompanyAttachmentUpload = { document: file, category: 'compliance' };
 */
export interface CompanyAttachmentUpload {
  document: File;
  category: 'gep_notice' | 'compliance';
}
