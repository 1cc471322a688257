import type { FlowGuard, FlowTable } from '../../shared/flowTable';
import { nextOpenStep, type StepProgress } from '../../shared/stepFlow';
import { selfSteps, type SelfStepId } from './selfSteps';

/**
 * A screen of `<EmployeeSelfOnboarding/>`: the overview of the employee's steps (which says the
 * company reviews once every step is done), or one step.
 *
 * @example
 * const screen: EmployeeSelfOnboardingScreen = 'add_home_address';
 */
export type EmployeeSelfOnboardingScreen = 'overview' | SelfStepId;

/**
 * What moves `<EmployeeSelfOnboarding/>`: Continue on the overview (the next step to do), a step
 * opened by name, a step saved, Back to the overview.
 *
 * @example
 * const move: EmployeeSelfOnboardingMove = { type: 'completed', step: 'personal_details' };
 */
export type EmployeeSelfOnboardingMove =
  | { type: 'continue' }
  | { type: 'open'; screen: EmployeeSelfOnboardingScreen }
  | { type: 'completed'; step: SelfStepId }
  | { type: 'back' };

/** A state of the flow's diagram. */
type Node = 'overview' | 'step';

type Guard = FlowGuard<EmployeeSelfOnboardingScreen, EmployeeSelfOnboardingMove, StepProgress<SelfStepId>>;

/** The next step to do after the one just saved (going round), or the first on Continue. */
const openStep: Guard = (move, progress) =>
  nextOpenStep(selfSteps, progress, 'step' in move ? move.step : undefined, true);

/** The screen opened by name. */
const named: Guard = (move) => ('screen' in move ? move.screen : undefined);

/**
 * Every move of `<EmployeeSelfOnboarding/>`, in one table: it opens on the overview (resuming is
 * the service's progress shown there); Continue and a saved step lead to the next step to do, or
 * to the overview once none is, which then says the company will review.
 *
 * @example
 * applyMove(employeeSelfOnboardingTransitions, { type: 'back' }, { states: {}, skipped: [] }, 'i9_section_1'); // 'overview'
 */
export const employeeSelfOnboardingTransitions: FlowTable<
  Node,
  EmployeeSelfOnboardingScreen,
  EmployeeSelfOnboardingMove,
  StepProgress<SelfStepId>
> = {
  node: (screen) => (screen === 'overview' ? 'overview' : 'step'),
  start: ['overview'],
  edges: [
    { from: ['overview'], move: 'continue', to: [['step', openStep], ['overview']] },
    {
      from: ['overview', 'step'],
      move: 'open',
      to: [
        ['overview', named],
        ['step', named],
      ],
    },
    { from: ['step'], move: 'completed', to: [['step', openStep], ['overview']] },
    { from: ['step'], move: 'back', to: [['overview']] },
  ],
};

/**
 * The words of the diagram of {@link employeeSelfOnboardingTransitions} (read by
 * `scripts/flow-diagrams.ts` only).
 *
 * @example
 * employeeSelfOnboardingDiagramWords.completed; // 'Saved'
 */
export const employeeSelfOnboardingDiagramWords = {
  continue: 'Continue',
  open: 'Open a step (overview, URL)',
  completed: 'Saved',
  back: 'Back (asks before losing typed changes)',
  'when.openStep': 'the next step to do',
  'when.named': '',
};
