import { useCallback } from 'react';
import type { Employee, OnboardingStatus } from '../../api/employees/types';
import { useEmployee } from '../employees/queries';
import { useTransitionOnboardingStatus } from './mutations';
import { useOnboardingSteps, type OnboardingStepState } from './useOnboardingSteps';

/** Statuses from which a partner may finish onboarding (contract.md#employees). */
const FINISHABLE: readonly OnboardingStatus[] = [
  'admin_onboarding_incomplete',
  'self_onboarding_awaiting_admin_review',
];

/**
 * What {@link useOnboardingSummary} returns.
 *
 * @example
 * const { canFinish, finish, remaining } = useOnboardingSummary(employeeId);
 */
export interface OnboardingSummary {
  employee: Employee | undefined;
  status: OnboardingStatus | undefined;
  steps: OnboardingStepState[];
  /** Required steps still to do; finishing waits for them. */
  remaining: OnboardingStepState[];
  isComplete: boolean;
  /** Every required step is done and the status allows finishing. */
  canFinish: boolean;
  /** Move the employee to `onboarding_completed`. */
  finish: () => Promise<void>;
  isFinishing: boolean;
  /** The service's refusal of the last finish, if any. */
  error: Error | null;
  isLoading: boolean;
  /** Why the stored data could not be loaded, if it could not: the step shows that, not an empty form. */
  loadError: Error | null;
}

/**
 * Headless summary step: onboarding status and steps from the service, and the "Finish
 * onboarding" transition once everything required is done.
 *
 * @example
 * const { canFinish, finish } = useOnboardingSummary(employeeId);
 * <button disabled={!canFinish} onClick={finish}>Finish onboarding</button>
 */
export function useOnboardingSummary(employeeId: string): OnboardingSummary {
  const employee = useEmployee(employeeId);
  const { steps, status, isLoading, error: stepsError } = useOnboardingSteps(employeeId);
  const transition = useTransitionOnboardingStatus(employeeId);
  // Admin review is the finishing transition itself, not something to do before it.
  const remaining = steps.filter((step) => step.required && !step.completed && step.id !== 'admin_review');
  const isComplete = status === 'onboarding_completed';
  const canFinish =
    !isComplete && remaining.length === 0 && status !== undefined && FINISHABLE.includes(status);
  const { mutateAsync } = transition;
  const finish = useCallback(async () => {
    await mutateAsync('onboarding_completed');
  }, [mutateAsync]);
  return {
    employee: employee.data,
    status,
    steps,
    remaining,
    isComplete,
    canFinish,
    finish,
    isFinishing: transition.isPending,
    error: transition.error,
    isLoading: isLoading || employee.isLoading,
    loadError: stepsError ?? employee.error,
  };
}
