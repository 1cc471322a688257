import { companySteps, type CompanyStepId } from './companySteps';

/**
 * A screen of the company onboarding: the overview, a step, or the finish screen.
 *
 * @example
 * const screen: CompanyOnboardingScreen = 'overview';
 */
export type CompanyOnboardingScreen = 'overview' | CompanyStepId | 'finish';

/**
 * What moves the flow: Continue on the overview, opening a step by name, a step saved or skipped,
 * Back to the overview.
 *
 * @example
 * const move: CompanyOnboardingMove = { type: 'completed', step: 'industry' };
 */
export type CompanyOnboardingMove =
  | { type: 'continue' }
  | { type: 'open'; screen: CompanyOnboardingScreen }
  | { type: 'completed'; step: CompanyStepId }
  | { type: 'skipped'; step: CompanyStepId }
  | { type: 'back' };

/**
 * What a move reads: each step's state from the service, and the steps skipped in this visit.
 *
 * @example
 * const progress: CompanyOnboardingProgress = { states: { locations: 'done' }, skipped: [] };
 */
export interface CompanyOnboardingProgress {
  states: Partial<Record<CompanyStepId, 'done' | 'todo' | 'waiting'>>;
  skipped: readonly CompanyStepId[];
}

/** The first step after `after` (in the table's order, wrapping round) that can be done now. */
function nextOpen(
  after: CompanyStepId | undefined,
  progress: CompanyOnboardingProgress,
): CompanyOnboardingScreen {
  const start = after ? companySteps.findIndex((step) => step.id === after) + 1 : 0;
  const order = [...companySteps.slice(start), ...companySteps.slice(0, start)].filter(
    (step) => step.id !== after && !progress.skipped.includes(step.id),
  );
  const open = order.find((step) => progress.states[step.id] === 'todo');
  if (open) return open.id;
  // Nothing can be done now: finish when only skippable steps are left, else show what waits.
  const left = order.filter((step) => progress.states[step.id] !== 'done' && !step.skippable);
  return left.length === 0 ? 'finish' : 'overview';
}

/**
 * Every transition of the company onboarding, in one table: where each move leads.
 *
 * @example
 * companyOnboardingTransitions.completed({ type: 'completed', step: 'industry' }, progress); // 'bank_account'
 */
export const companyOnboardingTransitions: {
  [T in CompanyOnboardingMove['type']]: (
    move: Extract<CompanyOnboardingMove, { type: T }>,
    progress: CompanyOnboardingProgress,
  ) => CompanyOnboardingScreen;
} = {
  continue: (_move, progress) => nextOpen(undefined, progress),
  open: (move) => move.screen,
  completed: (move, progress) => nextOpen(move.step, progress),
  skipped: (move, progress) => nextOpen(move.step, progress),
  back: () => 'overview',
};

/**
 * Applies a move with {@link companyOnboardingTransitions}.
 *
 * @example
 * const screen = moveCompanyOnboarding({ type: 'continue' }, progress);
 */
export function moveCompanyOnboarding(
  move: CompanyOnboardingMove,
  progress: CompanyOnboardingProgress,
): CompanyOnboardingScreen {
  const to = companyOnboardingTransitions[move.type] as (
    move: CompanyOnboardingMove,
    progress: CompanyOnboardingProgress,
  ) => CompanyOnboardingScreen;
  return to(move, progress);
}
