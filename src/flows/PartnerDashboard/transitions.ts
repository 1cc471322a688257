import type { FlowTable } from '../shared/flowTable';

/**
 * What `<PartnerDashboard/>` shows: its overview (the companies, their next payrolls and blockers,
 * the month's invoice lines) or the cancellation of several payrolls.
 *
 * @example
 * const screen: PartnerDashboardScreen = 'overview';
 */
export type PartnerDashboardScreen = 'overview' | 'cancel';

/**
 * What moves `<PartnerDashboard/>`: "Cancel payrolls" on the overview, "Back" from the cancellation.
 *
 * @example
 * const move: PartnerDashboardMove = { type: 'cancelPayrolls' };
 */
export type PartnerDashboardMove = { type: 'cancelPayrolls' } | { type: 'back' };

/**
 * Every move of `<PartnerDashboard/>`, applied by `PartnerDashboard.tsx`. A blocker's "Fix" and a
 * company's "Open payroll" leave the dashboard for the partner's own page of that company
 * (`onOpenCompany`), so they are no move of this table.
 *
 * @example
 * applyMove(partnerDashboardTransitions, { type: 'back' }, undefined, 'cancel'); // 'overview'
 */
export const partnerDashboardTransitions: FlowTable<
  PartnerDashboardScreen,
  PartnerDashboardScreen,
  PartnerDashboardMove,
  undefined
> = {
  node: (screen) => screen,
  start: ['overview'],
  edges: [
    { from: ['overview'], move: 'cancelPayrolls', to: [['cancel']] },
    { from: ['cancel'], move: 'back', to: [['overview']] },
  ],
};

/** The words of the flow's README diagram (`scripts/flow-diagrams.ts`). */
export const partnerDashboardDiagramWords = {
  'state.overview':
    'companies: next payroll, run-by date, totals, blockers (Fix opens the company); invoice lines',
  'state.cancel': 'choose unprocessed payrolls, cancel them, each one’s result',
  cancelPayrolls: 'Cancel payrolls',
  back: 'Back',
};
