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

type Move = [to: ContractorOnboardingStatusName, label: 'invite' | 'cancelInvite' | 'review' | 'finish'];

const invite: Move = ['self_onboarding_invited', 'invite'];
const finish: Move = ['onboarding_completed', 'finish'];

/**
 * The admin's move from each status (UPSTREAM-2 I.1), in one table: invite (with an email on
 * file), cancel the invitation, mark as reviewed, finish.
 */
const moves: Partial<Record<string, Move>> = {
  admin_onboarding_incomplete: invite,
  self_onboarding_not_invited: invite,
  self_onboarding_invited: ['admin_onboarding_incomplete', 'cancelInvite'],
  self_onboarding_started: ['self_onboarding_review', 'review'],
  admin_onboarding_review: finish,
  self_onboarding_review: finish,
};

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
  const move = moves[current!];
  const to = move && (move !== invite || contractor.email) ? move[0] : undefined;
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
      {to === invite[0] || to === finish[0] ? (
        <p className="pk-flow-section__description">
          {t(`onboarding.${move![1] as 'invite' | 'finish'}.hint`)}
        </p>
      ) : null}
      {transition.isError ? <Alert tone="danger">{t('onboarding.error')}</Alert> : null}
      {to ? (
        <div className="pk-flow-section__actions">
          <Button
            type="button"
            variant={to === 'admin_onboarding_incomplete' ? 'secondary' : 'primary'}
            loading={transition.isPending}
            onClick={() =>
              void transition.mutateAsync(to).then(
                () => {
                  if (to === invite[0]) onEvent?.('contractor.invited', { contractorId: contractor.uuid });
                  if (to === finish[0]) onEvent?.('contractor.onboarded', { contractorId: contractor.uuid });
                },
                () => undefined,
              )
            }
          >
            {t(`onboarding.${move![1]}`)}
          </Button>
        </div>
      ) : null}
    </Aside>
  );
}
