import type { PayStub } from '../../api/payStubs/types';
import { usePayStubPdf } from '../../hooks/payStubs';
import { usePrimitives, useFormat, Alert as DefaultAlert, Spinner as DefaultSpinner } from '../../ui';
import { useObjectUrl } from '../shared/usePdfUrl';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link PayStubPreview}. */
export interface PayStubPreviewProps {
  employeeId: string;
  stub: PayStub;
}

/**
 * One pay stub's PDF, as the onboarding documents show a form: embedded in the browser's PDF
 * viewer, with a link that opens it in a new tab. The PDF comes through the proxy (a plain link
 * could not carry its headers), so both point at a page-origin object URL of it.
 *
 * @example
 * <PayStubPreview employeeId={employeeId} stub={stub} />
 */
export function PayStubPreview({ employeeId, stub }: PayStubPreviewProps) {
  const { Alert, Spinner } = usePrimitives({ Alert: DefaultAlert, Spinner: DefaultSpinner });
  const { t } = useManagementMessages();
  const format = useFormat();
  const pdf = usePayStubPdf(stub.payroll_uuid, employeeId);
  const url = useObjectUrl(pdf.data);
  const date = format.date(stub.check_date);
  if (pdf.isError) return <Alert tone="danger">{t('stubs.pdfError')}</Alert>;
  if (!url) return <Spinner label={t('stubs.loading')} />;
  return (
    <div className="pk-employee-management__stub">
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t('stubs.open', { date })}
      </a>
      <iframe className="pk-employee-management__pdf" title={t('stubs.preview', { date })} src={url} />
    </div>
  );
}
