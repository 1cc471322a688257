import { maskedTaxId } from '../formats/formats';
import type { DemoService } from '../service';
import type { ContractorRecord } from '../contractors/records';
import type { ContractorDocumentRecord } from './records';

/** One field of the W-9 as UPSTREAM-2 I.5 lays it out (points on a US Letter page). */
interface W9FieldLayout {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  data_type: 'text' | 'date';
  required: boolean;
}

const W9_LAYOUT: readonly W9FieldLayout[] = [
  { key: 'name', x: 60, y: 90, width: 480, height: 18, data_type: 'text', required: true },
  { key: 'business_name', x: 60, y: 118, width: 480, height: 18, data_type: 'text', required: false },
  { key: 'tax_classification', x: 60, y: 146, width: 240, height: 18, data_type: 'text', required: true },
  { key: 'address', x: 60, y: 230, width: 300, height: 18, data_type: 'text', required: true },
  { key: 'city_state_zip', x: 60, y: 258, width: 300, height: 18, data_type: 'text', required: true },
  {
    key: 'taxpayer_identification_number',
    x: 400,
    y: 320,
    width: 140,
    height: 18,
    data_type: 'text',
    required: true,
  },
  { key: 'signature_date', x: 400, y: 560, width: 120, height: 18, data_type: 'date', required: false },
];

/** The W-9's field keys, in page order. @example W9_KEYS.includes('name'); // true */
export const W9_KEYS: readonly string[] = W9_LAYOUT.map((f) => f.key);

/**
 * The W-9 of a contractor (one each, made on create).
 *
 * @example
 * w9Of(service, contractor.uuid)?.signedAt;
 */
export function w9Of(service: DemoService, contractorUuid: string): ContractorDocumentRecord | undefined {
  return service.store.contractorDocuments.childrenOf(contractorUuid)[0];
}

/** The TIN as a W-9 shows it back: the last four digits only (no SSN reaches a browser). */
function maskedTin(tin: string | null, business: boolean): string {
  if (!tin) return '';
  return maskedTaxId(tin, business ? 'ein' : 'ssn');
}

/**
 * The W-9's values pre-filled from the contractor (DECISIONS 55), under what the signer sent;
 * once signed, the values frozen then. The TIN is masked: the full number stays in the store.
 *
 * @example
 * w9Values(contractor, document).name; // 'Ada Lovelace'
 */
export function w9Values(
  contractor: ContractorRecord,
  document: ContractorDocumentRecord,
): Record<string, string> {
  if (document.signedFields) return document.signedFields;
  const c = contractor;
  const a = c.address;
  const business = c.type === 'Business';
  const prefilled: Record<string, string> = {
    name: business ? (c.business_name ?? '') : [c.first_name, c.last_name].filter(Boolean).join(' '),
    business_name: business ? (c.business_name ?? '') : '',
    tax_classification: business ? 'C Corporation' : 'Individual/sole proprietor',
    address: [a.street_1, a.street_2].filter(Boolean).join(', '),
    city_state_zip: a.city && a.state && a.zip ? `${a.city}, ${a.state} ${a.zip}` : '',
    taxpayer_identification_number: maskedTin(business ? c.ein : c.ssn, business),
    signature_date: '',
  };
  const overrides = { ...document.overrides };
  if (overrides.taxpayer_identification_number)
    overrides.taxpayer_identification_number = maskedTin(overrides.taxpayer_identification_number, business);
  return { ...prefilled, ...overrides };
}

/**
 * The `fields[]` of the W-9's wire shape.
 *
 * @example
 * w9Fields(contractor, document).find((f) => f.key === 'name')?.value;
 */
export function w9Fields(
  contractor: ContractorRecord,
  document: ContractorDocumentRecord,
): Record<string, unknown>[] {
  const values = w9Values(contractor, document);
  return W9_LAYOUT.map((f) => ({ ...f, value: values[f.key] ?? '', page_number: 1 }));
}

/** The required W-9 fields left empty by these values. @example emptyRequired(values); // ['address'] */
export function emptyRequiredW9Fields(values: Record<string, string>): string[] {
  return W9_LAYOUT.filter((f) => f.required && !values[f.key]?.trim()).map((f) => f.key);
}

/**
 * Makes the contractor's W-9 (DECISIONS 55), unsigned.
 *
 * @example
 * createW9(service, contractor);
 */
export function createW9(service: DemoService, contractor: ContractorRecord): ContractorDocumentRecord {
  const document: ContractorDocumentRecord = {
    uuid: service.ids(),
    contractorUuid: contractor.uuid,
    seq: service.store.nextSeq(),
    name: 'taxpayer_identification_form_w_9',
    title: 'Form W-9',
    year: Number(service.clock.today().slice(0, 4)),
    overrides: {},
    signedFields: null,
    signedAt: null,
    signed_by_ip_address: null,
  };
  service.store.contractorDocuments.set(document.uuid, document);
  return document;
}
