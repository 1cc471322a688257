import { useId, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import type { PortalInvitation } from '../../../api/portalInvitations/types';
import { useEmployee } from '../../../hooks/employees';
import { INVITED_STATUSES, openStepsOf, useSelfOnboardingMoves } from '../../../hooks/onboarding';
import {
  useCancelEmployeePortalInvitation,
  useEmployeePortalInvitation,
} from '../../../hooks/portalInvitations';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  ConfirmDialog as DefaultConfirmDialog,
} from '../../../ui';
import { RowAction } from '../../shared/RowAction';
import { StepActions } from '../../shared/StepActions';
import type { OnboardingStepId, OnboardingStepProps } from '../../shared/employee/stepContract';
import { useStepMessages } from '../useStepMessages';
import { StepStatus } from '../../shared/employee/StepStatus';

/** Props of {@link InvitePanel}. */
export interface InvitePanelProps extends Omit<OnboardingStepProps, 'onComplete' | 'onDirtyChange'> {
  /** Open one of the admin's steps the invitation still needs (the service names them). */
  onEditStep?: (step: OnboardingStepId) => void;
}

/** The invitation's word: none, its status, or expired (a cancelled one is expired too). */
function invitationWord(invitation: PortalInvitation | null | undefined) {
  if (!invitation) return 'none';
  if (invitation.status === 'cancelled') return 'cancelled';
  return invitation.expired ? 'expired' : invitation.status;
}

/** An invitation the person can still use: it can be cancelled. */
const isLive = (invitation: PortalInvitation | null | undefined) =>
  Boolean(invitation && !invitation.expired && invitation.status !== 'complete');

/**
 * The self-onboarding invitation of an employee on the self path (UPSTREAM-3 L.1, L.3): their
 * status and their portal invitation's, Invite (the service checks the prerequisites, named with
 * a button to each open step), Send again, Cancel the invitation (self-onboarding stays
 * chosen), and Cancel self-onboarding, after a confirmation (the invitation is revoked and the
 * employee goes back to the admin's onboarding: Enter their details opens it). Each invitation sent is reported as `employee.invited` with what the partner's mailer
 * needs: the kit sends no mail. Focus stays on the panel's heading after each action.
 *
 * @example
 * <InvitePanel companyId={companyId} employeeId={employeeId} onEvent={onEvent} onEditStep={open} />
 */
