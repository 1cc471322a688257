import type { ApiError } from '../../../api/errors';
import type { OnboardingStepId } from '../../../api/onboarding/types';

// One home for the step ids: the service's type (api/onboarding), not a copy of it.
export type { OnboardingStepId };

/**
 * What a partner's mailer needs to invite an employee to fill in their own details
 * (`employee.invited`, also `<EmployeeOnboarding onInvite>`): the kit and the service send no
 * mail (UPSTREAM-3 L.1). The link is the partner's own page that renders
 * `<EmployeeSelfOnboarding employeeId/>` for this employee, signed in as them.
 *
 * @example
 * const invite: EmployeeInvite = { employeeId: 'e-1', companyId: 'c-1', firstName: 'Grace',
 *   lastName: 'Hopper', email: 'grace@example.com', resent: false };
 * sendMail(invite.email, `${origin}/welcome?employee=${invite.employeeId}`);
 */
export interface EmployeeInvite {
  employeeId: string;
  companyId: string;
  firstName: string;
  lastName: string;
  /** The personal email the invitation goes to (required on the self path). */
  email: string;
  /** A second sending of a live invitation (the admin pressed "Send again"). */
  resent: boolean;
}

/** Every event `<EmployeeOnboarding onEvent>` reports, with its payload. */
export interface OnboardingEventMap {
  'employee.created': { employeeId: string };
  'employee.updated': { employeeId: string };
  'employee.deleted': { employeeId: string };
  'step.completed': { employeeId: string; step: OnboardingStepId };
  'onboarding.completed': { employeeId: string };
  'employee.invited': EmployeeInvite;
  'invitation.cancelled': { employeeId: string };
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
  /**
   * The words of the block's save button: "Save and continue" in the onboarding by default; a
   * page that edits the same record in place (the employee page) says "Save".
   */
  submitLabel?: string;
}
