import { listFormTransitions, listFormWords, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<EarningTypes/>`, applied by its `ListFormView`: the shared list-and-form table as
 * it is (Add earning type and a custom type's Rename open the form; Saved and Cancel close it).
 */
export const earningTypesTransitions: ListFormTable = listFormTransitions;

/** The words of the README's diagram (`scripts/flow-diagrams.ts`). */
export const earningTypesDiagramWords = listFormWords('Add earning type', 'Saved (a notice says so)');
