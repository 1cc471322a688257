import { optional } from '../optional';
import type { DemoService } from '../service';
import { w9Fields } from './w9';
import type { ContractorDocumentRecord, ContractorFormRecord } from './records';

/** @example contractorDocumentView(document, service).requires_signing; */
export function contractorDocumentView(
  d: ContractorDocumentRecord,
  service: DemoService,
): Record<string, unknown> {
  const contractor = service.store.contractors.get(d.contractorUuid)!;
  const unsigned = d.signedAt === null;
  return {
    uuid: d.uuid,
    title: d.title,
    name: d.name,
    recipient_type: 'Contractor',
    recipient_uuid: d.contractorUuid,
    ...optional('signed_at', d.signedAt),
    requires_signing: unsigned,
    draft: false,
    year: d.year,
    ...(unsigned ? { pages: [{ image_url: `/v1/documents/${d.uuid}/pdf`, page_number: 1 }] } : {}),
    // Signed, the values frozen then (TIN still masked): the record of what was certified.
    fields: w9Fields(contractor, d),
  };
}

/** A 1099 as UPSTREAM A.9's Form plus `contractor_uuid`. @example contractorFormView(form).name; // 'US_1099' */
export function contractorFormView(f: ContractorFormRecord): Record<string, unknown> {
  return {
    uuid: f.uuid,
    contractor_uuid: f.contractorUuid,
    name: 'US_1099',
    title: `Form 1099-NEC (${f.year})`,
    description: 'Nonemployee compensation paid to the contractor in the tax year.',
    draft: false,
    year: f.year,
    requires_signing: false,
  };
}