export function InvitePanel(props: InvitePanelProps) {
  const { companyId, employeeId, onEvent, onEditStep } = props;
  const { Alert, Badge, Button, ConfirmDialog } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    ConfirmDialog: DefaultConfirmDialog,
  });
  const { t, lookup } = useStepMessages();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const employee = useEmployee(employeeId);
  const invitation = useEmployeePortalInvitation(employeeId);
  const moves = useSelfOnboardingMoves(employeeId);
  const cancel = useCancelEmployeePortalInvitation(employeeId);
  const [notice, setNotice] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  if (employee.isLoading || invitation.isLoading || employee.error || invitation.error) {
    return (
      <StepStatus
        text={{ title: t('self.title'), loading: t('self.loading'), loadError: t('flow.loadError') }}
        error={employee.error ?? invitation.error}
      />
    );
  }
  const person = employee.data!;
  const name = `${person.first_name} ${person.last_name}`;
  const invited = moves.status !== undefined && INVITED_STATUSES.includes(moves.status);
  // Self-onboarding cancelled: the admin enters the employee's details on the admin path.
  const adminPath = moves.status === 'admin_onboarding_incomplete';
  const live = isLive(invitation.data);
  // A status a newer service adds is shown as it comes.
  const word = invitationWord(invitation.data);

  const done = (text: string) => {
    setNotice(text);
    // The button pressed may be gone (Cancel after cancelling): focus stays in the panel.
    heading.current?.focus();
  };
  const invite = async () => {
    setNotice(undefined);
    cancel.reset();
    try {
      await moves.invite();
    } catch (error) {
      onEvent?.('error', { error: error as Error });
      return;
    }
    onEvent?.('employee.invited', {
      employeeId,
      companyId,
      firstName: person.first_name,
      lastName: person.last_name,
      email: person.email ?? '',
      resent: live,
    });
    done(t('self.invited', { email: person.email ?? '' }));
  };
  const cancelInvitation = async () => {
    setNotice(undefined);
    try {
      await cancel.mutateAsync();
    } catch (error) {
      onEvent?.('error', { error: error as Error });
      return;
    }
    onEvent?.('invitation.cancelled', { employeeId });
    done(t('self.cancelled', { name }));
  };

  /*
   * Cancel self-onboarding (UPSTREAM-3 L.1, DECISIONS 62): the portal invitation is revoked, then
   * the employee goes back to the admin path (`admin_onboarding_incomplete`, allowed from invited,
   * started and overdue). What they entered stays; the dialog gives focus back to the heading.
   */
  const cancelSelfOnboarding = async () => {
    setNotice(undefined);
    try {
      if (live) {
        await cancel.mutateAsync();
        onEvent?.('invitation.cancelled', { employeeId });
      }
      await moves.choose(false);
    } catch (error) {
      setConfirming(false);
      onEvent?.('error', { error: error as Error });
      return;
    }
    setConfirming(false);
    onEvent?.('employee.updated', { employeeId });
    done(t('self.cancelledSelf', { name }));
  };

  const refusal = moves.error ?? cancel.error;
  const openSteps = openStepsOf(moves.error);
  const stepName = (id: string) => lookup(`step.${id}`, id);
  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <h2 ref={heading} id={headingId} tabIndex={-1} className="pk-flow-section__title" data-step-heading="">
        {t('self.title')}
      </h2>
      <p>{t('self.description', { name })}</p>
      <dl className="pk-onboarding-invite">
        <dt>{t('self.status')}</dt>
        <dd>{moves.status ? <Badge status={moves.status} /> : null}</dd>
        <dt>{t('self.invitation')}</dt>
        <dd>{lookup(`self.invitation.${word}`, word)}</dd>
      </dl>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {openSteps.length > 0 ? (
        <Alert tone="danger" title={t('self.openSteps')}>
          <ul>
            {openSteps.map((step) => (
              <li key={step}>
                {stepName(step)}{' '}
                {onEditStep ? (
                  <RowAction
                    variant="ghost"
                    label={t('self.openStep', { step: '' }).trim()}
                    accessibleName={t('self.openStep', { step: stepName(step) })}
                    onClick={() => onEditStep(step as OnboardingStepId)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </Alert>
      ) : refusal ? (
        <Alert tone="danger">
          {isApiError(refusal) ? (refusal.errors[0]?.message ?? t('error.generic')) : t('error.generic')}
        </Alert>
      ) : null}
      {invited ? <p>{t('self.waiting', { name })}</p> : null}
      {adminPath && !notice ? <p>{t('self.adminPath', { name })}</p> : null}
      <StepActions onBack={props.onBack} backLabel={t('flow.back')}>
        {adminPath ? (
          onEditStep ? (
            <Button type="button" onClick={() => onEditStep('personal_details')}>
              {t('self.enterDetails')}
            </Button>
          ) : null
        ) : invitation.data?.status === 'complete' ? null : (
          <Button type="button" onClick={() => void invite()} loading={moves.isPending}>
            {live ? t('self.resend') : t('self.invite', { name })}
          </Button>
        )}
        {live ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => void cancelInvitation()}
            loading={cancel.isPending}
          >
            {t('self.cancelInvitation')}
          </Button>
        ) : null}
        {invited ? (
          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => {
              if (!moves.isPending && !cancel.isPending) setConfirming(open);
            }}
            trigger={
              <Button type="button" variant="secondary">
                {t('self.cancelSelf')}
              </Button>
            }
            tone="danger"
            title={t('self.cancelSelf.title', { name })}
            description={t('self.cancelSelf.description')}
            confirmLabel={t('self.cancelSelf')}
            cancelLabel={t('self.cancelSelf.keep')}
            loading={moves.isPending || cancel.isPending}
            onConfirm={() => void cancelSelfOnboarding()}
          />
        ) : null}
      </StepActions>
    </section>
  );
}
