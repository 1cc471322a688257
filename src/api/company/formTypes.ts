/**
 * A company form to read and sign (UPSTREAM-2 H.7); only the company's signatory signs.
 *
 * @example
 * const unsigned = forms.filter((form: CompanyForm) => form.requires_signing);
 */
export interface CompanyForm {
  uuid: string;
  name: string;
  title?: string;
  description?: string;
  draft?: boolean;
  year?: number;
  quarter?: number;
  requires_signing: boolean;
  document_content_type?: string;
  signed_at?: string;
}
