import type { InvoiceCompany } from '../../api/invoices/types';
import { useInvoice } from '../../hooks/invoices';
import { usePayrollDigest } from '../../hooks/payrollDigests';
import {
  Alert as DefaultAlert,
  Spinner as DefaultSpinner,
  Table as DefaultTable,
  useFormat,
  usePrimitives,
  useScreenMessages,
  type TableColumn,
} from '../../ui';
import { partnerDashboardMessages } from './messages';

/** Props of {@link InvoiceLines}. */
export interface InvoiceLinesProps {
  companyIds: readonly string[];
  /** The month, `YYYY-MM`. */
  invoicePeriod: string;
}

/**
 * The month's invoice lines: each of the partner's companies invoiced for it, with its active
 * employees and contractors (the names from the dashboard's digest, already loaded).
 *
 * @example
 * <InvoiceLines companyIds={ids} invoicePeriod="2026-06" />
 */
export function InvoiceLines({ companyIds, invoicePeriod }: InvoiceLinesProps) {
  const { Alert, Spinner, Table } = usePrimitives({
    Alert: DefaultAlert,
    Spinner: DefaultSpinner,
    Table: DefaultTable,
  });
  const { t } = useScreenMessages(partnerDashboardMessages);
  const format = useFormat();
  const invoice = useInvoice(invoicePeriod);
  const digest = usePayrollDigest(companyIds);
  const nameOf = (uuid: string | undefined) =>
    digest.data?.results?.find((company) => company.uuid === uuid)?.name ?? uuid ?? '';
  const columns: TableColumn<InvoiceCompany>[] = [
    { key: 'company', header: t('invoice.company'), cell: (row) => nameOf(row.company_uuid) },
    {
      key: 'employees',
      header: t('invoice.employees'),
      align: 'end',
      cell: (row) => format.number(row.active_employees ?? 0),
    },
    {
      key: 'contractors',
      header: t('invoice.contractors'),
      align: 'end',
      cell: (row) => format.number(row.active_contractors ?? 0),
    },
    { key: 'since', header: t('invoice.since'), cell: (row) => row.initial_invoice_period ?? '' },
  ];
  return (
    <section className="pk-flow-section" aria-labelledby="pk-partner-invoice">
      <header className="pk-flow-section__header">
        <h2 id="pk-partner-invoice" className="pk-flow-section__title">
          {t('invoice.title', { month: invoicePeriod })}
        </h2>
      </header>
      {invoice.isError ? (
        <Alert tone="danger">{t('invoice.error')}</Alert>
      ) : invoice.isLoading ? (
        <Spinner />
      ) : (
        <Table
          caption={t('invoice.caption')}
          hideCaption
          columns={columns}
          rows={invoice.data?.active_companies ?? []}
          rowKey={(row) => row.company_uuid ?? ''}
          empty={t('invoice.empty')}
        />
      )}
    </section>
  );
}
