import { formFieldsView } from '../documents/formView';
import type { FormRecord } from './records';

/** @example formView(form); */
export function formView(f: FormRecord): Record<string, unknown> {
  return formFieldsView(f, { quarter: null, requires_signing: f.requires_signing });
}
