import { moveStep, nextOpenStep, type StepProgress, type StepTransitions } from '../shared/stepFlow';
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
export interface CompanyOnboardingProgress extends StepProgress<CompanyStepId> {
  states: Partial<Record<CompanyStepId, 'done' | 'todo' | 'waiting'>>;
  skipped: readonly CompanyStepId[];
}

/**
 * The first step after `after` (in the table's order, wrapping round) that can be done now; when
 * none can, finish if only skippable steps are left, else the overview shows what waits.
 */
function nextOpen(
  after: CompanyStepId | undefined,
  progress: CompanyOnboardingProgress,
): CompanyOnboardingScreen {
  return (
    nextOpenStep(companySteps, progress, after, true) ??
    (companySteps.some((step) => step.id !== after && !step.skippable && progress.states[step.id] !== 'done')
      ? 'overview'
      : 'finish')
  );
}

/**
 * Every transition of the company onboarding, in one table: where each move leads.
 *
 * @example
 * companyOnboardingTransitions.completed({ type: 'completed', step: 'industry' }, progress); // 'bank_account'
 */
export const companyOnboardingTransitions: StepTransitions<
  CompanyOnboardingMove,
  CompanyOnboardingProgress,
  CompanyOnboardingScreen
> = {
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
  return moveStep(companyOnboardingTransitions, move, progress);
}
