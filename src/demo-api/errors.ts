/** One entry of the SPEC §7 error body. */
export interface ErrorEntry {
  error_key: string;
  category: string;
  message?: string;
  metadata?: Record<string, unknown>;
  idx?: number;
  errors?: ErrorEntry[];
}

/**
 * A contract error: thrown anywhere inside a route, turned into `{ errors: [...] }` with its status
 * by the handler. Throwing (rather than returning) guarantees nothing after the check runs, so a
 * rejected request never half-applies.
 *
 * @example
 * throw new ApiError(422, [invalidAttribute('zip', 'must be 12345 or 12345-6789')]);
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly entries: ErrorEntry[],
    readonly headers: Record<string, string> = {},
  ) {
    super(entries[0]?.message ?? entries[0]?.category ?? 'error');
  }
}

/** @example throw notFound(); // 404 request/not_found */
export function notFound(message = 'The requested resource was not found.'): ApiError {
  return new ApiError(404, [{ error_key: 'request', category: 'not_found', message }]);
}

/** @example entries.push(invalidAttribute('zip', 'is invalid')); */
export function invalidAttribute(
  key: string,
  message: string,
  metadata?: Record<string, unknown>,
): ErrorEntry {
  return { error_key: key, category: 'invalid_attribute_value', message, ...(metadata ? { metadata } : {}) };
}

/** @example entries.push(missingParameter('title')); */
export function missingParameter(key: string): ErrorEntry {
  return { error_key: key, category: 'missing_parameter', message: `${key} is required.` };
}

/** @example throw unprocessable([invalidParameter('per', 'must be at most 100')]); */
export function invalidParameter(key: string, message: string): ErrorEntry {
  return { error_key: key, category: 'invalid_parameter', message };
}

/** @example throw invalidOperation('Cannot delete onboarded employee'); */
export function invalidOperation(
  message: string,
  key = 'base',
  metadata?: Record<string, unknown>,
): ApiError {
  return new ApiError(422, [
    { error_key: key, category: 'invalid_operation', message, ...(metadata ? { metadata } : {}) },
  ]);
}

/** @example throw unprocessable(entries); */
export function unprocessable(entries: ErrorEntry[]): ApiError {
  return new ApiError(422, entries);
}

/** @example throw invalidRequest('Body is not JSON'); */
export function invalidRequest(message: string, status = 422): ApiError {
  return new ApiError(status, [{ error_key: 'request', category: 'invalid_request_error', message }]);
}

/** @example throw staleVersion(); */
export function staleVersion(metadata?: Record<string, unknown>): ApiError {
  return new ApiError(409, [
    {
      error_key: 'base',
      category: 'invalid_resource_version',
      message: 'The resource has changed since you fetched it. Fetch it again and retry.',
      ...(metadata ? { metadata } : {}),
    },
  ]);
}
