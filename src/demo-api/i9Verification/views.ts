import type { DemoService } from '../service';
import { versionOf } from '../version';
import { i9FormOf } from './i9Form';
import { onboardingDocumentsConfigs, type I9AuthorizationRecord, type I9DocumentRecord } from './records';

/**
 * The authorization's version: every field a PUT may change, the number by its presence only
 * (a version must not let anyone learn it), and the employer's signature.
 *
 * @example
 * i9AuthorizationVersion(record);
 */
export function i9AuthorizationVersion(record: I9AuthorizationRecord): string {
  const { documentNumber, employerSignature, ...fields } = record;
  return versionOf({ ...fields, hasNumber: documentNumber !== null, signed: employerSignature !== null });
}

/**
 * An I-9 authorization as the service shows it (UPSTREAM-3 L.4): `has_document_number`, never the
 * number; `employee_signed` when the I-9 form is signed; `employer_signed` after `employer_sign`.
 *
 * @example
 * i9AuthorizationView(record, service).employee_signed;
 */
export function i9AuthorizationView(record: I9AuthorizationRecord, service: DemoService) {
  const form = i9FormOf(service, record.employeeUuid);
  return {
    uuid: record.uuid,
    form_uuid: form?.uuid ?? null,
    version: i9AuthorizationVersion(record),
    authorization_status: record.authorization_status,
    document_type: record.document_type,
    has_document_number: record.documentNumber !== null,
    expiration_date: record.expiration_date,
    country: record.country,
    employer_signed: record.employerSignature !== null,
    employee_signed: Boolean(form?.signedAt),
    additional_info: record.additional_info,
    alt_procedure: record.alt_procedure,
  };
}

/**
 * A document of section 2 (UPSTREAM-3 L.4): its number is stored, never shown.
 *
 * @example
 * i9DocumentView(document).document_title; // 'U.S. Passport'
 */
export function i9DocumentView(record: I9DocumentRecord) {
  return {
    uuid: record.uuid,
    document_type: record.document_type,
    document_title: record.document_title,
    expiration_date: record.expiration_date,
    issuing_authority: record.issuing_authority,
  };
}

/**
 * An employee's `onboarding_documents_config` (UPSTREAM A.1, A.10): `uuid` null until it is set.
 *
 * @example
 * onboardingDocumentsConfigView(service.store, employee.uuid); // { uuid: null, i9_document: false }
 */
export function onboardingDocumentsConfigView(store: DemoService['store'], employeeUuid: string) {
  const config = store.table(onboardingDocumentsConfigs).get(employeeUuid);
  return { uuid: config?.uuid ?? null, i9_document: config?.i9_document ?? false };
}
