import type { AchTransaction, AchTransactionQuery } from '../../../api/achTransactions/types';
import { useAchTransactionPages } from '../../../hooks/achTransactions';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Table as DefaultTable,
  Skeleton as DefaultSkeleton,
  Alert as DefaultAlert,
} from '../../../ui';
import { useFundingMessages } from './useFundingMessages';

/** Props of {@link MoneyMovedTable}. */
export interface MoneyMovedTableProps {
  companyId: string;
  /** The ACH transactions to show, one filter each (a payroll, or each of a group's payments), in order. */
  queries: readonly AchTransactionQuery[];
  /** Whom each credit paid, by recipient uuid. */
  names: ReadonlyMap<string, string>;
}

/**
 * The money a processed payroll or a funded contractor payment moved (contract.md#ach-transactions):
 * each debit from the company and each credit to a person, named, with the amount, the day and where
 * it stands (not sent yet, sent, arrived, or returned with its code). Nothing when nothing moved.
 *
 * @example
 * <MoneyMovedTable companyId={companyId} queries={[{ payroll_uuid: payrollId, per: 100 }]} names={names} />
 */
export function MoneyMovedTable({ companyId, queries, names }: MoneyMovedTableProps) {
  const { Table, Skeleton, Alert } = usePrimitives({
    Table: DefaultTable,
    Skeleton: DefaultSkeleton,
    Alert: DefaultAlert,
  });
  const { t, lookup } = useFundingMessages();
  const format = useFormat();
  const moved = useAchTransactionPages(companyId, queries);
  if (moved.some((result) => result.isError)) return <Alert tone="danger">{t('moved.error')}</Alert>;
  if (moved.some((result) => !result.data)) return <Skeleton lines={3} />;
  const items = moved.flatMap((result) => result.data?.items ?? []);
  if (items.length === 0) return null;
  const columns: TableColumn<AchTransaction>[] = [
    {
      key: 'what',
      header: t('moved.what'),
      cell: (row) => {
        const direction = lookup(`moved.direction.${row.payment_direction ?? ''}`, '—');
        const what = row.transaction_type
          ? lookup(`moved.type.${row.transaction_type}`, row.transaction_type)
          : direction;
        const name = row.recipient_uuid ? names.get(row.recipient_uuid) : undefined;
        return name ? `${what}: ${name}` : what;
      },
    },
    {
      key: 'amount',
      header: t('moved.amount'),
      align: 'end',
      cell: (row) => (row.amount ? format.money(row.amount) : '—'),
    },
    {
      key: 'date',
      header: t('moved.date'),
      cell: (row) => (row.payment_date ? format.date(row.payment_date) : '—'),
    },
    {
      key: 'status',
      header: t('moved.status'),
      cell: (row) =>
        row.payment_status === 'failed' && row.error_code
          ? t('moved.status.returned', { code: row.error_code })
          : lookup(`moved.status.${row.payment_status ?? ''}`, row.payment_status ?? '—'),
    },
  ];
  return <Table caption={t('moved.title')} columns={columns} rows={items} rowKey={(row) => row.uuid} />;
}
