import { listFormTransitions, listFormWords, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<CompanyBenefits/>`, applied by its `ListFormView`: the shared list-and-form
 * table as it is (Add benefit and a row's Edit open the form; Saved and Cancel close it). A
 * benefit's enrolments open in place under the list, no move of the table.
 */
export const companyBenefitsTransitions: ListFormTable = listFormTransitions;

/** The words of the README's diagram (`scripts/flow-diagrams.ts`). */
export const companyBenefitsDiagramWords = listFormWords('Add benefit', 'Saved (a notice says so)');
