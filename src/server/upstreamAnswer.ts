import { contractError } from './contractError';
import { readWithin } from './readWithin';

/** Largest JSON answer read from the service: a page of 100 records is far below it. */
export const MAX_UPSTREAM_JSON_BYTES = 8 * 1024 * 1024;

/** The upstream body did not arrive completely in time. */
export class UpstreamBodyTimeout extends Error {}

/** The upstream body was larger than the proxy reads. */
export class UpstreamBodyTooLarge extends Error {}

/** The service failed (5xx) on a read the proxy made for itself (scoping). */
export class UpstreamServerError extends Error {}

/**
 * Reads an upstream body whole, within a size and a time bound, so a stalled or endless answer
 * ends in a clean error instead of holding the request open.
 *
 * @example
 * const bytes = await readUpstreamBody(response, { maxBytes: 1 << 20, timeoutMs: 30_000 });
 */
export async function readUpstreamBody(
  response: Response,
  { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number },
): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamBodyTimeout()), timeoutMs);
  });
  let body: Uint8Array | undefined;
  try {
    body = await readWithin(reader, maxBytes, () => Promise.race([reader.read(), deadline]));
    if (body === undefined) throw new UpstreamBodyTooLarge();
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return body;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(;|$)/i;
/** Bodies passed to the browser as they stream: documents, never read whole. */
const DOCUMENT_TYPE = /^(application\/pdf|application\/octet-stream|text\/csv)\s*(;|$)/i;

/**
 * What the browser gets for the service's answer. JSON (a record, a list, a contract error) is
 * read within bounds and passed on; a document streams. Anything the proxy did not expect (any
 * 5xx, an HTML or text page, JSON that does not parse, an error that is not in the contract's
 * shape) becomes a contract-shaped error that carries none of the upstream's headers or body: an
 * upstream error page may echo the request, bearer token included.
 *
 * @example
 * const answer = await browserAnswer(upstream, headers, { timeoutMs: 30_000 });
 */
export async function browserAnswer(
  upstream: Response,
  headers: Headers,
  { timeoutMs, secrets }: { timeoutMs: number; secrets: readonly string[] },
): Promise<Response> {
  const { status } = upstream;
  const type = upstream.headers.get('content-type')?.trim() ?? '';
  if (status >= 500) {
    await upstream.body?.cancel().catch(() => {});
    const retryAfter = upstream.headers.get('retry-after');
    return contractError(
      status === 503 ? 503 : 502,
      'upstream_error',
      'The payroll service could not complete the request; try again shortly.',
      retryAfter && /^\d{1,6}$/.test(retryAfter) ? { headers: { 'retry-after': retryAfter } } : {},
    );
  }
  if (status < 400 && DOCUMENT_TYPE.test(type)) {
    return new Response(upstream.body, { status, headers });
  }
  const body = await readUpstreamBody(upstream, { maxBytes: MAX_UPSTREAM_JSON_BYTES, timeoutMs });
  if (body.byteLength === 0 && status < 400) return new Response(null, { status, headers });
  if (JSON_TYPE.test(type) && parsesAs(body, status) && !mentions(body, secrets)) {
    return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
  }
  if (status < 400) {
    return contractError(502, 'upstream_error', 'The payroll service sent an answer the proxy cannot read.');
  }
  return contractError(
    status,
    status === 404 ? 'not_found' : 'invalid_request_error',
    'The payroll service refused the request.',
    status === 429 && /^\d{1,6}$/.test(headers.get('retry-after') ?? '')
      ? { headers: { 'retry-after': headers.get('retry-after')! } }
      : {},
  );
}

/** Whether the body carries a secret (an error page echoing the request's Authorization). */
function mentions(body: Uint8Array, secrets: readonly string[]): boolean {
  const text = new TextDecoder().decode(body);
  return secrets.some((secret) => secret.length > 0 && text.includes(secret));
}

/** Whether a JSON body parses, and an error body (4xx) is in the contract's shape (SPEC §7). */
function parsesAs(body: Uint8Array, status: number): boolean {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return false;
  }
  if (status < 400) return true;
  const errors = (value as { errors?: unknown } | null)?.errors;
  return (
    Array.isArray(errors) &&
    errors.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { error_key?: unknown }).error_key === 'string' &&
        typeof (entry as { category?: unknown }).category === 'string',
    )
  );
}
