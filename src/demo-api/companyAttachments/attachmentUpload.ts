import { ApiError, type ErrorEntry, invalidAttribute, missingParameter } from '../errors';
import { readMultipartForm } from '../multipartBody';

/**
 * An attachment's upload (UPSTREAM-3 N.4, DECISIONS 75): a `multipart/form-data` body of at most
 * 11 MiB (413 beyond) with `document` (a file of at most 10 MiB, of the types the provider lists)
 * and `category` (`gep_notice`, a tax notice, or `compliance`); every problem on its field at once.
 */

/** The body the upload route admits: 10 MiB of document with room for the form around it. */
export const ATTACHMENT_BODY_BYTES = 11 * 1024 * 1024;

/** The largest document the service keeps. */
export const ATTACHMENT_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The file types the provider takes (UPSTREAM-3 N.4), by extension. */
export const ATTACHMENT_EXTENSIONS = ['qbb', 'qbm', 'gif', 'jpg', 'png', 'pdf', 'xls', 'xlsx', 'doc', 'docx'];

const WRITABLE = ['gep_notice', 'compliance'];

/**
 * Reads the upload's form into `{ document: { name, type, bytes }, category }`; the route's
 * rules are {@link checkAttachmentUpload}'s.
 *
 * @example
 * route.readBody = readAttachmentBody;
 */
export async function readAttachmentBody(request: Request): Promise<Record<string, unknown>> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? ''))
    throw new ApiError(415, [
      {
        error_key: 'request',
        category: 'invalid_request_error',
        message: 'An attachment is uploaded as multipart/form-data.',
      },
    ]);
  const form = await readMultipartForm(request, ATTACHMENT_BODY_BYTES);
  const body: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    body[name] =
      typeof value === 'string'
        ? value
        : { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return body;
}

/** A checked upload: the document and its category. */
export interface AttachmentUpload {
  name: string;
  contentType: string;
  bytes: Uint8Array;
  category: 'gep_notice' | 'compliance';
}

/**
 * Checks an upload's parts: every problem at once, each on its field (`document` missing: on
 * `base`, as the provider says; a type not taken: on `file`; a category not writable: on
 * `category`).
 *
 * @example
 * const upload = checkAttachmentUpload(request.body);
 */
export function checkAttachmentUpload(body: Record<string, unknown>): AttachmentUpload {
  const errors: ErrorEntry[] = [];
  for (const key of Object.keys(body))
    if (key !== 'document' && key !== 'category')
      errors.push(invalidAttribute(key, `${key} is not an attribute of this request.`));
  const document = body.document as { name: string; type: string; bytes: Uint8Array } | string | undefined;
  if (document === undefined || typeof document === 'string')
    errors.push({ error_key: 'base', category: 'missing_parameter', message: "'document' is required" });
  else {
    const extension = document.name.toLowerCase().split('.').pop() ?? '';
    if (!document.name.includes('.') || !ATTACHMENT_EXTENSIONS.includes(extension))
      errors.push(
        invalidAttribute(
          'file',
          `The file must be one of: ${ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(', ')}.`,
        ),
      );
    if (document.bytes.byteLength > ATTACHMENT_DOCUMENT_BYTES)
      errors.push(invalidAttribute('document', 'The document must be at most 10 MiB.'));
    if (document.bytes.byteLength === 0) errors.push(invalidAttribute('document', 'The document is empty.'));
  }
  if (body.category === undefined) errors.push(missingParameter('category'));
  else if (typeof body.category !== 'string' || !WRITABLE.includes(body.category))
    errors.push(
      invalidAttribute('category', 'Attachment category is not supported (gep_notice or compliance).'),
    );
  if (errors.length > 0) throw new ApiError(422, errors);
  const file = document as { name: string; type: string; bytes: Uint8Array };
  return {
    name: file.name,
    contentType: file.type || 'application/octet-stream',
    bytes: file.bytes,
    category: body.category as AttachmentUpload['category'],
  };
}
