import type { IncomingMessage, ServerResponse } from 'node:http';
import { contractError } from './contractError';
import { nodeRequestBody } from './nodeRequestBody';

/** What a Web-standard handler learns about the connection that Node received. */
export interface ConnectionContext {
  /** The peer address of the TCP connection (never a header the browser could forge). */
  clientIp?: string;
  /**
   * The request target exactly as received (`req.url`), before URL parsing resolved `..` or
   * `//`: the proxy refuses such path tricks instead of silently normalising them.
   */
  rawUrl?: string;
}

/** A Web-standard request handler, as returned by `createPayrollProxy`. */
export type WebHandler = (request: Request, context?: ConnectionContext) => Promise<Response>;

/**
 * Serves a Web-standard handler from Node's `http` server, streaming both bodies.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(toNodeListener(createPayrollProxy(options))).listen(3000, '127.0.0.1');
 */
export function toNodeListener(
  handler: WebHandler,
  { origin }: { origin?: string } = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const controller = new AbortController();
    // Abort upstream work when the browser goes away before we answered.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const body = hasBody(req) ? nodeRequestBody(req) : undefined;
    // Whatever the handler left unread is dropped once the answer is out (or the client left).
    if (body) res.once('close', body.release);
    void (async () => {
      try {
        const request = toRequest(req, controller.signal, origin, body?.stream);
        const response =
          request instanceof Response
            ? request
            : await handler(request, { clientIp: req.socket.remoteAddress, rawUrl: req.url });
        // A connection whose request body was not read to its end cannot carry another request.
        await writeResponse(response, res, body?.unfinished() ?? false);
      } catch {
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json', connection: 'close' });
          res.end(JSON.stringify({ errors: [{ error_key: 'request', category: 'internal_error' }] }));
        } else {
          res.destroy();
        }
      }
    })();
  };
}

// Methods a Web `Request` refuses to carry (Fetch's forbidden methods): a client mistake, not ours.
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The Web `Request` of a Node request, or the contract-shaped refusal of one that cannot be
 * represented: 405 for `TRACE`/`CONNECT`/`TRACK`, 400 for a `Host` or target that is no URL
 * (`[`, `a b`, a port above 65535).
 */
function toRequest(
  req: IncomingMessage,
  signal: AbortSignal,
  origin: string | undefined,
  body: ReadableStream<Uint8Array> | undefined,
): Request | Response {
  const method = req.method ?? 'GET';
  if (FORBIDDEN_METHODS.has(method.toUpperCase())) {
    return contractError(405, 'invalid_request_error', `${method} is not supported.`, {
      headers: { allow: 'GET, HEAD, POST, PUT, DELETE' },
    });
  }
  let url: URL;
  try {
    url = new URL(req.url ?? '/', origin ?? `http://${req.headers.host ?? '127.0.0.1'}`);
  } catch {
    return contractError(400, 'invalid_request_error', 'The Host header or request target is not valid.');
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(url, {
    method,
    headers,
    signal,
    body,
    // Node's fetch needs this to stream a request body.
    ...(body ? { duplex: 'half' } : {}),
  } as RequestInit);
}

function hasBody(req: IncomingMessage): boolean {
  const method = (req.method ?? 'GET').toUpperCase();
  return method !== 'GET' && method !== 'HEAD';
}

async function writeResponse(response: Response, res: ServerResponse, closeAfter: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (closeAfter) headers.connection = 'close';
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Respect back-pressure so a large PDF does not buffer in memory.
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}
