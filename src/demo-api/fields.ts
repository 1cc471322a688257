import { staleVersion, type ErrorEntry, invalidAttribute, missingParameter, unprocessable } from './errors';
import { isDate } from './formats/formats';
import { parseDecimal } from './money/money';

/** How one body field is checked. `check` returns a message when the value is wrong. */
export type FieldRule = {
  required?: boolean;
  nullable?: boolean;
} & (
  | {
      kind: 'string';
      check?: (value: string) => string | undefined;
      allowBlank?: boolean;
      /** An empty text clears the field: it is read as `null` (optional lines such as `street_2`). */
      emptyAsNull?: boolean;
    }
  | { kind: 'boolean' }
  | { kind: 'integer'; min?: number; max?: number }
  /** Money sent as a JSON number or decimal text; parsed to integer cents. */
  | { kind: 'money'; min?: number }
  /** A decimal string (rates, hours); kept as normalised text. */
  | { kind: 'decimal'; places: number; min?: number }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'date' }
  | { kind: 'array' }
  | { kind: 'object' }
);

export type FieldRules = Record<string, FieldRule>;

/** The parsed value of one rule's field: money and decimals as integer units, enums as their union. */
type FieldValue<F extends FieldRule> =
  | (F extends { kind: 'string' | 'date' }
      ? string
      : F extends { kind: 'boolean' }
        ? boolean
        : F extends { kind: 'integer' | 'money' | 'decimal' }
          ? number
          : F extends { kind: 'enum'; values: readonly (infer V)[] }
            ? V
            : F extends { kind: 'array' }
              ? unknown[]
              : Record<string, unknown>)
  | (F extends { nullable: true } | { emptyAsNull: true } ? null : never);

/**
 * What {@link readFields} returns for rules declared `satisfies FieldRules`: required fields are
 * there, the others may be left out. Rules typed as plain `FieldRules` read as a record.
 *
 * @example
 * const RULES = { title: { kind: 'string', required: true } } satisfies FieldRules;
 * type Job = FieldValues<typeof RULES>; // { title: string }
 */
export type FieldValues<R extends FieldRules> = string extends keyof R
  ? Record<string, unknown>
  : { [K in keyof R as R[K] extends { required: true } ? K : never]: FieldValue<R[K]> } & {
      [K in keyof R as R[K] extends { required: true } ? never : K]?: FieldValue<R[K]>;
    };

/** Options of {@link readFields}: `partial` for PUT deltas, `extra` entries found beforehand. */
export interface ReadOptions {
  partial?: boolean;
  extra?: ErrorEntry[];
}

/**
 * Checks a JSON body against its field rules: every problem is reported at once, each on its own
 * field; an unknown field is `invalid_attribute_value` on that field (documented choice: silently
 * dropping it would hide a client typo). With `partial`, nothing is required (PUT deltas) and
 * `version` is allowed. Returns the parsed values of the fields that were sent.
 *
 * @example
 * const values = readFields(body, { title: { kind: 'string', required: true } });
 */
export function readFields<R extends FieldRules>(
  body: Record<string, unknown>,
  rules: R,
  options: ReadOptions & { partial: true },
): Partial<FieldValues<R>>;
export function readFields<R extends FieldRules>(
  body: Record<string, unknown>,
  rules: R,
  options?: ReadOptions & { partial?: false },
): FieldValues<R>;
export function readFields(
  body: Record<string, unknown>,
  rules: FieldRules,
  { partial = false, extra = [] }: ReadOptions = {},
): Record<string, unknown> {
  const entries: ErrorEntry[] = [...extra];
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(body)) {
    if (key === 'version' && partial) continue;
    if (!(key in rules)) entries.push(invalidAttribute(key, `${key} is not an attribute of this resource.`));
  }
  for (const [key, rule] of Object.entries(rules)) {
    const present = Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;
    const value = present ? body[key] : undefined;
    if (!present || (value === null && !rule.nullable)) {
      if (rule.required && !partial) entries.push(missingParameter(key));
      else if (present && value === null) entries.push(invalidAttribute(key, `${key} cannot be null.`));
      continue;
    }
    if (value === null) {
      values[key] = null;
      continue;
    }
    const problem = checkField(key, value, rule);
    if (typeof problem === 'string') entries.push(invalidAttribute(key, problem));
    else values[key] = problem.value;
  }
  if (entries.length > 0) throw unprocessable(entries);
  return values;
}

function checkField(key: string, value: unknown, rule: FieldRule): string | { value: unknown } {
  switch (rule.kind) {
    case 'string': {
      if (typeof value !== 'string') return `${key} must be a string.`;
      const text = value.trim();
      if (!rule.allowBlank && text === '' && rule.required) return `${key} can't be blank.`;
      if (text === '' && rule.emptyAsNull) return { value: null };
      if (text.length > 1000) return `${key} is too long.`;
      const message = text === '' && !rule.required ? undefined : rule.check?.(text);
      return message ?? { value: text };
    }
    case 'boolean':
      return typeof value === 'boolean' ? { value } : `${key} must be true or false.`;
    case 'integer': {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return `${key} must be a whole number.`;
      if (rule.min !== undefined && value < rule.min) return `${key} must be at least ${rule.min}.`;
      if (rule.max !== undefined && value > rule.max) return `${key} must be at most ${rule.max}.`;
      return { value };
    }
    case 'money': {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      const units = typeof text === 'string' ? parseDecimal(text, 2) : undefined;
      if (units === undefined) return `${key} must be an amount of money.`;
      if (rule.min !== undefined && units < rule.min) return `${key} cannot be negative.`;
      return { value: units };
    }
    case 'decimal': {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      const units = typeof text === 'string' ? parseDecimal(text, rule.places) : undefined;
      if (units === undefined) return `${key} must be a number.`;
      if (rule.min !== undefined && units < rule.min) return `${key} is too small.`;
      return { value: units };
    }
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value)
        ? { value }
        : `${key} must be one of: ${rule.values.join(', ')}.`;
    case 'date':
      return typeof value === 'string' && isDate(value) ? { value } : `${key} must be a date (YYYY-MM-DD).`;
    case 'array':
      return Array.isArray(value) ? { value } : `${key} must be an array.`;
    case 'object':
      return typeof value === 'object' && !Array.isArray(value) ? { value } : `${key} must be an object.`;
  }
}

/**
 * The `version` of a PUT body (DECISIONS 22): absent → 422 `missing_parameter`; not text → 422.
 *
 * @example
 * const version = requireVersion(body);
 */
/**
 * Optimistic concurrency of every PUT (SPEC §9.2, DECISIONS 22): the body's `version` must be the
 * object's current one; a stale one is a 409 and nothing changes.
 */
export function requireCurrentVersion(body: Record<string, unknown>, current: unknown): void {
  if (requireVersion(body) !== current) throw staleVersion();
}

export function requireVersion(body: Record<string, unknown>): string {
  const version = body.version;
  if (version === undefined || version === null) throw unprocessable([missingParameter('version')]);
  if (typeof version !== 'string')
    throw unprocessable([invalidAttribute('version', 'version must be a string.')]);
  return version;
}
