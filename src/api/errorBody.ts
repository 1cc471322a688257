/**
 * Categories of contract.md#errors. Unknown categories pass through as plain strings (contract.md#enums).
 *
 * @example
 * const category: ErrorCategory = 'invalid_resource_version';
 */
export type ErrorCategory =
  | 'not_found'
  | 'invalid_attribute_value'
  | 'invalid_operation'
  | 'invalid_parameter'
  | 'invalid_request_error'
  | 'missing_parameter'
  | 'nested_errors'
  | 'invalid_resource_version'
  | 'duplicate_operation'
  | 'deprecated_endpoint'
  | 'payroll_blocker'
  | 'migration_blocker'
  | 'rate_limit_exceeded'
  | (string & {});

/**
 * Metadata identifying the resource an error is about (contract.md#errors). Other keys may appear.
 *
 * @example
 * const meta: ErrorMetadata = { entity_type: 'Employee', entity_uuid: 'e-1' };
 */
export interface ErrorMetadata {
  entity_type?: string;
  entity_uuid?: string;
  valid_from?: string;
  valid_up_to?: string | null;
  key?: string;
  state?: string;
  entities?: ErrorMetadata[];
  replacement?: string;
  replacement_company_uuid?: string;
  /** The question of an information request an answer's error is about. */
  question_uuid?: string;
  [other: string]: unknown;
}

/**
 * One entry of an error body; `errors` nests entries of the same shape for `nested_errors`.
 *
 * @example
 * const entry: ApiErrorEntry = { error_key: 'ssn', category: 'invalid_attribute_value' };
 */
export interface ApiErrorEntry {
  error_key: string;
  category: ErrorCategory;
  /** Human text: content, not contract. Shown, never parsed. */
  message?: string;
  metadata?: ErrorMetadata;
  /** Position of the item in the request list, on nested entries (contract.md#errors). */
  idx?: number;
  errors?: ApiErrorEntry[];
}

/**
 * The body of every non-2xx answer.
 *
 * @example
 * const body: ApiErrorBody = { errors: [{ error_key: 'base', category: 'invalid_operation' }] };
 */
export interface ApiErrorBody {
  errors: ApiErrorEntry[];
}
