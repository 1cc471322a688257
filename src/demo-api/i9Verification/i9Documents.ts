import { ApiError, type ErrorEntry, invalidAttribute, invalidOperation, missingParameter } from '../errors';
import { isDate } from '../formats/formats';
import { documentOptionsFor, provesStatus } from './documentOptions';
import type { I9AuthorizationStatus, I9DocumentRecord } from './records';

/** The longest text the demo keeps in a document's fields (a bound keeps hostile input out). */
const MAX_TEXT = 200;

/** A document as sent, checked: what a record is made from. */
export type I9DocumentFields = Omit<I9DocumentRecord, 'uuid' | 'employeeUuid' | 'seq'>;

/** One text field of a document entry: required or not, a string, not too long. */
function text(
  entry: Record<string, unknown>,
  key: string,
  required: boolean,
  errors: ErrorEntry[],
): string | null {
  const value = entry[key];
  if (value === undefined || value === null || value === '') {
    if (required) errors.push(missingParameter(key));
    return null;
  }
  if (typeof value !== 'string' || value.length > MAX_TEXT) {
    errors.push(invalidAttribute(key, `${key} must be text of at most ${MAX_TEXT} characters.`));
    return null;
  }
  return value.trim();
}

/**
 * Reads the body of `PUT …/i9_authorization/documents` (UPSTREAM-3 L.4; DECISIONS 65): `documents`
 * must be an array (else 422 `invalid_operation` on `base`, "Parameter `documents` must be an
 * array"); each entry names a `document_type` and `document_title` of the options for the
 * employee's status and an `issuing_authority` (a wrong entry: a `nested_errors` entry on
 * `documents` with its `idx` and `metadata.document_type`, the fields' errors inside); together
 * they are one list A document or one of list B and one of list C (422 on `documents`).
 *
 * @example
 * const documents = readI9Documents(body, 'citizen');
 */
export function readI9Documents(
  body: Record<string, unknown>,
  status: I9AuthorizationStatus,
): I9DocumentFields[] {
  const unknown = Object.keys(body).filter((key) => key !== 'documents');
  if (unknown.length > 0)
    throw new ApiError(
      422,
      unknown.map((key) => invalidAttribute(key, `${key} is not a field of this request.`)),
    );
  if (!Array.isArray(body.documents)) throw invalidOperation('Parameter `documents` must be an array');
  const options = documentOptionsFor(status);
  const entries: ErrorEntry[] = [];
  const documents: I9DocumentFields[] = [];
  const sections: string[] = [];
  body.documents.forEach((raw: unknown, idx) => {
    const entry =
      raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const errors: ErrorEntry[] = [];
    for (const key of Object.keys(entry))
      if (
        ![
          'document_type',
          'document_title',
          'document_number',
          'expiration_date',
          'issuing_authority',
        ].includes(key)
      )
        errors.push(invalidAttribute(key, `${key} is not a field of a document.`));
    const type = text(entry, 'document_type', true, errors);
    const title = text(entry, 'document_title', true, errors);
    const option = options.find((o) => o.document_type === type);
    if (type !== null && !option)
      errors.push(invalidAttribute('document_type', "Document type's value is not included in the list"));
    if (title !== null && option && !option.document_title.includes(title))
      errors.push(invalidAttribute('document_title', "Document title's value is not included in the list"));
    const expiration = text(entry, 'expiration_date', false, errors);
    if (expiration !== null && !isDate(expiration))
      errors.push(invalidAttribute('expiration_date', 'expiration_date must be a date (YYYY-MM-DD).'));
    const number = text(entry, 'document_number', false, errors);
    const authority = text(entry, 'issuing_authority', true, errors);
    if (errors.length > 0) {
      entries.push({
        error_key: 'documents',
        category: 'nested_errors',
        idx,
        ...(type !== null ? { metadata: { document_type: type } } : {}),
        errors,
      });
      return;
    }
    sections.push(option!.section);
    documents.push({
      document_type: type!,
      document_title: title!,
      documentNumber: number,
      expiration_date: expiration,
      issuing_authority: authority!,
    });
  });
  if (entries.length > 0) throw new ApiError(422, entries);
  if (!provesStatus(sections))
    throw new ApiError(422, [
      invalidAttribute('documents', 'Send one document of list A, or one of list B and one of list C.'),
    ]);
  return documents;
}
