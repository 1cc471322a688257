import { listFormWithout, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<CompanyAttachments/>`, applied by its `ListFormView`: the shared list-and-form
 * table without Edit (an uploaded document does not change): Upload a document opens the form;
 * Saved (uploaded) and Cancel close it.
 *
 * @example
 * <ListFormView transitions={companyAttachmentsTransitions} … />
 */
export const companyAttachmentsTransitions: ListFormTable = listFormWithout('edit');

/**
 * The words of the flow's README diagram (`scripts/flow-diagrams.ts`), by move and state.
 *
 * @example
 * companyAttachmentsDiagramWords.add; // 'Upload a document'
 */
export const companyAttachmentsDiagramWords = {
  'state.list': 'the company’s documents, each with Download',
  add: 'Upload a document',
  saved: 'Uploaded (a notice says so, focus on the list heading)',
  cancel: 'Cancel (asks before losing the chosen file)',
};
