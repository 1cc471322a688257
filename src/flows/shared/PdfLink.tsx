import type { ReactNode } from 'react';
import { usePdfUrl } from './usePdfUrl';

/**
 * A link that shows a form's PDF in a new tab, in the browser's PDF viewer. A `data:` document
 * (the demo service) keeps its address on the link, but opening it opens the page-origin copy
 * from {@link usePdfUrl}: a browser would only download the `data:` one.
 *
 * @example
 * <PdfLink url={pdf.data.document_url}>View Form W-4 (PDF)</PdfLink>
 */
export function PdfLink({ url, children }: { url: string; children: ReactNode }) {
  const viewable = usePdfUrl(url);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!viewable || viewable === url) return;
        event.preventDefault();
        window.open(viewable, '_blank', 'noopener');
      }}
    >
      {children}
    </a>
  );
}
