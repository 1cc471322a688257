import { contractorOf, contractorOwned } from '../contractors/lookup';
import { advanceContractorOnboarding } from '../contractors/onboardingStatus';
import { emptyRequiredW9Fields, W9_KEYS, w9Values } from './w9';
import { ApiError, type ErrorEntry, invalidAttribute, invalidOperation } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { bodyReader, noParent, resourceRoutes, scopesOf } from '../resource';
import { pdfAction } from '../documents/formPdf';
import { isSsn } from '../formats/formats';
import { requireAgreement, SIGNATURE_RULES, signerIp } from '../documents/signature';
import type { DemoService, Route, RouteRequest } from '../service';
import type { ContractorDocumentRecord, ContractorFormRecord } from './records';
import { contractorDocumentView, contractorFormView } from './views';

/** A masked TIN compared as a person may type it back: dashes, spaces and case aside. */
const maskedForm = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * The `fields[]{key, value}` a signer sends over the pre-filled W-9 (DECISIONS 55): known keys,
 * text values; a TIN must be 9 digits (dashes allowed), or the masked TIN the W-9 shows
 * (`XXX-XX-5678`) sent back as it was given, which keeps the number on file.
 */
function readOverrides(raw: unknown[] | undefined, shownTin: string): Record<string, string> {
  const overrides: Record<string, string> = {};
  const entries: ErrorEntry[] = [];
  (raw ?? []).forEach((item, idx) => {
    const field = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const { key, value } = field;
    if (typeof key !== 'string' || !W9_KEYS.includes(key) || typeof value !== 'string') {
      entries.push({
        ...invalidAttribute('fields', `fields[${idx}] must be {key, value} with a W-9 field key.`),
        idx,
      });
      return;
    }
    // The pre-filled value sent back is no new number: the one on file stays.
    if (key === 'taxpayer_identification_number' && shownTin && maskedForm(value) === maskedForm(shownTin))
      return;
    if (key === 'taxpayer_identification_number' && !isSsn(value.replaceAll('-', ''))) {
      entries.push({
        ...invalidAttribute('fields', 'taxpayer_identification_number must be 9 digits.'),
        idx,
      });
      return;
    }
    overrides[key] = key === 'taxpayer_identification_number' ? value.replaceAll('-', '') : value.trim();
  });
  if (entries.length > 0) throw new ApiError(422, entries);
  return overrides;
}

/**
 * Contractor documents (UPSTREAM-2 I.5, DECISIONS 55): the W-9, pre-filled from the contractor,
 * signed with `agree: true`, optional field overrides, and the signer's IP from the body or the
 * proxy's `X-Client-IP` (DECISIONS 37), as employee forms are.
 *
 * @example
 * new Router(contractorDocumentRoutes);
 */
export const contractorDocumentRoutes: Route[] = resourceRoutes({
  ...contractorOwned(
    '/v1/contractors/{contractor_id}/documents',
    '/v1/documents/{document_uuid}',
    (store) => store.contractorDocuments,
  ),
  scopes: scopesOf('contractor_documents'),
  view: contractorDocumentView,
  list: { rows: (c, service) => service.store.contractorDocuments.childrenOf(c.uuid), paged: false },
  actions: [
    pdfAction((document: ContractorDocumentRecord) => document.title),
    {
      method: 'PUT',
      suffix: '/sign',
      run(document, { body, headers }: RouteRequest, service) {
        const values = readFields(body, {
          fields: { kind: 'array' },
          ...SIGNATURE_RULES,
        });
        if (document.signedAt) throw invalidOperation('This document is already signed.');
        requireAgreement(values.agree);
        const contractor = service.store.contractors.get(document.contractorUuid)!;
        const shown = w9Values(contractor, document).taxpayer_identification_number ?? '';
        const overrides = readOverrides(values.fields, shown);
        const ip = signerIp(values.signed_by_ip_address, headers);
        const signed = w9Values(contractor, {
          ...document,
          overrides: { ...document.overrides, ...overrides },
        });
        const empty = emptyRequiredW9Fields(signed);
        if (empty.length > 0)
          throw new ApiError(422, [
            invalidAttribute('fields', `Required fields are empty: ${empty.join(', ')}.`, { keys: empty }),
          ]);
        document.overrides = { ...document.overrides, ...overrides };
        document.signedAt = service.nowIso();
        document.signedFields = { ...signed, signature_date: document.signedAt.slice(0, 10) };
        document.signed_by_ip_address = ip;
        service.emit('contractor.document.signed', 'Document', document.uuid, contractor.companyUuid);
        advanceContractorOnboarding(service, contractor);
        return contractorDocumentView(document, service);
      },
    },
  ],
});

const lastYear = (service: DemoService) => Number(service.clock.today().slice(0, 4)) - 1;

/** The demo's 1099 call: a contractor and a tax year up to last year. */
const generateRules = (until: number) =>
  ({
    contractor_id: { kind: 'string', required: true },
    year: { kind: 'integer', min: 2015, max: until },
  }) satisfies FieldRules;

/**
 * 1099 forms (UPSTREAM-2 I.5): listed per contractor, each with its PDF; the demo's generate call
 * makes (or remakes) the form of a tax year.
 *
 * @example
 * new Router(contractorFormRoutes);
 */
export const contractorFormRoutes: Route[] = [
  ...resourceRoutes({
    ...contractorOwned(
      '/v1/contractors/{contractor_id}/forms',
      '/v1/contractors/{contractor_id}/forms/{form_id}',
      (store) => store.contractorForms,
    ),
    scopes: scopesOf('contractor_forms'),
    view: contractorFormView,
    list: { rows: (c, service) => service.store.contractorForms.childrenOf(c.uuid), paged: false },
    actions: [pdfAction((form: ContractorFormRecord) => `Form 1099-NEC ${form.year}`)],
  }),
  ...resourceRoutes({
    collection: '/v1/sandbox/generate_1099',
    scopes: scopesOf('contractors'),
    parent: noParent,
    view: contractorFormView,
    create: {
      // Tax years from 2015 to last year (DECISIONS 55, 60).
      rules: bodyReader((body, service) => readFields(body, generateRules(lastYear(service)))),
      insert(values, _none, service, { grant }) {
        const contractor = contractorOf(service, values.contractor_id, grant);
        const year = values.year ?? lastYear(service);
        const existing = service.store.contractorForms
          .childrenOf(contractor.uuid)
          .find((f) => f.year === year);
        const form: ContractorFormRecord = existing ?? {
          uuid: service.ids(),
          contractorUuid: contractor.uuid,
          seq: service.store.nextSeq(),
          year,
          createdAt: service.nowIso(),
        };
        service.store.contractorForms.set(form.uuid, form);
        const event = existing ? 'contractor.form.updated' : 'contractor.form.created';
        service.emit(event, 'Form', form.uuid, contractor.companyUuid);
        return form;
      },
      // 201 as the upstream OpenAPI declares it (DECISIONS 31, 60).
    },
  }),
];

/** The W-9 and 1099 forms of contractors (UPSTREAM-2 I.5). @example new Router(contractorDocumentsRoutes); */
export const contractorDocumentsRoutes: Route[] = [...contractorDocumentRoutes, ...contractorFormRoutes];
