import type { PayrollPhase } from '../../hooks';

/**
 * The screens one payroll's run can show: the editor (`editor/`), live progress of a calculation
 * or a submission, what went wrong, the review with the submission (`review/`), and the receipt
 * (`receipt/`).
 */
export type RunScreen = 'editor' | 'calculating' | 'failed' | 'review' | 'submitting' | 'receipt';

/**
 * Which screen each phase of a payroll shows: the one place a reader finds it. `reopens` names
 * the phase whose screen can hand back to the editor ("Edit again", which clears the calculation).
 * Every screen is drawn from where the service says the payroll stands, so leaving and coming back
 * (or a reload) lands on the same one.
 */
export const RUN_SCREENS: Readonly<Record<PayrollPhase, { screen: RunScreen; reopens?: 'editor' }>> = {
  unprocessed: { screen: 'editor' },
  calculating: { screen: 'calculating' },
  calculated: { screen: 'review', reopens: 'editor' },
  failed: { screen: 'failed' },
  submitting: { screen: 'submitting' },
  // Read-only from here on: the receipt, and cancel while the service allows it.
  processed: { screen: 'receipt' },
  paid: { screen: 'receipt' },
};

/** The screen a payroll in `phase` shows; `editing` once the user chose to edit it again. */
export function runScreen(phase: PayrollPhase, editing: boolean): RunScreen {
  const { screen, reopens } = RUN_SCREENS[phase];
  return editing && reopens ? reopens : screen;
}
