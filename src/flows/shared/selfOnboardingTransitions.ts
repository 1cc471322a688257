import type { FlowGuard, FlowTable } from './flowTable';
import { nextOpenStep, type StepDeclaration, type StepProgress } from './stepFlow';

/**
 * A screen of a person's own onboarding (`<EmployeeSelfOnboarding/>`,
 * `<ContractorSelfOnboarding/>`): the overview of their steps, which says the company reviews once
 * every step is done, or one step.
 *
 * @example
 * const screen: SelfOnboardingScreen<'address'> = 'overview';
 */
export type SelfOnboardingScreen<StepId extends string> = 'overview' | StepId;

/**
 * What moves a person's own onboarding: Continue on the overview (the next step to do), a step
 * opened by name, a step saved, Back to the overview.
 *
 * @example
 * const move: SelfOnboardingMove<'profile'> = { type: 'completed', step: 'profile' };
 */
export type SelfOnboardingMove<StepId extends string> =
  | { type: 'continue' }
  | { type: 'open'; screen: SelfOnboardingScreen<StepId> }
  | { type: 'completed'; step: StepId }
  | { type: 'back' };

/** A state of the flows' diagram. */
type Node = 'overview' | 'step';

/**
 * Every move of a person's own onboarding over its `steps`, in one table: it opens on the overview
 * (resuming is the service's progress shown there); Continue and a saved step lead to the next step
 * to do (going round), or to the overview once none is, which then says the company will review.
 *
 * @example
 * const table = selfOnboardingTransitions(contractorSelfSteps);
 * applyMove(table, { type: 'back' }, { states: {}, skipped: [] }, 'w9'); // 'overview'
 */
export function selfOnboardingTransitions<StepId extends string>(
  steps: readonly StepDeclaration<StepId, string>[],
): FlowTable<Node, SelfOnboardingScreen<StepId>, SelfOnboardingMove<StepId>, StepProgress<StepId>>;
// The table is written once over step ids as strings: a generic step id leaves the table's
// conditional target types undecided, and the steps' own ids are all the guards return.
export function selfOnboardingTransitions(
  steps: readonly StepDeclaration<string, string>[],
): FlowTable<Node, string, SelfOnboardingMove<string>, StepProgress<string>> {
  type Guard = FlowGuard<string, SelfOnboardingMove<string>, StepProgress<string>>;
  /** The next step to do after the one just saved (going round), or the first on Continue. */
  const openStep: Guard = (move, progress) =>
    nextOpenStep(steps, progress, 'step' in move ? move.step : undefined, true);
  /** The screen opened by name. */
  const named: Guard = (move) => ('screen' in move ? move.screen : undefined);
  return {
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
}
