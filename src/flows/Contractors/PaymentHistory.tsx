import { useMemo, useState, type Ref } from 'react';
import type { ContractorPaymentGroup } from '../../api/contractorPayments/types';
import { useContractorPaymentGroups, useContractorPaymentHistory } from '../../hooks/contractorPayments';
import { useContractors } from '../../hooks/contractors';
import { useFormat, type TableColumn } from '../../ui';
import { ListLayout } from '../shared/ListLayout';
import { RowAction } from '../shared/RowAction';
import { contractorName } from './contractorName';
import { groupContractors } from './groupContractors';
import { paymentHistoryRange } from './paymentHistoryRange';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { useContractorsMessages } from './useContractorsMessages';

/** Props of {@link PaymentHistory}. */
export interface PaymentHistoryProps {
  companyId: string;
  /** Today (`YYYY-MM-DD`): the history runs from six months before to three months after. */
  today: string;
  onOpen?: (groupId: string) => void;
  notice?: string;
  onDismissNotice?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The company's contractor payments by payment date, from six months back to those scheduled
 * ahead: who it pays, debit date, Funded / Unfunded, total, and "View" for its payments.
 *
 * @example
 * <PaymentHistory companyId={companyId} today="2026-06-15" onOpen={openGroup} />
 */
export function PaymentHistory({ companyId, today, onOpen, ...view }: PaymentHistoryProps) {
  const { t } = useContractorsMessages();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const range = paymentHistoryRange(today);
  const query = useContractorPaymentGroups(companyId, { ...range, page, per: 25 });
  // A list's groups come without their payments: who each pays is read from the payment history
  // of the same dates, the names from the contractors (the payment page's query, shared).
  const history = useContractorPaymentHistory(companyId, range);
  const contractors = useContractors(companyId, { per: 100 });
  const paidIn = useMemo(() => groupContractors(history.data), [history.data]);
  const contractorItems = contractors.data?.items;
  const names = useMemo(
    () => new Map((contractorItems ?? []).map((c) => [c.uuid, contractorName(c)])),
    [contractorItems],
  );
  // One name, two names, or two names and how many others; a contractor missing from the names
  // (past the first 100) is counted, not named.
  const paidTo = (row: ContractorPaymentGroup) => {
    const ids = (row.uuid && paidIn.get(row.uuid)) || [];
    const known = ids.flatMap((id) => names.get(id) ?? []);
    if (known.length === 0) return ids.length > 0 ? t('payments.count', { count: ids.length }) : '';
    if (ids.length === 1) return known[0]!;
    if (ids.length === 2 && known.length === 2)
      return t('payments.two', { first: known[0]!, second: known[1]! });
    const shown = known.slice(0, 2);
    return t('payments.more', { names: shown.join(', '), count: ids.length - shown.length });
  };
  const columns: TableColumn<ContractorPaymentGroup>[] = [
    {
      key: 'check',
      header: t('pay.checkDate'),
      cell: (row) => (row.check_date ? format.date(row.check_date) : ''),
    },
    { key: 'contractors', header: t('payments.contractors'), cell: paidTo },
    {
      key: 'debit',
      header: t('payments.debitDate'),
      cell: (row) => (row.debit_date ? format.date(row.debit_date) : ''),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) => <PaymentStatusBadge status={row.status} />,
    },
    {
      key: 'total',
      header: t('pay.totals.total'),
      align: 'end',
      cell: (row) => format.money(row.totals?.amount ?? '0.00'),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) =>
        onOpen && row.uuid ? (
          <RowAction
            label={t('payments.view')}
            accessibleName={t('payments.viewFor', {
              date: row.check_date ? format.date(row.check_date) : '',
            })}
            onClick={() => onOpen(row.uuid!)}
          />
        ) : null,
    },
  ];
  return (
    <ListLayout
      title={t('nav.payments')}
      headingRef={view.headingRef}
      notice={view.notice ? { tone: 'success', text: view.notice } : undefined}
      onDismissNotice={view.onDismissNotice}
      query={query}
      rows={query.data?.items}
      columns={columns}
      rowKey={(row) => row.uuid ?? row.check_date ?? ''}
      caption={t('payments.caption')}
      text={{
        error: t('payments.error'),
        retry: t('list.retry'),
        emptyTitle: t('payments.empty'),
        emptyDescription: t('pay.description'),
      }}
      page={query.data}
      onPageChange={query.data && query.data.totalPages > 1 ? setPage : undefined}
    />
  );
}
