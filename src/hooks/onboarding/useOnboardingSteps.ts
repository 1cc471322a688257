import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OnboardingStatus } from '../../api/employees/types';
import type { OnboardingStepId } from '../../api/onboarding/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as onboardingQueries from './queryOptions';

/**
 * One step of an employee's onboarding as the flow shows it.
 *
 * @example
 * const step: OnboardingStepState = { id: 'add_home_address', title: 'Add home address', required: true, completed: false };
 */
export interface OnboardingStepState {
  id: OnboardingStepId;
  title: string;
  required: boolean;
  completed: boolean;
}

/**
 * Options of {@link useOnboardingSteps}.
 *
 * @example
 * useOnboardingSteps(employeeId, { exclude: ['direct_deposit_setup'] });
 */
export interface OnboardingStepsOptions {
  /** Optional steps to leave out; a required step is never left out. */
  exclude?: readonly OnboardingStepId[];
}

/**
 * What {@link useOnboardingSteps} returns.
 *
 * @example
 * const { steps, firstIncomplete } = useOnboardingSteps(employeeId);
 */
export interface OnboardingSteps {
  /** In the service's order (contract.md#employees). */
  steps: OnboardingStepState[];
  /** Where to resume: the first step not completed, or undefined when all are. */
  firstIncomplete: OnboardingStepId | undefined;
  status: OnboardingStatus | undefined;
  isLoading: boolean;
  error: Error | null;
}

/**
 * The steps a new employee goes through before the service has a record to report on; the
 * service's order (contract.md#employees).
 */
const NEW_EMPLOYEE_STEPS: OnboardingStepState[] = [
  { id: 'personal_details', title: 'Personal details', required: true, completed: false },
  { id: 'compensation_details', title: 'Enter compensation details', required: true, completed: false },
  { id: 'add_work_address', title: 'Add work address', required: true, completed: false },
  { id: 'add_home_address', title: 'Add home address', required: true, completed: false },
  { id: 'federal_tax_setup', title: 'Enter federal tax withholdings', required: true, completed: false },
  { id: 'state_tax_setup', title: 'Enter state tax information', required: true, completed: false },
  { id: 'direct_deposit_setup', title: 'Direct deposit setup', required: false, completed: false },
  { id: 'employee_form_signing', title: 'Employee form signing', required: true, completed: false },
];

/**
 * An employee's onboarding steps from the service, in its order, with what is done and where to
 * resume. Without an employee (one being added) it gives the usual steps, none done.
 *
 * @example
 * const { steps, firstIncomplete } = useOnboardingSteps(employeeId, { exclude: ['direct_deposit_setup'] });
 */
export function useOnboardingSteps(
  employeeId: string | undefined,
  options: OnboardingStepsOptions = {},
): OnboardingSteps {
  const query = useQuery({
    ...onboardingQueries.status(usePayrollClient(), employeeId ?? ''),
    enabled: Boolean(employeeId),
  });
  const excluded = options.exclude;
  return useMemo(() => {
    const source: OnboardingStepState[] = employeeId
      ? (query.data?.onboarding_steps ?? []).map(({ id, title, required, completed }) => ({
          id,
          title,
          required,
          completed,
        }))
      : NEW_EMPLOYEE_STEPS;
    const steps = source.filter((step) => step.required || !excluded?.includes(step.id));
    return {
      steps,
      firstIncomplete: steps.find((step) => !step.completed)?.id,
      status: query.data?.onboarding_status,
      isLoading: Boolean(employeeId) && query.isLoading,
      error: query.error,
    };
  }, [employeeId, query.data, query.isLoading, query.error, excluded]);
}
