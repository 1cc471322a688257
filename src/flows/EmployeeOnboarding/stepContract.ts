import type { ApiError } from '../../api/errors';
import type { OnboardingStepId } from '../../api/onboarding/types';

// One home for the step ids: the service's type (api/onboarding), not a copy of it.
export type { OnboardingStepId };

/** Every event `<EmployeeOnboarding onEvent>` reports, with its payload. */
export interface OnboardingEventMap {
  'employee.created': { employeeId: string };
  'employee.updated': { employeeId: string };
  'employee.deleted': { employeeId: string };
  'step.completed': { employeeId: string; step: OnboardingStepId };
  'onboarding.completed': { employeeId: string };
  'onboarding.cancelled': { employeeId?: string };
  'bank_account.created': { employeeId: string; bankAccountId: string };
  'form.signed': { employeeId: string; formId: string };
  error: { step?: OnboardingStepId; error: ApiError | Error };
}

/** Typed `onEvent(type, payload)` callback. */
export type OnboardingEventHandler = <T extends keyof OnboardingEventMap>(
  type: T,
  payload: OnboardingEventMap[T],
) => void;

/**
 * What the flow shell gives every step block. A block is also usable alone: render it with an
 * employee id and react to `onComplete`.
 */
export interface OnboardingStepProps {
  companyId: string;
  employeeId: string;
  /** Called after the step saved successfully; the shell moves on. */
  onComplete: () => void;
  /** Present when there is a previous step to go back to. */
  onBack?: () => void;
  onEvent?: OnboardingEventHandler;
  /**
   * Tells the shell whether the step has unsaved edits, so leaving asks first.
   * Steps call it with `formState.isDirty` whenever it changes.
   */
  onDirtyChange?: (dirty: boolean) => void;
}
