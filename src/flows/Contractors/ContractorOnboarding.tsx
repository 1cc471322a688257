import type { Contractor, ContractorOnboardingStatusName } from '../../api/types/contractors';
import { useContractorOnboardingStatus, useTransitionContractorOnboarding } from '../../hooks/contractors';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
} from '../../ui';
import type { ContractorsEventHandler } from './events';
import { useContractorsMessages } from './useContractorsMessages';
import { Aside } from './Aside';

/** Props of {@link ContractorOnboarding}. */
export interface ContractorOnboardingProps {
  companyId: string;
  contractor: Contractor;
  onEvent?: ContractorsEventHandler;
}

type Move = {
  to: ContractorOnboardingStatusName;
  label: 'onboarding.invite' | 'onboarding.cancelInvite' | 'onboarding.review' | 'onboarding.finish';
};

/** The admin's moves from a status (UPSTREAM-2 I.1): invite or not, review, finish. */
function movesFrom(status: ContractorOnboardingStatusName | undefined, hasEmail: boolean): Move[] {
  switch (status) {
    case 'admin_onboarding_incomplete':
    case 'self_onboarding_not_invited':
      return hasEmail ? [{ to: 'self_onboarding_invited', label: 'onboarding.invite' }] : [];
    case 'self_onboarding_invited':
      return [{ to: 'admin_onboarding_incomplete', label: 'onboarding.cancelInvite' }];
    case 'self_onboarding_started':
      return [{ to: 'self_onboarding_review', label: 'onboarding.review' }];
    case 'admin_onboarding_review':
    case 'self_onboarding_review':
      return [{ to: 'onboarding_completed', label: 'onboarding.finish' }];
    default:
      return [];
  }
}

/**
 * A contractor's onboarding: each step (details, address, pay, payment method, W-9, new-hire
 * report) done or to do, as the service computes them, and the admin's next move: invite the
 * contractor to self-onboard (when an email is on file) or cancel the invitation, mark what they
 * gave as reviewed, finish onboarding once everything is on file.
 *
 * @example
 * <ContractorOnboarding companyId={companyId} contractor={contractor} />
 */
export function ContractorOnboarding({ companyId, contractor, onEvent }: ContractorOnboardingProps) {
  const { Alert, Badge, Button } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
  });
  const { t, lookup } = useContractorsMessages();
  const status = useContractorOnboardingStatus(contractor.uuid);
  const transition = useTransitionContractorOnboarding(companyId, contractor.uuid);
  const current = status.data?.onboarding_status ?? contractor.onboarding_status;
  if (current === 'onboarding_completed') return null;
  const moves = movesFrom(current, Boolean(contractor.email));
  const move = async (to: ContractorOnboardingStatusName) => {
    await transition.mutateAsync(to);
    if (to === 'self_onboarding_invited') onEvent?.('contractor.invited', { contractorId: contractor.uuid });
    if (to === 'onboarding_completed') onEvent?.('contractor.onboarded', { contractorId: contractor.uuid });
  };
  return (
    <Aside title={t('onboarding.title')}>
      <ul className="pk-contractor__steps" aria-label={t('onboarding.title')}>
        {(status.data?.onboarding_steps ?? []).map((step) => (
          <li key={step.id} className="pk-flow-inline">
            <span>{lookup(`onboarding.step.${step.id}`, step.title ?? step.id)}</span>
            <Badge tone={step.completed ? 'success' : 'warning'}>
              {t(step.completed ? 'onboarding.done' : 'onboarding.todo')}
            </Badge>
          </li>
        ))}
      </ul>
      {current === 'self_onboarding_invited' && contractor.email ? (
        <p className="pk-flow-section__description">{t('onboarding.invited', { email: contractor.email })}</p>
      ) : null}
      {moves.some((m) => m.to === 'self_onboarding_invited') ? (
        <p className="pk-flow-section__description">{t('onboarding.invite.hint')}</p>
      ) : null}
      {moves.some((m) => m.to === 'onboarding_completed') ? (
        <p className="pk-flow-section__description">{t('onboarding.finish.hint')}</p>
      ) : null}
      {transition.isError ? <Alert tone="danger">{t('onboarding.error')}</Alert> : null}
      {moves.length > 0 ? (
        <div className="pk-flow-section__actions">
          {moves.map((m) => (
            <Button
              key={m.to}
              type="button"
              variant={m.to === 'admin_onboarding_incomplete' ? 'secondary' : 'primary'}
              loading={transition.isPending && transition.variables === m.to}
              onClick={() => void move(m.to).catch(() => undefined)}
            >
              {t(m.label)}
            </Button>
          ))}
        </div>
      ) : null}
    </Aside>
  );
}
