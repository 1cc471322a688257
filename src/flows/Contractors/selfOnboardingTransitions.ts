import type { FlowGuard, FlowTable } from '../shared/flowTable';
import { nextOpenStep, type StepProgress } from '../shared/stepFlow';
import { contractorSelfSteps, type ContractorSelfStepId } from './selfOnboardingSteps';

/**
 * A screen of `<ContractorSelfOnboarding/>`: the overview of the steps, or one step.
 *
 * @example
 * const screen: ContractorSelfOnboardingScreen = 'address';
 */
export type ContractorSelfOnboardingScreen = 'overview' | ContractorSelfStepId;

/**
 * What moves `<ContractorSelfOnboarding/>`: Continue (the next step to do), a step opened by
 * name, a step saved, Back to the overview.
 *
 * @example
 * const move: ContractorSelfOnboardingMove = { type: 'completed', step: 'profile' };
 */
export type ContractorSelfOnboardingMove =
  | { type: 'continue' }
  | { type: 'open'; screen: ContractorSelfOnboardingScreen }
  | { type: 'completed'; step: ContractorSelfStepId }
  | { type: 'back' };

/** A state of the flow's diagram. */
type Node = 'overview' | 'step';

type Guard = FlowGuard<
  ContractorSelfOnboardingScreen,
  ContractorSelfOnboardingMove,
  StepProgress<ContractorSelfStepId>
>;

/** The first step to do after the one just saved, going round. */
const openStep: Guard = (move, progress) =>
  nextOpenStep(contractorSelfSteps, progress, 'step' in move ? move.step : undefined, true);

/** The screen opened by name. */
const named: Guard = (move) => ('screen' in move ? move.screen : undefined);

/**
 * Every move of `<ContractorSelfOnboarding/>`, in one table: it opens on the overview; Continue
 * and a saved step lead to the next step to do, or back to the overview once none is (which
 * then says the company reviews what was given).
 *
 * @example
 * applyMove(contractorSelfOnboardingTransitions, { type: 'back' }, { states: {}, skipped: [] }, 'w9'); // 'overview'
 */
export const contractorSelfOnboardingTransitions: FlowTable<
  Node,
  ContractorSelfOnboardingScreen,
  ContractorSelfOnboardingMove,
  StepProgress<ContractorSelfStepId>
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
 * The words of the diagram of {@link contractorSelfOnboardingTransitions} (read by
 * `scripts/flow-diagrams.ts` only).
 *
 * @example
 * contractorSelfOnboardingDiagramWords.completed; // 'Saved'
 */
export const contractorSelfOnboardingDiagramWords = {
  continue: 'Continue',
  open: 'Open a step (overview, stepper, URL)',
  completed: 'Saved',
  back: 'Back (asks before losing typed changes)',
  'when.openStep': 'the next step to do',
  'when.named': '',
};
