import { useFormat } from '../../ui';
import { contractorName } from './contractorName';
import { ContractorForm } from './ContractorForm';
import { ContractorPage } from './ContractorPage';
import type { ContractorsScreen } from './ContractorsScreen';
import type { ContractorsEventHandler } from './events';
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
  /** Moves the flow to another screen. */
  go: (next: ContractorsScreen) => void;
  /** Today (`YYYY-MM-DD`). */
  today: string;
  onEvent?: ContractorsEventHandler;
}

/**
 * Every screen of {@link Contractors} after the list, and where each leads: one module, so the
 * flow loads them as one lazy chunk (apart, six chunks gzipped on their own cost 6.5 kB more).
 *
 * @example
 * <ContractorScreen companyId={companyId} screen={{ name: 'pay' }} go={setScreen} today="2026-06-15" />
 */
export function ContractorScreen({ companyId, screen, go, today, onEvent }: ContractorScreenProps) {
  const { t } = useContractorsMessages();
  const format = useFormat();
  switch (screen.name) {
    case 'add':
      return (
        <ContractorForm
          companyId={companyId}
          onEvent={onEvent}
          onCancel={() => go({ name: 'list' })}
          onSaved={(contractor) =>
            go({
              name: 'contractor',
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
          onCancel={() => go({ name: 'contractor', contractorId: screen.contractorId })}
          onSaved={() => go({ name: 'contractor', contractorId: screen.contractorId })}
        />
      );
    case 'contractor':
      return (
        <ContractorPage
          companyId={companyId}
          contractorId={screen.contractorId}
          today={today}
          notice={screen.notice}
          onDismissNotice={() => go({ name: 'contractor', contractorId: screen.contractorId })}
          onEdit={() => go({ name: 'edit', contractorId: screen.contractorId })}
          onOpenGroup={(groupId) => go({ name: 'group', groupId })}
          onEvent={onEvent}
        />
      );
    case 'pay':
      return (
        <PayContractors
          companyId={companyId}
          onEvent={onEvent}
          onSubmitted={(group) =>
            go(
              group.uuid
                ? {
                    name: 'group',
                    groupId: group.uuid,
                    notice: t('payments.submitted', {
                      amount: format.money(group.totals?.amount ?? '0.00'),
                      date: group.check_date ? format.date(group.check_date) : '',
                    }),
                  }
                : { name: 'payments' },
            )
          }
        />
      );
    case 'payments':
      return (
        <PaymentHistory
          companyId={companyId}
          today={today}
          notice={screen.notice}
          onDismissNotice={() => go({ name: 'payments' })}
          onOpen={(groupId) => go({ name: 'group', groupId })}
        />
      );
    case 'group':
      return (
        <PaymentGroup
          companyId={companyId}
          groupId={screen.groupId}
          notice={screen.notice}
          onDismissNotice={() => go({ name: 'group', groupId: screen.groupId })}
          onEvent={onEvent}
          onBack={() => go({ name: 'payments' })}
          onReceipt={(paymentId) => go({ name: 'receipt', groupId: screen.groupId, paymentId })}
        />
      );
    case 'receipt':
      return (
        <PaymentReceipt
          companyId={companyId}
          paymentId={screen.paymentId}
          onBack={() => go({ name: 'group', groupId: screen.groupId })}
        />
      );
  }
}
