import { useState } from 'react';
import type { PayStub } from '../../api/payStubs/types';
import { usePayStubs } from '../../hooks/payStubs';
import { useFormat, type TableColumn } from '../../ui';
import { ListLayout } from '../shared/ListLayout';
import { RowAction } from '../shared/RowAction';
import { PayStubPreview } from './PayStubPreview';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link EmployeePayStubs}. */
export interface EmployeePayStubsProps {
  employeeId: string;
}

/**
 * The employee's pay stubs, a block a partner can render alone: one for each processed payroll
 * that paid them, newest first, with check date, gross and net pay and how it was paid; the check
 * date is the button that shows the stub's PDF below the list.
 *
 * @example
 * <EmployeePayStubs employeeId={employeeId} />
 */
export function EmployeePayStubs({ employeeId }: EmployeePayStubsProps) {
  const { t, lookup } = useManagementMessages();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<PayStub>();
  const query = usePayStubs(employeeId, { page, per: 25 });
  const columns: TableColumn<PayStub>[] = [
    {
      key: 'check',
      header: t('stubs.checkDate'),
      // The date opens the stub: the first cell stays in view at 320 px, where the table scrolls
      // inside its box and a last "View" column would start out of sight.
      cell: (row) => (
        <RowAction
          variant="ghost"
          label={format.date(row.check_date)}
          accessibleName={t('stubs.viewFor', { date: format.date(row.check_date) })}
          aria-pressed={shown?.uuid === row.uuid}
          onClick={() => setShown(row)}
        />
      ),
    },
    { key: 'gross', header: t('stubs.gross'), cell: (row) => format.money(row.gross_pay) },
    { key: 'net', header: t('stubs.net'), cell: (row) => format.money(row.net_pay) },
    {
      key: 'method',
      header: t('stubs.method'),
      cell: (row) => lookup(`method.${row.payment_method}`, row.payment_method),
    },
  ];
  return (
    <ListLayout
      title={t('stubs.title')}
      query={query}
      rows={query.data?.items}
      columns={columns}
      rowKey={(row) => row.uuid}
      caption={t('stubs.caption')}
      text={{
        error: t('stubs.error'),
        retry: t('list.retry'),
        emptyTitle: t('stubs.empty.title'),
        emptyDescription: t('stubs.empty.description'),
      }}
      page={query.data}
      onPageChange={query.data && query.data.totalPages > 1 ? setPage : undefined}
    >
      {shown ? <PayStubPreview employeeId={employeeId} stub={shown} /> : null}
    </ListLayout>
  );
}
