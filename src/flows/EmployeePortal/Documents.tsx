import { useState } from 'react';
import type { EmployeeForm } from '../../api/onboarding/types';
import { useEmployeeFormPdf, useEmployeeForms } from '../../hooks/onboarding';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Spinner as DefaultSpinner,
  Table as DefaultTable,
  type TableColumn,
} from '../../ui';
import { PdfLink } from '../shared/PdfLink';
import { RowAction } from '../shared/RowAction';
import { SectionHeader } from './SectionHeader';
import type { PortalSectionProps } from './sectionProps';
import { usePortalMessages } from './usePortalMessages';

/** Focuses the link inside a cell once it is there (focus follows the row's button it replaces). */
const focusLink = (cell: HTMLElement | null) => (cell?.querySelector('a') ?? cell)?.focus();

/** One form's PDF link, read when asked for. */
function FormPdf({ employeeId, form }: { employeeId: string; form: EmployeeForm }) {
  const { t } = usePortalMessages();
  const pdf = useEmployeeFormPdf(employeeId, form.uuid);
  const url = pdf.data?.document_url;
  return (
    <span tabIndex={-1} ref={focusLink} key={url ? 'link' : 'pending'}>
      {pdf.isError ? (
        <span role="alert">{t('stubs.pdfError')}</span>
      ) : url ? (
        <PdfLink url={url}>{t('documents.open', { title: form.title })}</PdfLink>
      ) : (
        t('documents.loadingPdf', { title: form.title })
      )}
    </span>
  );
}

/**
 * A person's documents: their forms (W-4, direct deposit authorization, …) by title and year,
 * those still to sign marked, each opened as a PDF in a new tab when its row's button asks.
 *
 * @example
 * <Documents companyId={companyId} employeeId={employeeId} />
 */
export function Documents({ employeeId, headingRef }: PortalSectionProps) {
  const { Alert, Spinner, Table } = usePrimitives({
    Alert: DefaultAlert,
    Spinner: DefaultSpinner,
    Table: DefaultTable,
  });
  const { t } = usePortalMessages();
  const forms = useEmployeeForms(employeeId);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const columns: TableColumn<EmployeeForm>[] = [
    {
      key: 'name',
      header: t('documents.name'),
      cell: (row) => (row.requires_signing ? `${row.title} (${t('documents.toSign')})` : row.title),
    },
    { key: 'year', header: t('documents.year'), cell: (row) => (row.year === null ? '' : String(row.year)) },
    {
      key: 'pdf',
      header: t('documents.pdf'),
      cell: (row) =>
        opened.has(row.uuid) ? (
          <FormPdf employeeId={employeeId} form={row} />
        ) : (
          <RowAction
            variant="ghost"
            label={t('documents.pdf')}
            accessibleName={t('documents.pdfFor', { title: row.title })}
            onClick={() => setOpened(new Set([...opened, row.uuid]))}
          />
        ),
    },
  ];
  return (
    <section className="pk-flow-section" aria-labelledby="pk-portal-documents">
      <SectionHeader id="pk-portal-documents" title={t('documents.title')} headingRef={headingRef} />
      {forms.isError ? (
        <Alert tone="danger">{t('documents.error')}</Alert>
      ) : forms.isLoading ? (
        <Spinner />
      ) : (
        <Table
          caption={t('documents.caption')}
          columns={columns}
          rows={forms.data ?? []}
          rowKey={(row) => row.uuid}
          empty={t('documents.empty')}
        />
      )}
    </section>
  );
}
