import { stepStanding, type StepStanding } from '../../hooks/onboarding/stepStanding';

/**
 * The step-flow pattern of the onboarding flows: steps declared as data, their state read from
 * the service's onboarding steps (by the service's rule, `stepStanding` of the hooks), and the
 * "next open step" rule. Plain functions over the declarations (no React); the moves are the
 * flow's table (`flowTable.ts`) and the shell is `useStepFlow`.
 */

/**
 * Where a step stands: `done`, `todo` (it can be done now) or `waiting` for another step first.
 *
 * @example
 * const state: StepState = 'waiting';
 */
export type StepState = StepStanding;

/**
 * One of the service's onboarding steps, as a step flow reads it.
 *
 * @example
 * const view: ServiceStepView<string> = { id: 'add_bank_info', state: 'todo', waitingFor: [], skippable: false };
 */
export interface ServiceStepView<ServiceStepId extends string> {
  id: ServiceStepId;
  state: StepState;
  /** The service's steps not yet done that this one needs first (its requirements). */
  waitingFor: readonly ServiceStepId[];
  /** The service lets onboarding finish without it. */
  skippable: boolean;
}

/**
 * One step of a flow, as data: its id (also its title's message key, `step.<id>`, and the key of
 * its block in the flow's lazy step screen), the service's steps whose completion makes it done,
 * and whether it may be left for later.
 *
 * @example
 * const bank: StepDeclaration<'bank_account', string> = { id: 'bank_account', doneWhen: ['add_bank_info', 'verify_bank_info'], skippable: false };
 */
export interface StepDeclaration<StepId extends string, ServiceStepId extends string> {
  id: StepId;
  /** Done when every one of these service steps is completed. */
  doneWhen: readonly ServiceStepId[];
  /** The service lets the flow finish without it (not, when absent). */
  skippable?: boolean;
}

/**
 * What a move reads: the state of each step the service lists (a step it does not list is not
 * part of this onboarding), and the steps skipped in this visit.
 *
 * @example
 * const progress: StepProgress<'locations' | 'industry'> = { states: { locations: 'done', industry: 'todo' }, skipped: [] };
 */
export interface StepProgress<StepId extends string> {
  states: Partial<Record<StepId, StepState>>;
  skipped: readonly StepId[];
}

/**
 * Where a step stands, from the service's steps it covers: `done` when all are, `waiting` while
 * a step they need (other than a skippable one) is open, else `todo`.
 *
 * @example
 * const { state, waitingFor } = stepState(companySteps[3]!, status.steps);
 */
export function stepState<ServiceStepId extends string>(
  step: StepDeclaration<string, ServiceStepId>,
  views: readonly ServiceStepView<ServiceStepId>[],
): { state: StepState; waitingFor: ServiceStepId[] } {
  const covered = views.filter((view) => step.doneWhen.includes(view.id));
  const skippable = new Set(views.filter((view) => view.skippable).map((view) => view.id));
  // A step waits only on what it cannot start without; a step waiting on another step of its
  // own (verify waits on add) can still be opened.
  return stepStanding(
    covered.length > 0 && covered.every((view) => view.state === 'done'),
    covered.flatMap((view) => view.waitingFor),
    (id) => !skippable.has(id) && !step.doneWhen.includes(id),
  );
}

/**
 * The views of a service that says of each onboarding step only whether it is completed (an
 * employee's, a contractor's): done or to do, none waiting, since the service's `requirements`
 * only order the steps and the declared order keeps them.
 *
 * @example
 * stepStates(employeeSteps, completedStepViews(useOnboardingSteps(employeeId).steps));
 */
export function completedStepViews<ServiceStepId extends string>(
  steps: readonly { id: ServiceStepId; completed?: boolean; required?: boolean }[],
): ServiceStepView<ServiceStepId>[] {
  return steps.map(({ id, completed, required }) => ({
    id,
    ...stepStanding<ServiceStepId>(Boolean(completed), [], () => false),
    skippable: !required,
  }));
}

/**
 * The state of every declared step the service lists, by id.
 *
 * @example
 * const states = stepStates(companySteps, views); // { locations: 'done', industry: 'todo', … }
 */
export function stepStates<StepId extends string, ServiceStepId extends string>(
  steps: readonly StepDeclaration<StepId, ServiceStepId>[],
  views: readonly ServiceStepView<ServiceStepId>[],
): Partial<Record<StepId, StepState>> {
  const states: Partial<Record<StepId, StepState>> = {};
  for (const step of steps)
    if (views.some((view) => step.doneWhen.includes(view.id))) states[step.id] = stepState(step, views).state;
  return states;
}

/**
 * The next step that can be done now: the first `todo` step after `after` in the declared order
 * (from the first step without one), not skipped in this visit; `wrap` goes round to the steps
 * before it too. Undefined when none is open: the flow decides where that leads (its summary or
 * finish screen, or its overview of what waits).
 *
 * @example
 * nextOpenStep(companySteps, progress, 'industry', true); // 'bank_account', when it is to do
 */
export function nextOpenStep<StepId extends string>(
  steps: readonly StepDeclaration<StepId, string>[],
  progress: StepProgress<StepId>,
  after?: StepId,
  wrap?: boolean,
): StepId | undefined {
  const start = steps.findIndex((step) => step.id === after) + 1;
  return [...steps.slice(start), ...(wrap ? steps.slice(0, start) : [])].find(
    (step) => step.id !== after && !progress.skipped.includes(step.id) && progress.states[step.id] === 'todo',
  )?.id;
}
