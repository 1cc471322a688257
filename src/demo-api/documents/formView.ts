/** What every form record holds of its own, a company's or an employee's. */
interface FormIdentity {
  uuid: string;
  name: string;
  title: string;
  description: string;
  year: number | null;
}

/**
 * A form as the service shows it (UPSTREAM A.9, UPSTREAM-2 H.7): who it is, never a draft, its
 * document a PDF; `own` holds what its kind adds (an employee form's `quarter`, whether it still
 * needs signing), in the order the upstream lists them.
 *
 * @example
 * formFieldsView(form, { quarter: null, requires_signing: form.requires_signing }).draft; // false
 */
export function formFieldsView(f: FormIdentity, own: Record<string, unknown>): Record<string, unknown> {
  return {
    uuid: f.uuid,
    name: f.name,
    title: f.title,
    description: f.description,
    draft: false,
    year: f.year,
    ...own,
    document_content_type: 'application/pdf',
  };
}
