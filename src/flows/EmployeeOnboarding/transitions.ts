import type { FlowGuard, FlowTable } from '../shared/flowTable';
import { nextOpenStep } from '../shared/stepFlow';
import { employeeSteps, type EmployeeProgress, type EmployeeStepId } from './employeeSteps';

/**
 * A screen of one employee's onboarding: a step, or after the last the summary, or for an employee
 * on the self path the self-onboarding screen (the invitation, then the review).
 *
 * @example
 * const screen: EmployeeOnboardingScreen = 'summary';
 */
export type EmployeeOnboardingScreen = EmployeeStepId | 'summary' | 'self_onboarding';

/**
 * Where the flow is: the employee list; an employee opened without a step, until the service's
 * status says where they resume; or one screen of one employee (none yet while adding one).
 *
 * @example
 * const view: EmployeeOnboardingView = { screen: 'add_home_address', employeeId: 'e-1' };
 */
export type EmployeeOnboardingView =
  | { screen: 'list' }
  | { screen: 'resume'; employeeId: string }
  | { screen: EmployeeOnboardingScreen; employeeId?: string };

/**
 * What moves the flow: Add or Continue on the list, the status read for an employee resumed, a
 * screen opened by name (the stepper, the summary's Edit), a step saved, Back to the step before,
 * Cancel to the list.
 *
 * @example
 * const move: EmployeeOnboardingMove = { type: 'completed', employeeId: 'e-1', step: 'add_home_address' };
 */
export type EmployeeOnboardingMove =
  | { type: 'add' }
  | { type: 'resume'; employeeId: string }
  | { type: 'resumed' }
  | { type: 'open'; employeeId?: string; step: string }
  | { type: 'completed'; employeeId: string; step: EmployeeOnboardingScreen }
  | { type: 'back'; step: EmployeeOnboardingScreen }
  | { type: 'cancel' };

/** A state of the employee onboarding's diagram. */
export type EmployeeOnboardingNode = 'list' | 'resume' | 'step' | 'summary';

type Guard = FlowGuard<EmployeeOnboardingView, EmployeeOnboardingMove, EmployeeProgress>;

/**
 * The screens the stepper shows for this progress: the steps the service lists (and the optional
 * deductions when the flow offers them), then the summary (the self-onboarding screen on the self
 * path).
 *
 * @example
 * employeeScreens(progress); // ['personal_details', …, 'summary']
 */
export function employeeScreens(progress: EmployeeProgress): EmployeeOnboardingScreen[] {
  return [
    ...(progress.steps ?? employeeSteps).filter((step) => progress.states[step.id]).map((step) => step.id),
    progress.selfOnboarding ? 'self_onboarding' : 'summary',
  ];
}

/** The employee the screen is about (the one just saved, for a completed step). */
const employeeOf = (move: EmployeeOnboardingMove, from?: EmployeeOnboardingView) =>
  ('employeeId' in move && move.employeeId) || (from && 'employeeId' in from ? from.employeeId : undefined);

/** Adding an employee starts at the first step. */
const firstStep: Guard = () => ({ screen: employeeSteps[0]!.id });

/** Continue on the list: the employee, until their status is read. */
const resumeEmployee: Guard = (move) =>
  move.type === 'resume' ? { screen: 'resume', employeeId: move.employeeId } : undefined;

/** The first step not done after the one just left (from the first, on resuming), if any. */
const openStep: Guard = (move, progress, from) => {
  const step = nextOpenStep(
    progress.steps ?? employeeSteps,
    progress,
    'step' in move ? (move.step as EmployeeStepId) : undefined,
  );
  return step && { screen: step, employeeId: employeeOf(move, from) };
};

/** Every step done: the summary (the self-onboarding screen on the self path). */
const summary: Guard = (move, progress, from) => ({
  screen: progress.selfOnboarding ? 'self_onboarding' : 'summary',
  employeeId: employeeOf(move, from),
});

/** The screen opened by name, when the flow has it. */
const named: Guard = (move, progress, from) =>
  'step' in move && (employeeScreens(progress) as string[]).includes(move.step)
    ? { screen: move.step as EmployeeOnboardingScreen, employeeId: employeeOf(move, from) }
    : undefined;

/** The screen before this one in the stepper; none before the first. */
const previousScreen: Guard = (move, progress, from) => {
  const screens = employeeScreens(progress);
  const previous =
    'step' in move ? screens[screens.indexOf(move.step as EmployeeOnboardingScreen) - 1] : undefined;
  return previous && { screen: previous, employeeId: employeeOf(move, from) };
};

const list: Guard = () => ({ screen: 'list' });

/**
 * Every transition of the employee onboarding, in one table: where each move leads (nowhere, as
 * Back from the first step, when no way of the move fits).
 *
 * @example
 * applyMove(employeeOnboardingTransitions, { type: 'completed', employeeId, step: 'add_work_address' }, progress); // the home address, when not done
 */
export const employeeOnboardingTransitions: FlowTable<
  EmployeeOnboardingNode,
  EmployeeOnboardingView,
  EmployeeOnboardingMove,
  EmployeeProgress
> = {
  node: (view) =>
    view.screen === 'self_onboarding'
      ? 'summary'
      : view.screen === 'list' || view.screen === 'resume' || view.screen === 'summary'
        ? view.screen
        : 'step',
  start: ['list'],
  edges: [
    { from: ['list'], move: 'add', to: [['step', firstStep]] },
    { from: ['list'], move: 'resume', to: [['resume', resumeEmployee]] },
    {
      from: ['resume'],
      move: 'resumed',
      to: [
        ['step', openStep],
        ['summary', summary],
      ],
    },
    {
      from: ['step', 'summary'],
      move: 'open',
      to: [
        ['step', named],
        ['summary', named],
      ],
    },
    {
      from: ['step'],
      move: 'completed',
      to: [
        ['step', openStep],
        ['summary', summary],
      ],
    },
    { from: ['step', 'summary'], move: 'back', to: [['step', previousScreen]] },
    { from: ['resume', 'step', 'summary'], move: 'cancel', to: [['list', list]] },
  ],
};

/**
 * The words of the flow's README diagram (`scripts/flow-diagrams.ts`), by move and by guard.
 *
 * @example
 * employeeOnboardingDiagramWords.add; // 'Add employee'
 */
export const employeeOnboardingDiagramWords = {
  add: 'Add employee',
  resume: 'Continue an employee',
  resumed: 'Their status read',
  open: 'Open a step (stepper, summary Edit)',
  completed: 'Saved',
  back: 'Back',
  cancel: 'Cancel',
  'when.firstStep': 'personal details',
  'when.resumeEmployee': 'the employee',
  'when.openStep': 'the next step not done',
  'when.summary': 'every step done',
  'when.named': '',
  'when.previousScreen': 'the step before',
  'when.list': 'the list',
};
