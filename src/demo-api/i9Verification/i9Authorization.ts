import { ApiError, type ErrorEntry, invalidAttribute, missingParameter } from '../errors';
import { type FieldRules, readFields } from '../fields';
import type { I9AuthorizationRecord, I9AuthorizationStatus, I9DocumentType } from './records';

/** The body of `PUT …/i9_authorization` beside its `version` (UPSTREAM-3 L.4). */
const AUTHORIZATION_RULES = {
  authorization_status: {
    kind: 'enum',
    values: ['citizen', 'noncitizen', 'permanent_resident', 'alien'] as const,
    required: true,
  },
  document_type: {
    kind: 'enum',
    values: ['uscis_alien_registration_number', 'form_i94', 'foreign_passport'] as const,
    nullable: true,
  },
  document_number: { kind: 'string', nullable: true, emptyAsNull: true },
  country: { kind: 'string', nullable: true, emptyAsNull: true },
  expiration_date: { kind: 'date', nullable: true },
} satisfies FieldRules;

/** The document fields and the words a refusal names them by. */
const DOCUMENT_FIELDS = {
  document_type: 'document type',
  document_number: 'document number',
  country: 'country',
  expiration_date: 'expiration date',
} as const;

type DocumentField = keyof typeof DOCUMENT_FIELDS;

/** The document fields each status takes (UPSTREAM-3 L.4); any other sent is refused. */
const ALLOWED: Record<I9AuthorizationStatus, readonly DocumentField[]> = {
  citizen: [],
  noncitizen: [],
  permanent_resident: ['document_type', 'document_number'],
  alien: ['document_type', 'document_number', 'country', 'expiration_date'],
};

/** The number's form for each document type: A-Number 7–9 digits, I-94 11 characters, a passport's. */
const NUMBER_FORMS: Record<I9DocumentType, { pattern: RegExp; message: string }> = {
  uscis_alien_registration_number: {
    pattern: /^\d{7,9}$/,
    message: 'An Alien Registration Number (A-Number) is 7 to 9 digits.',
  },
  form_i94: { pattern: /^[A-Za-z0-9]{11}$/, message: 'An I-94 admission number is 11 characters.' },
  foreign_passport: {
    pattern: /^[A-Za-z0-9]{5,20}$/,
    message: 'A passport number is 5 to 20 letters and digits.',
  },
};

/** What an authorization holds after a PUT: the status and only the fields it allows. */
export type I9AuthorizationFields = Pick<
  I9AuthorizationRecord,
  'authorization_status' | 'document_type' | 'documentNumber' | 'country' | 'expiration_date'
>;

/**
 * Reads the body of `PUT …/i9_authorization` (UPSTREAM-3 L.4; DECISIONS 65), every problem at
 * once: a field the status does not allow is 422 `invalid_attribute_value` on it ("For the
 * submitted authorization status, … is not allowed"); a permanent resident proves it by the
 * A-Number (`uscis_alien_registration_number`); a noncitizen authorized to work names the
 * document, and the passport's country; a document type needs its number, in that document's
 * form. The body replaces the fields, so a status that needs fewer clears the others; a number
 * is never sent back, so it is kept when the same document type is sent without one.
 *
 * @example
 * const fields = readI9Authorization(body, existing); // { authorization_status: 'citizen', document_type: null, … }
 */
export function readI9Authorization(
  body: Record<string, unknown>,
  existing: I9AuthorizationRecord | undefined,
): I9AuthorizationFields {
  const { version: _version, ...fields } = body;
  const values = readFields(fields, AUTHORIZATION_RULES);
  const status = values.authorization_status;
  const allowed = ALLOWED[status];
  const entries: ErrorEntry[] = [];
  for (const field of Object.keys(DOCUMENT_FIELDS) as DocumentField[]) {
    if (values[field] != null && !allowed.includes(field))
      entries.push(
        invalidAttribute(
          field,
          `For the submitted authorization status, ${DOCUMENT_FIELDS[field]} is not allowed.`,
        ),
      );
  }
  const type = allowed.includes('document_type') ? (values.document_type ?? null) : null;
  if (status === 'permanent_resident' && type !== null && type !== 'uscis_alien_registration_number')
    entries.push(
      invalidAttribute(
        'document_type',
        'A permanent resident is identified by the Alien Registration Number.',
      ),
    );
  if (allowed.includes('document_type') && type === null) entries.push(missingParameter('document_type'));
  const kept = existing?.document_type === type ? existing.documentNumber : null;
  const number = type === null ? null : (values.document_number ?? kept);
  if (type !== null && number === null) entries.push(missingParameter('document_number'));
  else if (
    type !== null &&
    number !== null &&
    values.document_number != null &&
    !NUMBER_FORMS[type].pattern.test(number)
  )
    entries.push(invalidAttribute('document_number', NUMBER_FORMS[type].message));
  const country = type === 'foreign_passport' ? (values.country ?? null) : null;
  if (type === 'foreign_passport' && country === null) entries.push(missingParameter('country'));
  if (type !== null && type !== 'foreign_passport' && values.country != null && allowed.includes('country'))
    entries.push(invalidAttribute('country', 'country is only for a foreign passport.'));
  if (entries.length > 0) throw new ApiError(422, entries);
  return {
    authorization_status: status,
    document_type: type,
    documentNumber: number,
    country,
    expiration_date: allowed.includes('expiration_date') ? (values.expiration_date ?? null) : null,
  };
}
