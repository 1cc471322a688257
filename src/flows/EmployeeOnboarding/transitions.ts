import { moveStep, nextOpenStep, type StepProgress, type StepTransitions } from '../shared/stepFlow';
import { employeeSteps, type EmployeeStepId } from './employeeSteps';

/**
 * A screen of one employee's onboarding: a step, or the summary after the last.
 *
 * @example
 * const screen: EmployeeOnboardingScreen = 'summary';
 */
export type EmployeeOnboardingScreen = EmployeeStepId | 'summary';

/**
 * Where the flow is: the employee list, or one screen of one employee (none yet while adding
 * one). The screen is a step, `summary`, or undefined until the employee's status says where to
 * resume; a URL may name any screen, so it is a string.
 *
 * @example
 * const view: EmployeeOnboardingView = { view: 'step', employeeId: 'e-1', step: 'add_home_address' };
 */
export type EmployeeOnboardingView =
  { view: 'list' } | { view: 'step'; employeeId?: string; step: string | undefined };

/**
 * What moves the flow: Add or Continue on the list, a screen opened by name (the stepper, the
 * summary's Edit), a step saved, Back to the step before, Cancel to the list.
 *
 * @example
 * const move: EmployeeOnboardingMove = { type: 'completed', employeeId: 'e-1', step: 'add_home_address' };
 */
export type EmployeeOnboardingMove =
  | { type: 'add' }
  | { type: 'resume'; employeeId: string }
  | { type: 'open'; employeeId?: string; step: string }
  | { type: 'completed'; employeeId: string; step: string }
  | { type: 'back'; employeeId?: string; step: string }
  | { type: 'cancel' };

/**
 * The screens the stepper shows for this progress: the steps the service lists, then the summary.
 *
 * @example
 * employeeScreens(progress); // ['personal_details', …, 'summary']
 */
export function employeeScreens(progress: StepProgress<EmployeeStepId>): EmployeeOnboardingScreen[] {
  return [...employeeSteps.filter((step) => progress.states[step.id]).map((step) => step.id), 'summary'];
}

/**
 * Where an employee's onboarding resumes, or goes after `after`: the first step after it (from
 * the first, without it) not done yet, else the summary.
 *
 * @example
 * employeeResumeStep(progress); // 'add_home_address'
 */
export function employeeResumeStep(
  progress: StepProgress<EmployeeStepId>,
  after?: string,
): EmployeeOnboardingScreen {
  return nextOpenStep(employeeSteps, progress, after as EmployeeStepId) ?? 'summary';
}

/**
 * Every transition of the employee onboarding, in one table: where each move leads (undefined:
 * nowhere, as Back from the first step).
 *
 * @example
 * employeeOnboardingTransitions.completed({ type: 'completed', employeeId, step: 'add_work_address' }, progress); // the home address, when not done
 */
export const employeeOnboardingTransitions: StepTransitions<
  EmployeeOnboardingMove,
  StepProgress<EmployeeStepId>,
  EmployeeOnboardingView | undefined
> = {
  add: () => ({ view: 'step', step: 'personal_details' }),
  resume: ({ employeeId }) => ({ view: 'step', employeeId, step: undefined }),
  open: ({ employeeId, step }) => ({ view: 'step', employeeId, step }),
  completed: ({ employeeId, step }, progress) => ({
    view: 'step',
    employeeId,
    step: employeeResumeStep(progress, step),
  }),
  back: ({ employeeId, step }, progress) => {
    const screens = employeeScreens(progress);
    const previous = screens[screens.indexOf(step as EmployeeOnboardingScreen) - 1];
    return previous ? { view: 'step', employeeId, step: previous } : undefined;
  },
  cancel: () => ({ view: 'list' }),
};

/**
 * Applies a move with {@link employeeOnboardingTransitions}.
 *
 * @example
 * const view = moveEmployeeOnboarding({ type: 'resume', employeeId }, progress);
 */
export function moveEmployeeOnboarding(
  move: EmployeeOnboardingMove,
  progress: StepProgress<EmployeeStepId>,
): EmployeeOnboardingView | undefined {
  return moveStep(employeeOnboardingTransitions, move, progress);
}
