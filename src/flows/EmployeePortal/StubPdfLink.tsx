import type { PayStub } from '../../api/payStubs/types';
import { usePayStubPdf } from '../../hooks/payStubs';
import { useFormat } from '../../ui';
import { useObjectUrl } from '../shared/usePdfUrl';
import { usePortalMessages } from './usePortalMessages';

/** Props of {@link StubPdfLink}. */
export interface StubPdfLinkProps {
  employeeId: string;
  stub: PayStub;
  /**
   * Take the focus (from the button that asked for it): the pending words first, then the link
   * once the PDF is there, so focus is never left on the page's body.
   */
  focus?: boolean;
}

const focusElement = (element: HTMLElement | null) => element?.focus();

/**
 * A link to one pay stub's PDF, opened in a new tab. The PDF comes through the proxy (a plain
 * link could not carry its headers), so the link points at a page-origin object URL of it; until
 * it has arrived the link's words say it is being prepared.
 *
 * @example
 * <StubPdfLink employeeId={employeeId} stub={latest} />
 */
export function StubPdfLink({ employeeId, stub, focus }: StubPdfLinkProps) {
  const { t } = usePortalMessages();
  const format = useFormat();
  const pdf = usePayStubPdf(stub.payroll_uuid, employeeId);
  const url = useObjectUrl(pdf.data);
  const date = format.date(stub.check_date);
  const ref = focus ? focusElement : undefined;
  if (pdf.isError) {
    return (
      <span role="alert" tabIndex={-1} ref={ref}>
        {t('stubs.pdfError')}
      </span>
    );
  }
  if (!url) {
    return (
      <span aria-live="polite" tabIndex={-1} ref={ref}>
        {t('stubs.pdfLoading', { date })}
      </span>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" ref={ref}>
      {t('stubs.pdfFor', { date })}
    </a>
  );
}
