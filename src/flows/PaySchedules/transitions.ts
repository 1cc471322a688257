import { listFormTransitions, type ListFormTable } from '../shared/listFormTable';

/**
 * Every move of `<PaySchedules/>`: the shared list-and-form table (Add and a row's Edit open the
 * schedule's form; Saved and Cancel go back to the list, where the assignments and the pay
 * periods are blocks of their own), applied by `ListFormView`.
 *
 * @example
 * <ListFormView transitions={paySchedulesTransitions} … />
 */
export const paySchedulesTransitions: ListFormTable = listFormTransitions;

/**
 * The words of the flow's README diagram (`scripts/flow-diagrams.ts`), by move.
 *
 * @example
 * paySchedulesDiagramWords.add; // 'Add pay schedule'
 */
export const paySchedulesDiagramWords = {
  add: 'Add pay schedule',
  edit: 'Edit',
  saved: 'Saved (after confirming the unprocessed payrolls an update deletes)',
  cancel: 'Cancel (asks before losing typed changes)',
};
