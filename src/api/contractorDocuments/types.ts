/**
 * One field of a document to sign, pre-filled by the service, with where it sits on the page.
 *
 * @example
 * const name = w9.fields?.find((field: ContractorDocumentField) => field.key === 'name')?.value;
 */
export interface ContractorDocumentField {
  key: string;
  value?: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  page_number?: number;
  data_type?: string;
  required?: boolean;
}

/**
 * A contractor's document, such as the W-9 (`taxpayer_identification_form_w_9`).
 *
 * @example
 * const w9 = documents.find((d: ContractorDocument) => d.name === 'taxpayer_identification_form_w_9');
 */
export interface ContractorDocument {
  uuid: string;
  title?: string;
  name?: string;
  recipient_type?: string;
  recipient_uuid?: string;
  signed_at?: string;
  requires_signing?: boolean;
  draft?: boolean;
  year?: number | null;
  quarter?: number | null;
  pages?: Array<{ image_url?: string; page_number?: number }>;
  fields?: ContractorDocumentField[];
}

/**
 * Body of a document signature: `agree: true` and, optionally, values that override the
 * pre-filled ones. The proxy adds the signer's IP.
 *
 * @example
 * const body: SignContractorDocumentBody = { agree: true, fields: [{ key: 'address', value: '300 Congress Ave' }] };
 */
export interface SignContractorDocumentBody {
  agree: boolean;
  fields?: Array<{ key: string; value: string }>;
  signed_by_ip_address?: string;
}

/**
 * A contractor's 1099 of one tax year (`name: 'US_1099'`).
 *
 * @example
 * const latest = forms.toSorted((a: ContractorTaxForm, b: ContractorTaxForm) => (b.year ?? 0) - (a.year ?? 0))[0];
 */
export interface ContractorTaxForm {
  uuid: string;
  contractor_uuid?: string;
  name?: string;
  title?: string;
  description?: string;
  draft?: boolean;
  year?: number | null;
  quarter?: number | null;
  requires_signing?: boolean;
}
