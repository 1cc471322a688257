import { listFormWithout, listFormWords, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<TimeSheets/>`, applied by its `ListFormView`: the shared list-and-form table
 * without a row's Edit (a sheet is reviewed in its row, not edited): "Add time sheet" opens the
 * form; Saved and Cancel close it.
 */
export const timeSheetsTransitions: ListFormTable = listFormWithout('edit');

/** The words of the README's diagram (`scripts/flow-diagrams.ts`). */
export const timeSheetsDiagramWords = listFormWords('Add time sheet', 'Saved (a notice says so)');
