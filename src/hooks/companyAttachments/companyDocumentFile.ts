/**
 * The file types the service takes for a company document (contract.md#company-attachments,
 * UPSTREAM-3 N.4), by extension: QuickBooks, images, PDF, Excel and Word.
 *
 * @example
 * COMPANY_DOCUMENT_EXTENSIONS.includes('pdf'); // true
 */
export const COMPANY_DOCUMENT_EXTENSIONS: readonly string[] = [
  'qbb',
  'qbm',
  'gif',
  'jpg',
  'png',
  'pdf',
  'xls',
  'xlsx',
  'doc',
  'docx',
];

/**
 * The largest company document the service keeps: 10 MiB (DECISIONS 75; a larger body is refused
 * by the proxy before it reaches the service).
 *
 * @example
 * file.size <= MAX_COMPANY_DOCUMENT_BYTES;
 */
export const MAX_COMPANY_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * Why a file cannot be uploaded as a company document, before anything is sent: an extension the
 * service does not take (`validation.fileType`), empty or over 10 MiB (`validation.fileSize`);
 * undefined when it can. The service checks the name's extension, not the browser's media type
 * (a `.qbb` has none), so this does too.
 *
 * @example
 * companyDocumentProblem(new File(['%PDF'], 'notice.pdf')); // undefined
 */
export function companyDocumentProblem(
  file: File,
): 'validation.fileType' | 'validation.fileSize' | undefined {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!COMPANY_DOCUMENT_EXTENSIONS.includes(extension)) return 'validation.fileType';
  if (file.size === 0 || file.size > MAX_COMPANY_DOCUMENT_BYTES) return 'validation.fileSize';
  return undefined;
}
