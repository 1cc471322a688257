import { listFormTransitions, listFormWords, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<CompanyLocations/>`, applied by its `ListFormView`: the shared list-and-form
 * table as it is (Add location and a row's Edit open the form; Saved and Cancel close it).
 */
export const companyLocationsTransitions: ListFormTable = listFormTransitions;

/** The words of the README's diagram (`scripts/flow-diagrams.ts`). */
export const companyLocationsDiagramWords = listFormWords(
  'Add location',
  'Saved (a notice says so), a version conflict settled first',
);
