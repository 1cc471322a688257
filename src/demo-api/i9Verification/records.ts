import { defineTable } from '../store';

/** The authorization statuses of the I-9's section 1 (UPSTREAM-3 L.4). */
export type I9AuthorizationStatus = 'citizen' | 'noncitizen' | 'permanent_resident' | 'alien';

/** The document a noncitizen's status is proven by (UPSTREAM-3 L.4). */
export type I9DocumentType = 'uscis_alien_registration_number' | 'form_i94' | 'foreign_passport';

/** The employer's signature of section 2. */
export interface I9EmployerSignature {
  signature_text: string;
  signer_title: string;
  signed_by_ip_address: string;
  signedAt: string;
}

/**
 * An employee's I-9 authorization (UPSTREAM-3 L.4; DECISIONS 65). `documentNumber` is stored and
 * never returned (`has_document_number`).
 */
export interface I9AuthorizationRecord {
  uuid: string;
  employeeUuid: string;
  authorization_status: I9AuthorizationStatus;
  document_type: I9DocumentType | null;
  documentNumber: string | null;
  country: string | null;
  expiration_date: string | null;
  additional_info: string | null;
  alt_procedure: boolean | null;
  /** Set by `employer_sign`; the I-9 is immutable from then on. */
  employerSignature: I9EmployerSignature | null;
}

/** A document the employer examined (section 2), one of the USCIS lists A, B or C. */
export interface I9DocumentRecord {
  uuid: string;
  employeeUuid: string;
  document_type: string;
  document_title: string;
  /** Stored, never returned. */
  documentNumber: string | null;
  expiration_date: string | null;
  issuing_authority: string;
  seq: number;
}

/** An employee's onboarding documents config (UPSTREAM A.10): whether the I-9 is asked for. */
export interface OnboardingDocumentsConfigRecord {
  uuid: string;
  employeeUuid: string;
  i9_document: boolean;
}

/**
 * The I-9 authorizations, by employee uuid (one each).
 *
 * @example
 * service.store.table(i9Authorizations).get(employee.uuid);
 */
export const i9Authorizations = defineTable<I9AuthorizationRecord>('i9Authorizations');

/**
 * The documents of the I-9s, by document uuid.
 *
 * @example
 * [...service.store.table(i9Documents).values()].filter((d) => d.employeeUuid === employee.uuid);
 */
export const i9Documents = defineTable<I9DocumentRecord>('i9Documents');

/**
 * The onboarding documents configs, by employee uuid; none is `i9_document: false`.
 *
 * @example
 * service.store.table(onboardingDocumentsConfigs).get(employee.uuid)?.i9_document;
 */
export const onboardingDocumentsConfigs = defineTable<OnboardingDocumentsConfigRecord>(
  'onboardingDocumentsConfigs',
);
