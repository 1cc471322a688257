import { CSRF_HEADER, CSRF_HEADER_VALUE as CSRF_VALUE } from '../api/csrf';

// One definition, in api: the client sends what the guard checks.
export { CSRF_HEADER, CSRF_VALUE };

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Why a request looks cross-site, or undefined when it is acceptable. Two checks, as the IETF
 * browser-based-apps BFF pattern advises: the custom header (forces a CORS preflight that we never
 * answer) and the `Origin` (when present it must be ours; on a write it must be present).
 *
 * `requireHeader: false` is for `EventSource`, which cannot set headers; it only reads.
 *
 * @example
 * const reason = csrfRefusal(request, ['https://app.example.com']);
 * if (reason) return contractError(403, 'invalid_request_error', reason);
 */
export function csrfRefusal(
  request: Request,
  allowedOrigins: readonly string[],
  { requireHeader = true }: { requireHeader?: boolean } = {},
): string | undefined {
  if (requireHeader && request.headers.get(CSRF_HEADER) !== CSRF_VALUE) {
    return `The ${CSRF_HEADER} header is required.`;
  }
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (!allowedOrigins.includes(origin)) return 'The request origin is not allowed.';
  } else if (!SAFE_METHODS.has(request.method.toUpperCase())) {
    return 'A write must carry an Origin header.';
  }
  if (request.headers.get('sec-fetch-site') === 'cross-site') return 'Cross-site requests are refused.';
  return undefined;
}
