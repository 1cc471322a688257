import { useState } from 'react';
import type { PayStub } from '../../api/payStubs/types';
import { usePayStubs } from '../../hooks/payStubs';
import {
  usePrimitives,
  useFormat,
  Alert as DefaultAlert,
  Spinner as DefaultSpinner,
  Table as DefaultTable,
  type TableColumn,
} from '../../ui';
import { RowAction } from '../shared/RowAction';
import { SectionHeader } from './SectionHeader';
import type { PortalSectionProps } from './sectionProps';
import { StubPdfLink } from './StubPdfLink';
import { usePortalMessages } from './usePortalMessages';

/**
 * A person's pay stubs, newest first: check date, gross and net pay, how it was paid, and for
 * each its PDF (the row's button prepares the link, read only when asked for).
 *
 * @example
 * <PayStubs companyId={companyId} employeeId={employeeId} />
 */
export function PayStubs({ employeeId, headingRef }: PortalSectionProps) {
  const { Alert, Spinner, Table } = usePrimitives({
    Alert: DefaultAlert,
    Spinner: DefaultSpinner,
    Table: DefaultTable,
  });
  const { t, lookup } = usePortalMessages();
  const format = useFormat();
  const [per, setPer] = useState(25);
  const [shown, setShown] = useState<PayStub>();
  const stubs = usePayStubs(employeeId, { per });
  const columns: TableColumn<PayStub>[] = [
    { key: 'check', header: t('stubs.checkDate'), cell: (row) => format.date(row.check_date) },
    { key: 'gross', header: t('stubs.gross'), cell: (row) => format.money(row.gross_pay), align: 'end' },
    { key: 'net', header: t('stubs.net'), cell: (row) => format.money(row.net_pay), align: 'end' },
    {
      key: 'method',
      header: t('stubs.method'),
      // A previous provider's payroll (DECISIONS 69) comes with no method: say where it was paid.
      cell: (row) =>
        row.payment_method
          ? lookup(`method.${row.payment_method}`, row.payment_method)
          : t('method.previousProvider'),
    },
    {
      key: 'pdf',
      header: t('stubs.pdf'),
      cell: (row) =>
        shown?.uuid === row.uuid ? (
          <StubPdfLink employeeId={employeeId} stub={row} focus />
        ) : (
          <RowAction
            variant="ghost"
            label={t('stubs.pdf')}
            accessibleName={t('stubs.pdfButtonFor', { date: format.date(row.check_date) })}
            onClick={() => setShown(row)}
          />
        ),
    },
  ];
  const items = stubs.data?.items ?? [];
  return (
    <section className="pk-flow-section" aria-labelledby="pk-portal-stubs">
      <SectionHeader id="pk-portal-stubs" title={t('stubs.title')} headingRef={headingRef} />
      {stubs.isError ? (
        <Alert tone="danger">{t('overview.stubsError')}</Alert>
      ) : stubs.isLoading ? (
        <Spinner />
      ) : (
        <Table
          caption={t('stubs.caption')}
          columns={columns}
          rows={items}
          rowKey={(row) => row.uuid}
          empty={t('stubs.empty')}
        />
      )}
      {stubs.data && stubs.data.totalCount > items.length ? (
        <RowAction variant="secondary" label={t('stubs.more')} onClick={() => setPer(per + 25)} />
      ) : null}
    </section>
  );
}
