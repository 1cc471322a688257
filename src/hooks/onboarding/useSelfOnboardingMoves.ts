import { useMutation } from '@tanstack/react-query';
import type { OnboardingStatus } from '../../api/employees/types';
import { isApiError } from '../../api/errors';
import { useInviteEmployeeToPortal } from '../portalInvitations/mutations';
import { useTransitionOnboardingStatus } from './mutations';
import { useOnboardingSteps } from './useOnboardingSteps';

/**
 * The onboarding steps a refusal names as still open (`metadata.steps`, DECISIONS 62): what an
 * invitation or a finish needs first. Empty for any other error.
 *
 * @example
 * openStepsOf(error); // ['compensation_details', 'add_work_address']
 */
export function openStepsOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  return error.errors
    .flatMap((entry): unknown[] => (Array.isArray(entry.metadata?.steps) ? entry.metadata.steps : []))
    .filter((step): step is string => typeof step === 'string');
}

/**
 * What {@link useSelfOnboardingMoves} returns.
 *
 * @example
 * const { status, invite, startReview, finish } = useSelfOnboardingMoves(employeeId);
 */
export interface SelfOnboardingMoves {
  status: OnboardingStatus | undefined;
  /** Choose who fills in the employee's own steps: the employee (`true`) or the admin. */
  choose: (selfOnboarding: boolean) => Promise<void>;
  /**
   * Invite the employee, or send the invitation again: moves a chosen employee to invited (the
   * service checks the prerequisites: names, email, job with pay, work address) and sends the
   * member portal invitation (one idempotency key per press). The kit sends no mail.
   */
  invite: () => Promise<void>;
  /** The employee finished: the admin starts reviewing (`self_onboarding_awaiting_admin_review`). */
  startReview: () => Promise<void>;
  /** Done reviewing: `onboarding_completed` (refused while a required step is open). */
  finish: () => Promise<void>;
  isPending: boolean;
  /** The last move's refusal, if any; {@link openStepsOf} reads the steps it names. */
  error: Error | null;
}

/**
 * The admin's moves of a self-onboarding employee (UPSTREAM-3 L.1, DECISIONS 62): choose the self
 * path, invite or invite again, start the review once the employee is done, and finish. Each move
 * refreshes the employee's status and record.
 *
 * @example
 * const moves = useSelfOnboardingMoves(employeeId);
 * await moves.invite(); // then deliver the link yourself (the flow's onInvite)
 */
export function useSelfOnboardingMoves(employeeId: string): SelfOnboardingMoves {
  const { status } = useOnboardingSteps(employeeId);
  const transition = useTransitionOnboardingStatus(employeeId);
  const portal = useInviteEmployeeToPortal(employeeId);
  const move = useMutation<void, Error, () => Promise<void>>({ mutationFn: (run) => run() });
  const to = (next: OnboardingStatus) => async () => {
    await transition.mutateAsync(next);
  };
  return {
    status,
    choose: (selfOnboarding) =>
      move.mutateAsync(to(selfOnboarding ? 'self_onboarding_pending_invite' : 'admin_onboarding_incomplete')),
    invite: () =>
      move.mutateAsync(async () => {
        // Chosen, not yet invited: the service checks the prerequisites on this move. Already
        // invited: the portal invitation is sent again, the status stays.
        if (status === 'self_onboarding_pending_invite')
          await transition.mutateAsync('self_onboarding_invited');
        await portal.mutateAsync();
      }),
    startReview: () => move.mutateAsync(to('self_onboarding_awaiting_admin_review')),
    finish: () => move.mutateAsync(to('onboarding_completed')),
    isPending: move.isPending,
    error: move.error,
  };
}
