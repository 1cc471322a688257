/**
 * Applies theme CSS to a document without `'unsafe-inline'`: a constructable stylesheet adopted by
 * the document (CSSOM, which Content-Security-Policy `style-src` does not govern). Providers that
 * share a theme share one sheet; the sheet leaves the document when the last of them unmounts.
 */
interface Adopted {
  sheet: CSSStyleSheet;
  users: number;
}

const adoptedByDocument = new WeakMap<Document, Map<string, Adopted>>();

/**
 * Adds (or reuses) the sheet for `id` in `doc`; returns the function that releases it.
 *
 * @example
 * const release = adoptThemeSheet(document, 'tabc', '.pk-root[data-pk-theme="tabc"]{--pk-color-primary:red}');
 * release();
 */
export function adoptThemeSheet(doc: Document, id: string, cssText: string): () => void {
  let sheets = adoptedByDocument.get(doc);
  if (!sheets) adoptedByDocument.set(doc, (sheets = new Map()));
  let entry = sheets.get(id);
  if (!entry) {
    // The sheet must be constructed by the same document's realm (an iframe has its own constructor).
    const View = (doc.defaultView ?? window) as typeof window;
    const sheet = new View.CSSStyleSheet();
    sheet.replaceSync(cssText);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    entry = { sheet, users: 0 };
    sheets.set(id, entry);
  }
  entry.users++;
  const adopted = entry;
  return () => {
    adopted.users--;
    if (adopted.users > 0) return;
    sheets.delete(id);
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== adopted.sheet);
  };
}
