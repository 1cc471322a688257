import type { Contractor, ContractorOnboardingStatusName } from '../../api/contractors/types';
import { useContractorOnboardingStatus, useTransitionContractorOnboarding } from '../../hooks/contractors';
import {
  useCancelContractorPortalInvitation,
  useContractorPortalInvitation,
  useInviteContractorToPortal,
} from '../../hooks/portalInvitations';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
} from '../../ui';
import { nextOpenStep } from '../shared/stepFlow';
import { Aside } from './Aside';
import { contractorStepStates, contractorSteps, type ContractorStepId } from './contractorSteps';
import { contractorName } from './contractorName';
import type { ContractorInvitation, ContractorsEventHandler } from './events';
import { useContractorsMessages } from './useContractorsMessages';

/** Props of {@link ContractorOnboarding}. */
export interface ContractorOnboardingProps {
  companyId: string;
  contractor: Contractor;
  /** Open the form of details and pay (the first step); without it, Continue skips that step. */
  onEdit?: () => void;
  onEvent?: ContractorsEventHandler;
  /**
   * The contractor was invited to self-onboard, or the invitation was sent again: what the
   * partner's mailer needs to send them the link (the kit sends no mail).
   */
  onInvite?: (invitation: ContractorInvitation) => void;
}

type Move = [to: ContractorOnboardingStatusName, label: 'invite' | 'cancelInvite' | 'review' | 'finish'];

const invite_: Move = ['self_onboarding_invited', 'invite'];
const finish: Move = ['onboarding_completed', 'finish'];

/**
 * The admin's move from each status (UPSTREAM-2 I.1), in one table: invite (with an email on
 * file), cancel the invitation, mark as reviewed, finish.
 */
const moves: Partial<Record<string, Move>> = {
  admin_onboarding_incomplete: invite_,
  self_onboarding_not_invited: invite_,
  self_onboarding_invited: ['admin_onboarding_incomplete', 'cancelInvite'],
  self_onboarding_started: ['self_onboarding_review', 'review'],
  admin_onboarding_review: finish,
  self_onboarding_review: finish,
};

/**
 * A contractor's onboarding on the step-flow pattern: each step of the admin path (details and
 * pay with the new-hire report, address, payment method, W-9) done or to do, as the service
 * computes them; "Continue" to the next open step (its section on the page, or the form
 * of details); and the admin's next move: invite the contractor to self-onboard (when an email
 * is on file) or cancel the invitation, mark what they gave as reviewed, finish onboarding once
 * everything is on file.
 *
 * @example
 * <ContractorOnboarding companyId={companyId} contractor={contractor} onEdit={edit} />
 */
export function ContractorOnboarding({
  companyId,
  contractor,
  onEdit,
  onEvent,
  onInvite,
}: ContractorOnboardingProps) {
  const { Alert, Badge, Button } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
  });
  const { t } = useContractorsMessages();
  const status = useContractorOnboardingStatus(contractor.uuid);
  const transition = useTransitionContractorOnboarding(companyId, contractor.uuid);
  const current = status.data?.onboarding_status ?? contractor.onboarding_status;
  const selfPath = current === 'self_onboarding_invited' || current === 'self_onboarding_started';
  // The member portal invitation (DECISIONS 64): the link the contractor follows (none: null).
  const invitation = useContractorPortalInvitation(contractor.uuid);
  const sendInvitation = useInviteContractorToPortal(contractor.uuid);
  const cancelInvitation = useCancelContractorPortalInvitation(contractor.uuid);
  if (current === 'onboarding_completed') return null;
  const portal = invitation.data;
  const canResend = selfPath && portal?.status !== 'complete';
  /** Sends the portal invitation (again), then tells the partner's mailer what it needs. */
  const invite = async (resend: boolean) => {
    await sendInvitation.mutateAsync(undefined);
    const invited = {
      contractorId: contractor.uuid,
      email: contractor.email ?? '',
      name: contractorName(contractor),
    };
    onInvite?.({ ...invited, resend });
    if (!resend) onEvent?.('contractor.invited', { contractorId: contractor.uuid });
  };
  /** The move of the table, with the portal invitation it brings or ends. */
  const moveTo = async (to: ContractorOnboardingStatusName) => {
    if (to === 'admin_onboarding_incomplete' && portal && !portal.expired && portal.status !== 'complete')
      await cancelInvitation.mutateAsync();
    await transition.mutateAsync(to);
    if (to === invite_[0]) await invite(false);
    if (to === finish[0]) onEvent?.('contractor.onboarded', { contractorId: contractor.uuid });
  };
  const move = moves[current!];
  const to = move && (move !== invite_ || contractor.email) ? move[0] : undefined;
  const states = contractorStepStates(status.data?.onboarding_steps);
  const next = nextOpenStep(contractorSteps, { states, skipped: onEdit ? [] : ['details'] });
  // Each step's title is its section's heading on the page.
  const title = (step: ContractorStepId) => t(`${step}.title`);
  return (
    <Aside title={t('onboarding.title')}>
      <ol className="pk-contractor__steps" aria-label={t('onboarding.title')}>
        {contractorSteps.map(({ id }) =>
          states[id] ? (
            <li key={id} className="pk-flow-inline">
              <span>{title(id)}</span>
              {states[id] === 'done' ? (
                <Badge tone="success">{t('onboarding.done')}</Badge>
              ) : (
                <Badge tone="warning">{t('onboarding.todo')}</Badge>
              )}
            </li>
          ) : null,
        )}
      </ol>
      {next ? (
        <div className="pk-flow-inline">
          <Button
            type="button"
            variant="secondary"
            onClick={({ currentTarget }) =>
              next === 'details'
                ? onEdit?.()
                : currentTarget
                    .closest('.pk-contractor')
                    ?.querySelector<HTMLElement>(`[data-step=${next}] h3`)
                    ?.focus()
            }
          >
            {t('onboarding.continue', { step: title(next) })}
          </Button>
        </div>
      ) : null}
      {selfPath && contractor.email ? (
        <p className="pk-flow-section__description">
          {t(portal?.expired ? 'onboarding.expired' : 'onboarding.invited', { email: contractor.email })}
        </p>
      ) : null}
      {current === 'self_onboarding_started' && !next ? (
        <p className="pk-flow-section__description">{t('onboarding.selfDone')}</p>
      ) : null}
      {to === invite_[0] ? (
        <p className="pk-flow-section__description">{t('onboarding.invite.hint')}</p>
      ) : null}
      {transition.isError || sendInvitation.isError || cancelInvitation.isError ? (
        <Alert tone="danger">{t('onboarding.error')}</Alert>
      ) : null}
      {to || canResend ? (
        <div className="pk-flow-section__actions">
          {canResend ? (
            <Button
              type="button"
              variant="secondary"
              loading={sendInvitation.isPending}
              onClick={() => void invite(true).catch(() => undefined)}
            >
              {t('onboarding.resend')}
            </Button>
          ) : null}
          {to ? (
            <Button
              type="button"
              variant={to === 'admin_onboarding_incomplete' ? 'secondary' : 'primary'}
              loading={transition.isPending || cancelInvitation.isPending}
              onClick={() => void moveTo(to).catch(() => undefined)}
            >
              {t(`onboarding.${move![1]}`)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Aside>
  );
}
