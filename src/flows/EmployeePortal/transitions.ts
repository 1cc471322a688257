import type { FlowGuard, FlowTable } from '../shared/flowTable';

/** The sections of `<EmployeePortal/>`, in the order of its navigation. */
export const employeePortalSections = ['overview', 'payStubs', 'profile', 'timeOff', 'documents'] as const;

/**
 * A section of `<EmployeePortal/>`.
 *
 * @example
 * const section: EmployeePortalSection = 'timeOff';
 */
export type EmployeePortalSection = (typeof employeePortalSections)[number];

/**
 * What `<EmployeePortal/>` shows: one section.
 *
 * @example
 * const screen: EmployeePortalScreen = { section: 'payStubs' };
 */
export type EmployeePortalScreen = { section: EmployeePortalSection };

/**
 * What moves `<EmployeePortal/>`: a section button (the overview's "all pay stubs" too).
 *
 * @example
 * const move: EmployeePortalMove = { type: 'section', section: 'profile' };
 */
export type EmployeePortalMove = { type: 'section'; section: EmployeePortalSection };

/** The section chosen. */
const section: FlowGuard<EmployeePortalScreen, EmployeePortalMove, undefined> = (move) => ({
  section: move.section,
});

/**
 * Every move of `<EmployeePortal/>`, applied by `EmployeePortal.tsx`: it opens on the overview,
 * and a section button leads to any section (through an open form's leave guard).
 *
 * @example
 * applyMove(employeePortalTransitions, { type: 'section', section: 'timeOff' }, undefined, { section: 'overview' });
 */
export const employeePortalTransitions: FlowTable<
  EmployeePortalSection,
  EmployeePortalScreen,
  EmployeePortalMove,
  undefined
> = {
  node: (screen) => screen.section,
  start: ['overview'],
  edges: [
    {
      from: employeePortalSections,
      move: 'section',
      to: [
        ['overview', section],
        ['payStubs', section],
        ['profile', section],
        ['timeOff', section],
        ['documents', section],
      ],
    },
  ],
};

/** The words of the flow's README diagram (`scripts/flow-diagrams.ts`). */
export const employeePortalDiagramWords = {
  'state.overview': 'latest pay stub, year to date, time off balances',
  'state.payStubs': 'every pay stub with its PDF',
  'state.profile': 'details, home address (editable), taxes, how they are paid',
  'state.timeOff': 'balances, requests: request, cancel while pending',
  'state.documents': 'their forms with their PDFs',
  section: 'Section button (through an open form’s leave guard)',
  'when.section': '',
};
