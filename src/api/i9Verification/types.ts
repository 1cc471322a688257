import type { DateString, OpenEnum } from '../common';

/**
 * The employee's status in section 1 of the I-9 (contract.md#i-9): a citizen, a noncitizen
 * national, a lawful permanent resident, or a noncitizen authorized to work (`alien`).
 *
 * @example
 * const status: I9AuthorizationStatus = 'permanent_resident';
 */
export type I9AuthorizationStatus = OpenEnum<'citizen' | 'noncitizen' | 'permanent_resident' | 'alien'>;

/**
 * The document a noncitizen's status is proven by in section 1.
 *
 * @example
 * const type: I9DocumentType = 'uscis_alien_registration_number';
 */
export type I9DocumentType = OpenEnum<'uscis_alien_registration_number' | 'form_i94' | 'foreign_passport'>;

/**
 * An employee's I-9 authorization. The document number is never sent back: `has_document_number`
 * says one is on file. Once `employer_signed`, the I-9 cannot change.
 *
 * @example
 * const { data } = await getI9Authorization(client, employeeId);
 * if (data.employee_signed && !data.employer_signed) showEmployerSection();
 */
export interface I9Authorization {
  uuid: string;
  /** The I-9 among the employee's forms, signed with the form signature (preparer fields allowed). */
  form_uuid?: string | null;
  version: string;
  authorization_status: I9AuthorizationStatus;
  document_type?: I9DocumentType | null;
  has_document_number?: boolean | null;
  expiration_date?: DateString | null;
  country?: string | null;
  employer_signed: boolean;
  employee_signed: boolean;
  additional_info?: string | null;
  alt_procedure?: boolean | null;
}

/**
 * Body of the authorization's PUT: without `version` it is made, with the version last read it is
 * updated; the fields the status does not take are refused, and the ones it no longer takes are
 * cleared. A citizen or noncitizen national sends no document; a permanent resident the A-Number
 * (`uscis_alien_registration_number`, 7–9 digits); a noncitizen authorized to work the document,
 * its number, the passport's `country`, and an `expiration_date` if any.
 *
 * @example
 * const body: I9AuthorizationBody = { authorization_status: 'permanent_resident', document_type: 'uscis_alien_registration_number', document_number: '123456789' };
 */
export interface I9AuthorizationBody {
  version?: string;
  authorization_status: I9AuthorizationStatus;
  document_type?: I9DocumentType;
  document_number?: string;
  country?: string;
  expiration_date?: DateString;
}

/**
 * One acceptable document of the USCIS lists: `A` proves identity and work authorization alone;
 * one of `B` (identity) with one of `C` (work authorization) does the same.
 *
 * @example
 * const listA = options.filter((option: I9DocumentOption) => option.section === 'A');
 */
export interface I9DocumentOption {
  section: OpenEnum<'A' | 'A1' | 'A2' | 'A3' | 'B' | 'C'>;
  description: string;
  document_type: string;
  /** The titles a document of this type may have; a document sent names one of them. */
  document_title: string[];
  common_choice: boolean;
}

/**
 * A document the employer examined. Its number is stored, never sent back.
 *
 * @example
 * documents.map((document: I9Document) => document.document_title);
 */
export interface I9Document {
  uuid: string;
  document_type: string;
  document_title: string;
  expiration_date?: DateString | null;
  issuing_authority: string;
}

/**
 * Body of the documents' PUT: every call replaces the documents sent before (201). Each names a
 * `document_type` and `document_title` of the options.
 *
 * @example
 * const body: I9DocumentsBody = { documents: [{ document_type: 'us_passport', document_title: 'U.S. Passport', issuing_authority: 'U.S. Department of State', document_number: '912345678' }] };
 */
export interface I9DocumentsBody {
  documents: Array<{
    document_type: string;
    document_title: string;
    document_number?: string;
    expiration_date?: DateString;
    issuing_authority: string;
  }>;
}

/**
 * Body of the employer's signature of section 2. The proxy supplies the signer's IP when the body
 * has none.
 *
 * @example
 * const body: I9EmployerSignBody = { signature_text: 'Grace Hopper', signer_title: 'HR Manager', agree: true };
 */
export interface I9EmployerSignBody {
  signature_text: string;
  signer_title: string;
  agree: boolean;
  signed_by_ip_address?: string;
  additional_info?: string;
  alt_procedure?: boolean;
}

/**
 * An employee's onboarding documents config: whether the I-9 is asked of them (a self-onboarding
 * employee then completes and signs section 1).
 *
 * @example
 * const { data } = await updateOnboardingDocumentsConfig(client, employeeId, { i9_document: true });
 */
export interface OnboardingDocumentsConfig {
  uuid?: string | null;
  i9_document?: boolean;
}
