import { applyMove, type FlowGuard, type FlowTable } from '../shared/flowTable';
import { nextOpenStep, type StepProgress } from '../shared/stepFlow';
import { companySteps, type CompanyStepDeclaration, type CompanyStepId } from './companySteps';

/**
 * A screen of the company onboarding: the overview, a step, or the finish screen.
 *
 * @example
 * const screen: CompanyOnboardingScreen = 'overview';
 */
export type CompanyOnboardingScreen = 'overview' | CompanyStepId | 'finish';

/**
 * What moves the flow: Continue on the overview, opening a step by name, a step saved or skipped,
 * Continue on a step whose rest waits on the service (`later`: the bank account while its test
 * deposits are awaited), Back to the overview.
 *
 * @example
 * const move: CompanyOnboardingMove = { type: 'completed', step: 'industry' };
 */
export type CompanyOnboardingMove =
  | { type: 'continue' }
  | { type: 'open'; screen: CompanyOnboardingScreen }
  | { type: 'completed'; step: CompanyStepId }
  | { type: 'skipped'; step: CompanyStepId }
  | { type: 'later'; step: CompanyStepId }
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
  /** The steps offered, in order; `companySteps` unless the optional previous payrolls are too. */
  steps?: readonly CompanyStepDeclaration[];
}

/**
 * A state of the company onboarding's diagram: the overview, any step, the finish screen.
 *
 * @example
 * const node: CompanyOnboardingNode = 'step';
 */
export type CompanyOnboardingNode = 'overview' | 'step' | 'finish';

type Guard = FlowGuard<CompanyOnboardingScreen, CompanyOnboardingMove, CompanyOnboardingProgress>;

/** The step just saved or skipped, if the move names one. */
const after = (move: CompanyOnboardingMove) => ('step' in move ? move.step : undefined);

/** The first step after the one just left (in the declared order, going round) that can be done now. */
const openStep: Guard = (move, progress) =>
  nextOpenStep(progress.steps ?? companySteps, progress, after(move), true);

/** None is open, but a step the company cannot finish without is not done: the overview says what waits. */
const requiredStepWaits: Guard = (move, progress) =>
  (progress.steps ?? companySteps).some(
    (step) => step.id !== after(move) && !step.skippable && progress.states[step.id] !== 'done',
  )
    ? 'overview'
    : undefined;

/** The step moved from, kept: nothing else can be done now, and the step says why. */
const stays: Guard = (move) => after(move);

/** The screen opened by name. */
const named: Guard = (move) => ('screen' in move ? move.screen : undefined);

const nextOpen = [['step', openStep], ['overview', requiredStepWaits], ['finish']] as const;

/**
 * Every transition of the company onboarding, in one table: where each move leads. Continue and
 * a saved or skipped step go to the next open step, else the overview while a required step
 * waits, else the finish screen.
 *
 * @example
 * applyMove(companyOnboardingTransitions, { type: 'completed', step: 'industry' }, progress); // 'bank_account'
 */
export const companyOnboardingTransitions: FlowTable<
  CompanyOnboardingNode,
  CompanyOnboardingScreen,
  CompanyOnboardingMove,
  CompanyOnboardingProgress
> = {
  node: (screen) => (screen === 'overview' || screen === 'finish' ? screen : 'step'),
  start: ['overview'],
  edges: [
    { from: ['overview'], move: 'continue', to: nextOpen },
    {
      from: ['overview', 'step', 'finish'],
      move: 'open',
      to: [
        ['overview', named],
        ['step', named],
        ['finish', named],
      ],
    },
    { from: ['step'], move: 'completed', to: nextOpen },
    { from: ['step'], move: 'skipped', to: nextOpen },
    // What the step still needs comes from outside (the bank's test deposits) and no step waits
    // on it: on to a step that can be done now; with none, it stays and says why.
    {
      from: ['step'],
      move: 'later',
      to: [
        ['step', openStep],
        ['step', stays],
      ],
    },
    { from: ['step', 'finish'], move: 'back', to: [['overview']] },
  ],
};

/**
 * Where a move leads by {@link companyOnboardingTransitions}. Without `from` every move leads to a
 * screen (a move's last way is the finish screen or the overview, or the screen it names); from a
 * screen the move is not offered on, nowhere (undefined).
 *
 * @example
 * const screen = moveCompanyOnboarding({ type: 'continue' }, progress);
 */
export function moveCompanyOnboarding(
  move: CompanyOnboardingMove,
  progress: CompanyOnboardingProgress,
): CompanyOnboardingScreen;
export function moveCompanyOnboarding(
  move: CompanyOnboardingMove,
  progress: CompanyOnboardingProgress,
  from: CompanyOnboardingScreen,
): CompanyOnboardingScreen | undefined;
export function moveCompanyOnboarding(
  move: CompanyOnboardingMove,
  progress: CompanyOnboardingProgress,
  from?: CompanyOnboardingScreen,
): CompanyOnboardingScreen | undefined {
  return applyMove(companyOnboardingTransitions, move, progress, from);
}

/**
 * The words of the flow's README diagram (`scripts/flow-diagrams.ts`), by move and by guard.
 *
 * @example
 * companyOnboardingDiagramWords.continue; // 'Continue'
 */
export const companyOnboardingDiagramWords = {
  continue: 'Continue',
  open: 'Open a step (overview, stepper, URL)',
  completed: 'Saved',
  skipped: 'Skipped',
  later: 'Continue while it waits (test deposits)',
  back: 'Back (asks before losing typed changes)',
  'when.openStep': 'the next step that can be done now',
  'when.requiredStepWaits': 'a required step waits',
  'when.stays': 'none can be: it stays and says why',
  'when.named': '',
};
