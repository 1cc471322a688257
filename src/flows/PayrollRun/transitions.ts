import type { FlowGuard, FlowTable } from '../shared/flowTable';

/**
 * What `<PayrollRun/>` shows: the landing (with what gets the focus back, a selector), one
 * payroll's run, or the off-cycle form.
 *
 * @example
 * const screen: PayrollRunScreen = { view: 'payroll', payrollId: payroll.uuid };
 */
export type PayrollRunScreen =
  { view: 'landing'; focus?: string } | { view: 'payroll'; payrollId: string } | { view: 'offCycle' };

/**
 * What moves `<PayrollRun/>`: a payroll opened from the landing, a new off-cycle payroll, the
 * off-cycle payroll created (it opens) or its form cancelled, Back from a payroll.
 *
 * @example
 * const move: PayrollRunMove = { type: 'open', payrollId: payroll.uuid };
 */
export type PayrollRunMove =
  | { type: 'open'; payrollId: string }
  | { type: 'created'; payrollId: string }
  | { type: 'newOffCycle' }
  | { type: 'cancel' }
  | { type: 'back' };

/** A state of the flow's diagram. */
export type PayrollRunNode = PayrollRunScreen['view'];

type Guard = FlowGuard<PayrollRunScreen, PayrollRunMove, undefined>;

/** The payroll opened, or the off-cycle payroll just created. */
const payroll: Guard = (move) =>
  'payrollId' in move ? { view: 'payroll', payrollId: move.payrollId } : undefined;

const offCycle: Guard = () => ({ view: 'offCycle' });

/** The landing, the focus on what was left: the off-cycle button, or the payroll's own row. */
const landing: Guard = (_move, _context, from) => ({
  view: 'landing',
  focus: from?.view === 'payroll' ? `[data-payroll-run="${from.payrollId}"]` : '[data-payroll-off-cycle]',
});

/**
 * Every move of `<PayrollRun/>` between its screens, applied by `PayrollRun.tsx`. Inside one
 * payroll's run the screen is not moved but read: it follows the phase the service reports
 * (`runScreens.ts`), so leaving and coming back resumes it. The URL (`urlSync`) opens any screen
 * it names, as the step flows' does.
 *
 * @example
 * applyMove(payrollRunTransitions, { type: 'back' }, undefined, { view: 'payroll', payrollId }); // { view: 'landing', focus: '[data-payroll-run="…"]' }
 */
export const payrollRunTransitions: FlowTable<PayrollRunNode, PayrollRunScreen, PayrollRunMove, undefined> = {
  node: (screen) => screen.view,
  start: ['landing', 'payroll'],
  edges: [
    { from: ['landing'], move: 'open', to: [['payroll', payroll]] },
    { from: ['offCycle'], move: 'created', to: [['payroll', payroll]] },
    { from: ['landing'], move: 'newOffCycle', to: [['offCycle', offCycle]] },
    { from: ['offCycle'], move: 'cancel', to: [['landing', landing]] },
    { from: ['payroll'], move: 'back', to: [['landing', landing]] },
  ],
};

/** The words of the flow's README diagram (`scripts/flow-diagrams.ts`), by move and state. */
export const payrollRunDiagramWords = {
  'state.payroll':
    'one payroll’s run: editor, calculating, review, submitting, receipt, as its phase says (runScreens.ts)',
  open: 'Run / Continue payroll, or a payroll of the history',
  created: 'Create (the off-cycle payroll opens)',
  newOffCycle: 'New off-cycle payroll',
  cancel: 'Cancel (focus on New off-cycle payroll)',
  back: 'Back to payrolls (focus on its row)',
};
