import { listFormWithout, listFormWords, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<Reports/>`, applied by its `ListFormView`: the shared list-and-form table without
 * an edit (a report asked for is not changed): a template's Build opens the builder (the general
 * ledger its own form); Requested and
 * Cancel close it, the report then followed on the overview.
 */
export const reportsTransitions: ListFormTable = listFormWithout('edit');

/** The words of the README's diagram (`scripts/flow-diagrams.ts`). */
export const reportsDiagramWords = listFormWords(
  'Build payroll journal / Build custom report / Request a general ledger',
  'Requested (followed under Recent reports)',
);
