import type { CompanyOnboardingStep, CompanyOnboardingStepId } from '../../api/company/types';
import type { PayrollBlockerKey } from '../../api/payroll/types';
import { stepStanding } from '../onboarding/stepStanding';
import { BLOCKERS_CLEARED_BY } from './blockerSteps';
import { useCompanyOnboardingStatusQuery } from './queries';

/**
 * Where one onboarding step stands: `done`, `todo` (it can be started now), or `waiting` for the
 * steps in `waitingFor` to be done first.
 *
 * @example
 * const state: CompanyOnboardingStepState = 'waiting';
 */
export type CompanyOnboardingStepState = 'done' | 'todo' | 'waiting';

/**
 * One onboarding step as a screen shows it.
 *
 * @example
 * steps.map((step: CompanyOnboardingStepView) => `${step.title}: ${step.state}`);
 */
export interface CompanyOnboardingStepView {
  id: CompanyOnboardingStepId;
  title: string;
  state: CompanyOnboardingStepState;
  /** Steps not yet done that this one needs first (empty unless `waiting`). */
  waitingFor: CompanyOnboardingStepId[];
  skippable: boolean;
  required: boolean;
  /** The payroll blockers this step clears once done. */
  clearsBlockers: PayrollBlockerKey[];
}

/**
 * What {@link useCompanyOnboardingStatus} returns.
 *
 * @example
 * const { steps, nextStep, onboardingCompleted, readyToFinish } = useCompanyOnboardingStatus(companyId);
 */
export interface CompanyOnboardingStatusView {
  steps: CompanyOnboardingStepView[];
  /** The first step to do now, or undefined when every required step is done. */
  nextStep: CompanyOnboardingStepView | undefined;
  /** Every required, non-skippable step is done: onboarding can be finished. */
  readyToFinish: boolean;
  /** Onboarding was finished (the company then waits for approval). */
  onboardingCompleted: boolean;
  isLoading: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/**
 * Reads the service's steps: a step is `waiting` while any of its `requirements` is not done
 * (the rule of `stepStanding`).
 *
 * @example
 * const views = companyOnboardingStepViews(status.onboarding_steps);
 */
export function companyOnboardingStepViews(
  steps: readonly CompanyOnboardingStep[],
): CompanyOnboardingStepView[] {
  const done = new Set(steps.filter((step) => step.completed).map((step) => step.id));
  return steps.map((step) => {
    const { state, waitingFor } = stepStanding(step.completed, step.requirements, (id) => !done.has(id));
    return {
      id: step.id,
      title: step.title,
      state,
      waitingFor,
      skippable: step.skippable,
      required: step.required,
      clearsBlockers: BLOCKERS_CLEARED_BY[step.id] ?? [],
    };
  });
}

/**
 * A company's onboarding as steps to do: each step done, to do now, or waiting for the steps it
 * needs first, the next step to do (a required, non-skippable one first), whether onboarding can
 * be finished, and which payroll blockers each step clears. The steps come from the service's
 * records on every read; a write through the kit's hooks refreshes them.
 *
 * @example
 * const { steps, nextStep } = useCompanyOnboardingStatus(companyId);
 * <ol>{steps.map((step) => <li key={step.id} data-state={step.state}>{step.title}</li>)}</ol>
 * {nextStep && <a href={`#${nextStep.id}`}>Continue: {nextStep.title}</a>}
 */
export function useCompanyOnboardingStatus(companyId: string): CompanyOnboardingStatusView {
  const query = useCompanyOnboardingStatusQuery(companyId);
  const steps = query.data ? companyOnboardingStepViews(query.data.onboarding_steps) : [];
  const open = steps.filter((step) => step.state === 'todo' && step.required);
  const nextStep = open.find((step) => !step.skippable) ?? open[0];
  return {
    steps,
    nextStep,
    readyToFinish:
      steps.length > 0 && steps.every((step) => step.state === 'done' || step.skippable || !step.required),
    onboardingCompleted: query.data?.onboarding_completed ?? false,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}
