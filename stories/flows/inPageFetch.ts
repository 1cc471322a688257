import type { PayrollProxyHandler } from '../../src/server/proxy';

/**
 * The page's `fetch` through a proxy running in the same page, as a partner's page calls its own
 * server: each request reaches the proxy with the headers the browser would have sent (the
 * `Origin` it adds on the wire, which a `Request` built in the page cannot carry) and the
 * signer's IP. `onAnswer` sees each request with the proxy's answer.
 *
 * @example
 * const fetch = inPageFetch(proxy, (request, response) => log.push(response.status));
 */
export function inPageFetch(
  proxy: PayrollProxyHandler,
  onAnswer?: (request: Request, response: Response) => void,
): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), location.origin), init);
    // Bytes, not text: a multipart upload's file is binary (read as text, a byte such as 0xFF
    // would reach the proxy as U+FFFD).
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
    });
    // Origin is a forbidden header in the page, so the proxy gets the headers the browser sends.
    const headers = new Headers(request.headers);
    headers.set('origin', location.origin);
    Object.defineProperty(forwarded, 'headers', { value: headers });
    const response = await proxy(forwarded, { clientIp: '203.0.113.7' });
    onAnswer?.(request, response);
    return response;
  }) as typeof fetch;
}
