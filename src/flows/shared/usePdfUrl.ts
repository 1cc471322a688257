import { useEffect, useState } from 'react';

/**
 * A page-origin object URL of `blob` while it is shown, revoked when the blob changes or the
 * component leaves: how a PDF fetched through the proxy (a plain link could not carry its
 * headers) opens in the browser's viewer.
 *
 * @example
 * const url = useObjectUrl(pdf.data);
 * url ? <a href={url} target="_blank" rel="noopener noreferrer">Pay stub (PDF)</a> : null;
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

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
  // The Blob is made inside the effect (not useObjectUrl over a memo): 23 B less in each onboarding.
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    const blob = url ? pdfBlobOf(url) : undefined;
    if (!blob) {
      setObjectUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [url]);
  if (!url) return undefined;
  return url.startsWith('data:') ? objectUrl : url;
}
