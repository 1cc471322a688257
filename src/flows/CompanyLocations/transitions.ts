import { listFormTransitions, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<CompanyLocations/>`: the shared list-and-form table (Add location and a row's
 * Edit open the form; Saved and Cancel go back to the list), applied by `ListFormView`.
 *
 * @example
 * <ListFormView transitions={companyLocationsTransitions} … />
 */
export const companyLocationsTransitions: ListFormTable = listFormTransitions;

/**
 * The words of the flow's README diagram (`scripts/flow-diagrams.ts`), by move.
 *
 * @example
 * companyLocationsDiagramWords.add; // 'Add location'
 */
export const companyLocationsDiagramWords = {
  add: 'Add location',
  edit: 'Edit',
  saved: 'Saved (a notice says so), a version conflict settled first',
  cancel: 'Cancel (asks before losing typed changes)',
};
