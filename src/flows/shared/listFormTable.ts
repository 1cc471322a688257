import type { FlowGuard, FlowTable } from './flowTable';

/**
 * A screen of a list-and-form flow: the list (with what gets the focus back, when a form closed:
 * a row's Edit button by the record's uuid, the add button by `''`, else the list heading), or
 * the form adding a record (no `recordId`) or editing one.
 *
 * @example
 * const screen: ListFormScreen = { view: 'form', recordId: location.uuid };
 */
export type ListFormScreen = { view: 'list'; focus?: string } | { view: 'form'; recordId?: string };

/**
 * What moves a list-and-form flow: Add and a row's Edit on the list, the form saved (a new
 * record or an edit) or cancelled.
 *
 * @example
 * const move: ListFormMove = { type: 'saved', recordId: location.uuid, created: true };
 */
export type ListFormMove =
  | { type: 'add' }
  | { type: 'edit'; recordId: string }
  | { type: 'saved'; recordId: string; created: boolean }
  | { type: 'cancel' };

/** A state of a list-and-form flow's diagram. */
export type ListFormNode = ListFormScreen['view'];

/**
 * A list-and-form flow's table (`ListFormView` applies it; each flow's `transitions.ts` names its
 * own, the shared one or the shared one with fewer moves).
 *
 * @example
 * export const companyLocationsTransitions: ListFormTable = listFormTransitions;
 */
export type ListFormTable = FlowTable<ListFormNode, ListFormScreen, ListFormMove, undefined>;

type Guard = FlowGuard<ListFormScreen, ListFormMove, undefined>;

/** The form of the record to edit, or a blank one. */
const form: Guard = (move) => ({ view: 'form', recordId: move.type === 'edit' ? move.recordId : undefined });

/**
 * Back to the list, the focus where the user was: a new record's list heading, an edited record's
 * Edit button, or after a cancel what opened the form (its row's Edit button, the add button).
 */
const list: Guard = (move, _context, from) => ({
  view: 'list',
  focus:
    move.type === 'saved'
      ? move.created
        ? undefined
        : move.recordId
      : from?.view === 'form'
        ? (from.recordId ?? '')
        : '',
});

/**
 * The moves every list-and-form flow shares, as one table: Add and Edit open the form, Saved and
 * Cancel go back to the list.
 *
 * @example
 * applyMove(listFormTransitions, { type: 'edit', recordId }, undefined, { view: 'list' }); // { view: 'form', recordId }
 */
export const listFormTransitions: ListFormTable = {
  node: (screen) => screen.view,
  start: ['list'],
  edges: [
    { from: ['list'], move: 'add', to: [['form', form]] },
    { from: ['list'], move: 'edit', to: [['form', form]] },
    { from: ['form'], move: 'saved', to: [['list', list]] },
    { from: ['form'], move: 'cancel', to: [['list', list]] },
  ],
};

/**
 * The shared table without some of its moves (a flow whose list adds nothing, say).
 *
 * @example
 * export const employeeManagementTransitions = listFormWithout('add');
 */
export function listFormWithout(...moves: readonly ListFormMove['type'][]): ListFormTable {
  return {
    ...listFormTransitions,
    edges: listFormTransitions.edges.filter((edge) => !moves.includes(edge.move)),
  };
}

/**
 * The words of a list-and-form flow's README diagram (`scripts/flow-diagrams.ts`): its own for
 * Add and Saved, the shared ones for Edit and Cancel.
 *
 * @example
 * export const companyLocationsDiagramWords = listFormWords('Add location', 'Saved (a notice says so)');
 */
export function listFormWords(add: string, saved: string): Record<ListFormMove['type'], string> {
  return { add, edit: 'Edit', saved, cancel: 'Cancel (asks before losing typed changes)' };
}
