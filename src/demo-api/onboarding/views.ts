import type { FormRecord } from './records';

/** @example formView(form); */
export function formView(f: FormRecord): Record<string, unknown> {
  return {
    uuid: f.uuid,
    name: f.name,
    title: f.title,
    description: f.description,
    draft: false,
    year: f.year,
    quarter: null,
    requires_signing: f.requires_signing,
    document_content_type: 'application/pdf',
  };
}
