import type { AchTransaction } from '../../../api/achTransactions/types';
import { usePayrollReceipt } from '../../../hooks';
import { useAchTransactions } from '../../../hooks/achTransactions';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Table as DefaultTable,
  Skeleton as DefaultSkeleton,
  Alert as DefaultAlert,
} from '../../../ui';
import { usePayrollMoneyMessages } from '../usePayrollMoneyMessages';

/** Props of {@link MoneyMoved}. */
export interface MoneyMovedProps {
  companyId: string;
  /** A processed payroll. */
  payrollId: string;
}

/**
 * The money a processed payroll moved (contract.md#ach-transactions): each debit from the company
 * (net pay, reimbursements, taxes) and each credit to an employee, named, with the amount, the day
 * and where it stands (not sent yet, sent, arrived, or returned with its code).
 *
 * @example
 * <MoneyMoved companyId={companyId} payrollId={payrollId} />
 */
export function MoneyMoved({ companyId, payrollId }: MoneyMovedProps) {
  const { Table, Skeleton, Alert } = usePrimitives({
    Table: DefaultTable,
    Skeleton: DefaultSkeleton,
    Alert: DefaultAlert,
  });
  const { t, lookup } = usePayrollMoneyMessages();
  const format = useFormat();
  const moved = useAchTransactions(companyId, { payroll_uuid: payrollId, per: 100 });
  // Whom each credit paid, by the receipt's names (the receipt is on the same screen).
  const receipt = usePayrollReceipt(payrollId);
  const names = new Map(
    (receipt.data?.employee_compensations ?? []).map((line) => [
      line.employee_uuid,
      `${line.employee_first_name} ${line.employee_last_name}`,
    ]),
  );
  if (moved.isError) return <Alert tone="danger">{t('moved.error')}</Alert>;
  if (!moved.data) return <Skeleton lines={3} />;
  const items = moved.data.items;
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
