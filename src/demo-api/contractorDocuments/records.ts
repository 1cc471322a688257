/** A document a contractor signs: the W-9 (UPSTREAM-2 I.5, DECISIONS 55). */
export interface ContractorDocumentRecord {
  uuid: string;
  contractorUuid: string;
  seq: number;
  name: 'taxpayer_identification_form_w_9';
  title: string;
  year: number;
  /** Values the signer sent over the pre-filled ones, by field key. */
  overrides: Record<string, string>;
  /** The field values frozen at signing; until then they follow the contractor. */
  signedFields: Record<string, string> | null;
  signedAt: string | null;
  signed_by_ip_address: string | null;
}

/** A 1099 made by the demo's generate call (UPSTREAM-2 I.5). */
export interface ContractorFormRecord {
  uuid: string;
  contractorUuid: string;
  seq: number;
  year: number;
  createdAt: string;
}
