import { isApiError } from '../../api/errors';
import { toFieldErrors } from '../../api/fieldErrors';

/** The fields of the bulk form a refused item's problem can land on (the service's name → the form's). */
const FORM_FIELDS: Record<
  string,
  'employee_deduction' | 'deduct_as_percentage' | 'contribution_type' | 'effective_date'
> = {
  employee_deduction: 'employee_deduction',
  deduct_as_percentage: 'deduct_as_percentage',
  contribution: 'contribution_type',
  effective_date: 'effective_date',
};

/** What a refused bulk enrolment says: each refused item's words by position, and the form fields they concern. */
export interface BulkRefusals {
  /** The service's words for each refused item, by its position in the request. */
  items: Map<number, string>;
  /** The first of the service's words for each form field a refused item named. */
  fields: Map<'employee_deduction' | 'deduct_as_percentage' | 'contribution_type' | 'effective_date', string>;
}

/**
 * Reads a bulk enrolment's 422 (`nested_errors` with each refused item's `idx`): the service's
 * words per item and per form field, or undefined for any other failure (a lost connection).
 *
 * @example
 * const refusals = bulkRefusals(error);
 * refusals?.items.get(0); // 'A percent deduction must be at most 100.'
 */
export function bulkRefusals(error: unknown): BulkRefusals | undefined {
  if (!isApiError(error) || error.status !== 422) return undefined;
  const { fields } = toFieldErrors(error.errors);
  const refusals: BulkRefusals = { items: new Map(), fields: new Map() };
  for (const [path, issues] of Object.entries(fields)) {
    const match = /^employee_benefits\.(\d+)(?:\.(.+))?$/.exec(path);
    if (!match) continue;
    const idx = Number(match[1]);
    const words = issues
      .map((issue) => issue.message)
      .filter(Boolean)
      .join(' ');
    const before = refusals.items.get(idx);
    refusals.items.set(idx, before ? `${before} ${words}` : words);
    const field = match[2] ? FORM_FIELDS[match[2].split('.')[0]!] : undefined;
    if (field && !refusals.fields.has(field)) refusals.fields.set(field, words);
  }
  return refusals.items.size > 0 ? refusals : undefined;
}
