import { listFormTransitions, listFormWords, type ListFormTable } from '../shared/listFormTable';

/**
 * `<PaySchedules/>` moves as every list-and-form flow does (its `ListFormView` applies the
 * shared table); the assignments and the pay periods are blocks of the list, not screens.
 */
export const paySchedulesTransitions: ListFormTable = listFormTransitions;

/** The README diagram's words, by move. */
export const paySchedulesDiagramWords = listFormWords(
  'Add pay schedule',
  'Saved (after confirming the unprocessed payrolls an update deletes)',
);
