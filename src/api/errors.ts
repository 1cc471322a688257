import type { ApiErrorEntry, ErrorCategory, ErrorMetadata } from './errorBody';

/**
 * Every non-2xx answer of the payroll API: status, the first entry's category and metadata, the
 * whole `errors` tree, and `Retry-After` in seconds when the service sent it.
 *
 * @example
 * try {
 *   await updateEmployee(client, id, { version, first_name: 'Ada' });
 * } catch (error) {
 *   if (isApiError(error) && error.status === 409) refetch();
 * }
 */
export class ApiError extends Error {
  // Fields the constructor assigns are `declare`d: no empty field definitions in what partners ship.
  override readonly name: string = 'ApiError';
  declare readonly status: number;
  /** Category of the first entry (`'unknown'` when the body carried none). */
  declare readonly category: ErrorCategory;
  declare readonly errors: ApiErrorEntry[];
  /** Metadata of the first entry. */
  declare readonly metadata: ErrorMetadata | undefined;
  /** Seconds to wait before retrying, from `Retry-After`. */
  declare readonly retryAfter: number | undefined;
  /** The service's request id, when it sent one, for support tickets. */
  declare readonly requestId: string | undefined;
  /** `METHOD path` of the request, for developer messages. */
  declare readonly operation: string;

  constructor(init: {
    status: number;
    errors: ApiErrorEntry[];
    operation: string;
    retryAfter?: number | undefined;
    requestId?: string | undefined;
  }) {
    const first = init.errors[0];
    super(
      `${init.operation} failed with ${init.status}` +
        (first ? ` (${first.category} on ${first.error_key})` : ''),
    );
    this.status = init.status;
    this.errors = init.errors;
    this.category = first?.category ?? 'unknown';
    this.metadata = first?.metadata;
    this.retryAfter = init.retryAfter;
    this.requestId = init.requestId;
    this.operation = init.operation;
  }
}

/**
 * A call to an endpoint the service has removed (contract.md#enums, contract.md#requests). It is a developer
 * error: the message and `replacement` name the path to call instead.
 *
 * @example
 * if (error instanceof DeprecatedEndpointError) console.error(error.replacement);
 */
export class DeprecatedEndpointError extends ApiError {
  override readonly name = 'DeprecatedEndpointError';
  /** The replacement path, with the real uuid filled in. */
  declare readonly replacement: string;

  constructor(init: ConstructorParameters<typeof ApiError>[0] & { replacement: string }) {
    super(init);
    this.replacement = init.replacement;
    this.message = `${init.operation} is deprecated; call ${init.replacement} instead`;
  }
}

/**
 * The request never got an answer (connection refused, dropped, CORS). The request may or may
 * not have reached the service, which is why creates carry an idempotency key.
 *
 * @example
 * if (error instanceof NetworkError) showOfflineBanner();
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  declare readonly operation: string;
  constructor(operation: string, options?: { cause?: unknown }) {
    super(`${operation} got no response`, options);
    this.operation = operation;
  }
}

/**
 * No answer within the client's `timeoutMs`. Distinct from a user's own abort, which rejects
 * with the signal's reason (an `AbortError`) so query libraries treat it as a cancellation.
 *
 * @example
 * if (error instanceof TimeoutError) offerRetry();
 */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  declare readonly operation: string;
  declare readonly timeoutMs: number;
  constructor(operation: string, timeoutMs: number) {
    super(`${operation} timed out after ${timeoutMs} ms`);
    this.operation = operation;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Narrow an unknown error to {@link ApiError}.
 *
 * @example
 * if (isApiError(error) && error.category === 'invalid_resource_version') refetch();
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * True for a 409 stale-version answer (contract.md#versions): refetch and merge, never overwrite.
 *
 * @example
 * if (isVersionConflict(error)) await refetch();
 */
export function isVersionConflict(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 409 && error.category === 'invalid_resource_version';
}
