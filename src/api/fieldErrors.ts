import type { ApiErrorEntry, ErrorCategory, ErrorMetadata } from './errorBody';

/**
 * One server error, placed on a form path.
 *
 * @example
 * const issue: FieldIssue = { path: 'ssn', errorKey: 'ssn', category: 'invalid_attribute_value' };
 */
export interface FieldIssue {
  /** Form path (dots and indices), or `''` for a form-level error. */
  path: string;
  /** The entry's own `error_key`. */
  errorKey: string;
  category: ErrorCategory;
  /** Human text from the service, to show as is (never parsed). */
  message?: string;
  metadata?: ErrorMetadata;
}

/**
 * Server errors sorted by where a form shows them.
 *
 * @example
 * const { fields, form } = toFieldErrors(error.errors);
 * fields['splits.1.split_amount']?.[0]?.message;
 */
export interface FieldErrors {
  /** By form path, in the order the service listed them. */
  fields: Record<string, FieldIssue[]>;
  /** `base` and `request` errors of the whole form. */
  form: FieldIssue[];
}

/**
 * Options of {@link toFieldErrors}.
 *
 * @example
 * toFieldErrors(errors, { fieldMap: { employee_compensations: 'rows' } });
 */
export interface FieldErrorOptions {
  /**
   * Rename server paths to form paths. A record matches the whole path or its leading segments
   * (`{ employee_compensations: 'rows' }` turns `employee_compensations.2.memo` into `rows.2.memo`);
   * a function sees every full path.
   */
  fieldMap?: Record<string, string> | ((path: string) => string);
  /**
   * Turn a nested entry's metadata into a path segment when it has no `idx`, e.g. to find a
   * list row by `entity_uuid`. By default `state`, then `key`, then `entity_uuid`, then
   * `question_uuid` (an information request's answer) are used.
   */
  segmentFor?: (metadata: ErrorMetadata) => string | number | undefined;
}

const GENERAL_KEYS = new Set(['base', 'request']);

function defaultSegment(metadata: ErrorMetadata): string | undefined {
  return metadata.state ?? metadata.key ?? metadata.entity_uuid ?? metadata.question_uuid;
}

function mapPath(path: string, fieldMap: FieldErrorOptions['fieldMap']): string {
  if (!fieldMap || path === '') return path;
  if (typeof fieldMap === 'function') return fieldMap(path);
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length--) {
    const head = segments.slice(0, length).join('.');
    const mapped = fieldMap[head];
    if (mapped !== undefined) return [mapped, ...segments.slice(length)].filter(Boolean).join('.');
  }
  return path;
}

/**
 * Turn an error tree (contract.md#errors) into errors keyed by form path, ready for react-hook-form's
 * `setError`. `error_key` names the field; `nested_errors` are walked to any depth, each level
 * adding its `error_key` (when it is not `base`/`request`) and the item's position: `idx` when
 * given, otherwise the metadata (`state`, `key`, `entity_uuid`). So the third split's amount is
 * `splits.2.split_amount` and a California state-tax question is `states.CA.filing_status`.
 * Top-level `base`/`request` errors are form-level; a nested item's `base` lands on the item path.
 * `message` is carried along for display and never parsed.
 *
 * @example
 * const { fields, form } = toFieldErrors(apiError.errors);
 * for (const [path, issues] of Object.entries(fields)) setError(path, { message: issues[0]?.message });
 */
export function toFieldErrors(
  errors: readonly ApiErrorEntry[],
  options: FieldErrorOptions = {},
): FieldErrors {
  const result: FieldErrors = { fields: {}, form: [] };
  const segmentFor = options.segmentFor ?? defaultSegment;

  const add = (rawPath: string, entry: ApiErrorEntry) => {
    const path = mapPath(rawPath, options.fieldMap);
    const issue: FieldIssue = { path, errorKey: entry.error_key, category: entry.category };
    if (entry.message !== undefined) issue.message = entry.message;
    if (entry.metadata !== undefined) issue.metadata = entry.metadata;
    if (path === '') result.form.push(issue);
    else (result.fields[path] ??= []).push(issue);
  };

  const walk = (entries: readonly ApiErrorEntry[], prefix: string[], nested: boolean) => {
    for (const entry of entries) {
      const path = [...prefix];
      const key = entry.error_key;
      const children = entry.errors ?? [];
      const isGroup = entry.category === 'nested_errors' || children.length > 0;
      const hasIdx = typeof entry.idx === 'number';
      // A field error of a list item: the item's position comes before the field's name.
      if (!isGroup && nested && hasIdx) path.push(String(entry.idx));
      // Some services repeat the list's name (or the position) on every item entry: no doubling.
      if (
        key &&
        !GENERAL_KEYS.has(key) &&
        path[path.length - 1] !== key &&
        !(hasIdx && key === String(entry.idx))
      ) {
        path.push(key);
      }
      if (isGroup) {
        if (typeof entry.idx === 'number') path.push(String(entry.idx));
        else if (entry.metadata) {
          const segment = segmentFor(entry.metadata);
          if (segment !== undefined && path[path.length - 1] !== String(segment)) {
            path.push(String(segment));
          }
        }
        if (children.length > 0) walk(children, path, true);
        else add(path.join('.'), entry);
        continue;
      }
      add(path.join('.'), entry);
    }
  };

  walk(errors, [], false);
  return result;
}
