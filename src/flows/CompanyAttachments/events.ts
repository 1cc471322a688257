/**
 * What `<CompanyAttachments onEvent>` reports, by event type.
 *
 * @example
 * const payload: CompanyAttachmentsEventMap['companyDocument.uploaded'] = { companyId: 'c-1', documentId: 'a-1', category: 'gep_notice' };
 */
export interface CompanyAttachmentsEventMap {
  /** A document was uploaded (201); its uuid and category. */
  'companyDocument.uploaded': { companyId: string; documentId: string; category: string };
  /** A document's file was fetched to be saved. */
  'companyDocument.downloaded': { companyId: string; documentId: string };
}

/**
 * The `onEvent` callback of {@link CompanyAttachmentsEventMap} events.
 *
 * @example
 * const onEvent: CompanyAttachmentsEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type CompanyAttachmentsEventHandler = <T extends keyof CompanyAttachmentsEventMap>(
  type: T,
  payload: CompanyAttachmentsEventMap[T],
) => void;

/**
 * Every event type `<CompanyAttachments onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * companyAttachmentsEventTypes.includes('companyDocument.uploaded'); // true
 */
export const companyAttachmentsEventTypes = [
  'companyDocument.uploaded',
  'companyDocument.downloaded',
] as const satisfies ReadonlyArray<keyof CompanyAttachmentsEventMap>;
