import { useMemo } from 'react';
import { useObjectUrl } from './useObjectUrl';

/** The PDF of a `data:` URL as a Blob, or undefined when the URL is not a base64 `data:` PDF. */
function pdfBlobOf(url: string): Blob | undefined {
  const match = /^data:application\/pdf;base64,(.*)$/s.exec(url);
  if (!match) return undefined;
  const bytes = Uint8Array.from(atob(match[1] ?? ''), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * A form's PDF address the browser can show. A `data:` PDF (the demo service sends its forms
 * inline) becomes an object URL of this page's origin: a browser refuses to open a `data:`
 * document in a new tab (it would download it instead), and its PDF viewer, framed from an
 * opaque `data:` origin, warns about `postMessage` origins. A real document URL is used as is.
 *
 * @example
 * const src = usePdfUrl(pdf.data?.document_url);
 */
export function usePdfUrl(url: string | null | undefined): string | undefined {
  const objectUrl = useObjectUrl(useMemo(() => (url ? pdfBlobOf(url) : undefined), [url]));
  if (!url) return undefined;
  return url.startsWith('data:') ? objectUrl : url;
}
