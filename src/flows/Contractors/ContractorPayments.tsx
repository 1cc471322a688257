import type { ContractorPayment } from '../../api/contractorPayments/types';
import { useContractorPaymentHistory } from '../../hooks/contractorPayments';
import { useFormat, type TableColumn } from '../../ui';
import { QueryTable } from '../shared/QueryTable';
import { RowAction } from '../shared/RowAction';
import { paidOut } from './paidOut';
import { paymentHistoryRange } from './paymentHistoryRange';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { useContractorsMessages } from './useContractorsMessages';
import { Aside } from './Aside';

/** Props of {@link ContractorPayments}. */
export interface ContractorPaymentsProps {
  companyId: string;
  contractorId: string;
  /** Today (`YYYY-MM-DD`): the payments of the payment history's range. */
  today: string;
  /** "View" on a payment made in a group: open that group (cancel, receipt). */
  onOpenGroup?: (groupId: string) => void;
}

/**
 * A contractor's payments, from the payment history's range: payment date, amount, Funded /
 * Unfunded, and "View" to open the payment's group.
 *
 * @example
 * <ContractorPayments companyId={companyId} contractorId={id} today="2026-06-15" onOpenGroup={openGroup} />
 */
export function ContractorPayments({ companyId, contractorId, today, onOpenGroup }: ContractorPaymentsProps) {
  const { t } = useContractorsMessages();
  const format = useFormat();
  const query = useContractorPaymentHistory(companyId, { ...paymentHistoryRange(today), contractorId });
  const payments = query.data?.contractor_payments?.find((c) => c.contractor_uuid === contractorId)?.payments;
  // A stored payment always has its uuid and date (only a preview's lack them).
  const dateOf = (row: ContractorPayment) => format.date(row.date!);
  const columns: TableColumn<ContractorPayment>[] = [
    { key: 'date', header: t('pay.checkDate'), cell: dateOf },
    { key: 'amount', header: t('group.amount'), align: 'end', cell: (row) => format.money(paidOut(row)) },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) => <PaymentStatusBadge status={row.status} />,
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) =>
        onOpenGroup && row.contractor_payment_group_uuid ? (
          <RowAction
            label={t('payments.view')}
            accessibleName={t('payments.viewFor', { date: dateOf(row) })}
            onClick={() => onOpenGroup(row.contractor_payment_group_uuid!)}
          />
        ) : null,
    },
  ];
  return (
    <Aside title={t('nav.payments')}>
      <QueryTable
        query={query}
        rows={query.data ? (payments ?? []) : undefined}
        columns={columns}
        rowKey={(row) => row.uuid!}
        caption={t('nav.payments')}
        text={{
          error: t('payments.error'),
          retry: t('list.retry'),
          emptyTitle: t('payments.empty'),
          emptyDescription: '',
        }}
      />
    </Aside>
  );
}
