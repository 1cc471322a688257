import { useFormat } from '../../ui';
import { contractorName } from './contractorName';
import { ContractorForm } from './ContractorForm';
import { ContractorPage } from './ContractorPage';
import type { ContractorsScreen } from './ContractorsScreen';
import type { ContractorInvitation, ContractorsEventHandler } from './events';
import type { ContractorsMove } from './transitions';
import { PayContractors } from './PayContractors';
import { PaymentGroup } from './PaymentGroup';
import { PaymentHistory } from './PaymentHistory';
import { PaymentReceipt } from './PaymentReceipt';
import { useContractorsMessages } from './useContractorsMessages';

/** Props of {@link ContractorScreen}. */
export interface ContractorScreenProps {
  companyId: string;
  /** Any screen but the list, which is in the flow's first load. */
  screen: Exclude<ContractorsScreen, { name: 'list' }>;
  /** Moves the flow by its table (`transitions.ts`). */
  move: (move: ContractorsMove) => void;
  /** The screen's confirmation was dismissed: the same screen without it. */
  dismissNotice: () => void;
  /** Today (`YYYY-MM-DD`). */
  today: string;
  onEvent?: ContractorsEventHandler;
  /** A contractor was invited to self-onboard (or the invitation sent again): the partner mails the link. */
  onInvite?: (invitation: ContractorInvitation) => void;
}

/**
 * Every screen of {@link Contractors} after the list, each reporting its moves (where they lead
 * is the flow's table): one module, so the flow loads them as one lazy chunk (apart, six chunks
 * gzipped on their own cost 6.5 kB more).
 *
 * @example
 * <ContractorScreen companyId={companyId} screen={{ name: 'pay' }} move={move} dismissNotice={dismiss} today="2026-06-15" />
 */
export function ContractorScreen({
  companyId,
  screen,
  move,
  dismissNotice,
  today,
  onEvent,
  onInvite,
}: ContractorScreenProps) {
  const { t } = useContractorsMessages();
  const format = useFormat();
  switch (screen.name) {
    case 'add':
      return (
        <ContractorForm
          companyId={companyId}
          onEvent={onEvent}
          onCancel={() => move({ type: 'cancel' })}
          onSaved={(contractor) =>
            move({
              type: 'saved',
              contractorId: contractor.uuid,
              notice: t('list.created', { name: contractorName(contractor) }),
            })
          }
        />
      );
    case 'edit':
      return (
        <ContractorForm
          companyId={companyId}
          contractorId={screen.contractorId}
          onEvent={onEvent}
          onCancel={() => move({ type: 'cancel' })}
          onSaved={() => move({ type: 'saved', contractorId: screen.contractorId })}
        />
      );
    case 'contractor':
      return (
        <ContractorPage
          companyId={companyId}
          contractorId={screen.contractorId}
          today={today}
          notice={screen.notice}
          onDismissNotice={dismissNotice}
          onEdit={() => move({ type: 'edit' })}
          onOpenGroup={(groupId) => move({ type: 'openGroup', groupId })}
          onEvent={onEvent}
          onInvite={onInvite}
        />
      );
    case 'pay':
      return (
        <PayContractors
          companyId={companyId}
          onEvent={onEvent}
          onSubmitted={(group) =>
            move({
              type: 'submitted',
              groupId: group.uuid ?? undefined,
              notice: t('payments.submitted', {
                amount: format.money(group.totals?.amount ?? '0.00'),
                date: group.check_date ? format.date(group.check_date) : '',
              }),
            })
          }
        />
      );
    case 'payments':
      return (
        <PaymentHistory
          companyId={companyId}
          today={today}
          notice={screen.notice}
          onDismissNotice={dismissNotice}
          onOpen={(groupId) => move({ type: 'openGroup', groupId })}
        />
      );
    case 'group':
      return (
        <PaymentGroup
          companyId={companyId}
          groupId={screen.groupId}
          notice={screen.notice}
          onDismissNotice={dismissNotice}
          onEvent={onEvent}
          onBack={() => move({ type: 'back' })}
          onReceipt={(paymentId) => move({ type: 'receipt', paymentId })}
        />
      );
    case 'receipt':
      return (
        <PaymentReceipt
          companyId={companyId}
          paymentId={screen.paymentId}
          groupId={screen.groupId}
          onBack={() => move({ type: 'back' })}
        />
      );
  }
}
