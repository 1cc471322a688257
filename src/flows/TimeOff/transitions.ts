import type { FlowGuard, FlowTable } from '../shared/flowTable';
import {
  listFormTransitions,
  listFormWithout,
  listFormWords,
  type ListFormTable,
} from '../shared/listFormTable';

/** The sections of `<TimeOff/>`, in the order of its navigation. */
export const timeOffSections = ['requests', 'policies', 'holidayPay', 'balances'] as const;

/** A section of `<TimeOff/>`. */
export type TimeOffSection = (typeof timeOffSections)[number];

/**
 * What `<TimeOff/>` shows: a section, and for the requests the one to open at once (a pending
 * request a refused policy deactivation named).
 *
 * @example
 * const screen: TimeOffScreen = { section: 'requests', openRequest: request.uuid };
 */
export type TimeOffScreen = { section: TimeOffSection; openRequest?: string };

/**
 * What moves `<TimeOff/>` between its sections: a section button, or a pending request chosen in
 * the policies (it opens in the requests).
 *
 * @example
 * const move: TimeOffMove = { type: 'section', section: 'balances' };
 */
export type TimeOffMove =
  { type: 'section'; section: TimeOffSection } | { type: 'openRequest'; requestId: string };

type Guard = FlowGuard<TimeOffScreen, TimeOffMove, undefined>;

/** The section chosen. */
const section: Guard = (move) => (move.type === 'section' ? { section: move.section } : undefined);

/** The requests, the chosen one open. */
const request: Guard = (move) =>
  move.type === 'openRequest' ? { section: 'requests', openRequest: move.requestId } : undefined;

/**
 * The requests' list and form: New request and its form (no Edit: a request opens its details
 * in the list).
 */
export const timeOffRequestTransitions: ListFormTable = listFormWithout('edit');

/**
 * Every move of `<TimeOff/>` between its sections, applied by `TimeOff.tsx` (the section buttons
 * offered on every section, through an open form's leave guard); the requests and the policies
 * each move between their list and form by the shared list-and-form table, applied by their
 * `ListFormView`, drawn inside them.
 *
 * @example
 * applyMove(timeOffTransitions, { type: 'openRequest', requestId }, undefined, { section: 'policies' }); // { section: 'requests', openRequest: requestId }
 */
export const timeOffTransitions: FlowTable<TimeOffSection, TimeOffScreen, TimeOffMove, undefined> = {
  node: (screen) => screen.section,
  start: ['requests'],
  edges: [
    {
      from: timeOffSections,
      move: 'section',
      to: [
        ['requests', section],
        ['policies', section],
        ['holidayPay', section],
        ['balances', section],
      ],
    },
    { from: ['policies'], move: 'openRequest', to: [['requests', request]] },
  ],
  inner: { requests: timeOffRequestTransitions, policies: listFormTransitions },
};

/** A section's own words: `<section>.<key>`, read for the table inside it. */
const within = (node: TimeOffSection, words: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(words).map(([key, word]) => [`${node}.${key}`, word]));

/** The words of the flow's README diagram (`scripts/flow-diagrams.ts`), by move and by guard. */
export const timeOffDiagramWords = {
  'state.holidayPay': 'the holiday pay policy',
  'state.balances': 'each employee’s balances and history',
  section: 'Section button (through an open form’s leave guard)',
  'when.section': '',
  openRequest: 'Review a pending request a refused deactivation names',
  ...within('requests', listFormWords('New request', 'Filed (pending, or approved when filed as approved)')),
  ...within('policies', listFormWords('Add policy', 'Saved (a notice says so)')),
};
