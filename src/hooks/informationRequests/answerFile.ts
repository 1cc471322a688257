/** The media types a document answer may be (contract.md#information-requests). */
export const ANSWER_FILE_TYPES: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg'];

/** The largest document answer the service takes: 10 MiB. */
export const MAX_ANSWER_FILE_BYTES = 10 * 1024 * 1024;

/**
 * Why a file cannot answer a document question, before anything is sent: a type other than PDF,
 * PNG or JPEG (`validation.fileType`), empty or over 10 MiB (`validation.fileSize`); undefined
 * when it can.
 *
 * @example
 * answerFileProblem(new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' })); // undefined
 */
export function answerFileProblem(file: Blob): 'validation.fileType' | 'validation.fileSize' | undefined {
  if (!ANSWER_FILE_TYPES.includes(file.type)) return 'validation.fileType';
  if (file.size === 0 || file.size > MAX_ANSWER_FILE_BYTES) return 'validation.fileSize';
  return undefined;
}

/**
 * A file as the `data:` URL the service takes (`data:application/pdf;base64,…`): read by the
 * page's `FileReader`, or, where there is none (a server, a worker), from its bytes in chunks so
 * 10 MiB never passes through one call's arguments.
 *
 * @example
 * const file_response = await answerFileDataUrl(file);
 */
export async function answerFileDataUrl(file: Blob): Promise<string> {
  if (typeof FileReader !== 'undefined')
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
      reader.readAsDataURL(file);
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `data:${file.type};base64,${btoa(binary)}`;
}
