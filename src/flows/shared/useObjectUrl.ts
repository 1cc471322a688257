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
