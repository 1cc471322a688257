import type { FlowTable } from '../shared/flowTable';

/**
 * What `<Notifications/>` shows: one screen, the company's notifications (open ones first, past
 * ones apart).
 *
 * @example
 * const screen: NotificationsScreen = { view: 'list' };
 */
export type NotificationsScreen = { view: 'list' };

/**
 * `<Notifications/>` has no move of its own: a notification's action leaves the flow to the
 * screen that resolves it, which the partner routes (`onAction`).
 *
 * @example
 * const move: NotificationsMove = { type: 'none' };
 */
export type NotificationsMove = { type: 'none' };

/**
 * The table of `<Notifications/>`: one screen and no edge; the README's diagram says so.
 *
 * @example
 * notificationsTransitions.start; // ['list']
 */
export const notificationsTransitions: FlowTable<'list', NotificationsScreen, NotificationsMove, undefined> =
  {
    node: (screen) => screen.view,
    start: ['list'],
    edges: [],
  };

/** The words of the README's diagram (`scripts/flow-diagrams.ts`). */
export const notificationsDiagramWords = {
  'state.list': 'open notifications newest first, past ones apart; an action goes to the partner’s onAction',
};
