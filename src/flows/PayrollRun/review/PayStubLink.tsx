import { usePayStubPdf } from '../../../hooks/payStubs';
import { useObjectUrl } from '../../shared/usePdfUrl';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** Props of {@link PayStubLink}. */
export interface PayStubLinkProps {
  payrollId: string;
  employeeId: string;
  /** The employee's name, for the link's accessible name. */
  name: string;
}

/**
 * One employee's pay stub of a processed payroll, as a link that opens its PDF in a new tab. The
 * PDF comes through the proxy (a plain link could not carry its headers), fetched when the link
 * is shown (an opened review row), so the link points at a page-origin object URL of it.
 *
 * @example
 * <PayStubLink payrollId={payroll.uuid} employeeId={row.employee_uuid} name="Ada Lovelace" />
 */
export function PayStubLink({ payrollId, employeeId, name }: PayStubLinkProps) {
  const { t } = usePayrollRunMessages();
  const pdf = usePayStubPdf(payrollId, employeeId);
  const url = useObjectUrl(pdf.data);
  if (pdf.isError) return <p role="alert">{t('review.stubError')}</p>;
  if (!url) return <p aria-live="polite">{t('review.stubLoading')}</p>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('review.stubFor', { name })}>
      {t('review.stub')}
    </a>
  );
}
