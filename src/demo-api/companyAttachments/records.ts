import { defineTable } from '../store';

/** The categories an upload may name (UPSTREAM-3 N.4); `other` is read, never written. */
export type AttachmentCategory = 'gep_notice' | 'compliance' | 'other';

/** A company's uploaded document, with its bytes. */
export interface CompanyAttachmentRecord {
  uuid: string;
  companyUuid: string;
  name: string;
  category: AttachmentCategory;
  uploadTime: string;
  contentType: string;
  bytes: Uint8Array;
  seq: number;
}

/**
 * Every company attachment, by uuid.
 *
 * @example
 * service.store.table(companyAttachments).get(uuid);
 */
export const companyAttachments = defineTable<CompanyAttachmentRecord>('companyAttachments');
