// Allowlists, not blocklists: a header nobody thought of (Cookie, Authorization, X-Client-IP,
// X-Forwarded-*, Proxy-*, hop-by-hop) is dropped by default in both directions.

/** Browser request headers the service may see. */
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'idempotency-key', 'x-api-version'];

/** Service response headers the browser may see: body metadata, paging, rate limits, versions. */
const RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'content-language',
  'etag',
  'last-modified',
  'cache-control',
  'idempotent-replayed',
  'retry-after',
  'x-api-version',
  'x-page',
  'x-per-page',
  'x-total-count',
  'x-total-pages',
  'x-has-next-page',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-request-id',
];

/**
 * The headers sent upstream: the allowed browser headers, the bearer token, and the client IP
 * taken from the connection (DECISIONS 37) — never one the browser sent.
 *
 * @example
 * const headers = upstreamRequestHeaders(request.headers, token, '203.0.113.7');
 */
export function upstreamRequestHeaders(incoming: Headers, accessToken: string, clientIp?: string): Headers {
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('authorization', `Bearer ${accessToken}`);
  if (clientIp) headers.set('x-client-ip', clientIp.replace(/^::ffff:/, ''));
  return headers;
}

/**
 * The headers returned to the browser: the allowed service headers, and `no-store` unless the
 * service chose a cache policy, because payroll data must not sit in shared caches.
 *
 * @example
 * return new Response(upstream.body, { status: upstream.status, headers: browserResponseHeaders(upstream.headers) });
 */
export function browserResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  headers.set('x-content-type-options', 'nosniff');
  return headers;
}
