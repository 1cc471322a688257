import { listFormWithout, listFormWords, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<InformationRequests/>`, applied by its `ListFormView`: the shared list-and-form
 * table without Add (the provider opens requests): a request's Answer opens its form; Sent and
 * Cancel close it, focus back where it was.
 */
export const informationRequestsTransitions: ListFormTable = listFormWithout('add');

/** The words of the README's diagram (`scripts/flow-diagrams.ts`). */
export const informationRequestsDiagramWords = listFormWords('Add', 'Sent (the request is under review)');
