import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '../../../src/demo-api';
import { toNodeListener } from '../../../src/server/node';
import type { ApiJson } from './request';

/** A response read once over HTTP. */
export interface HttpResponse {
  status: number;
  headers: Headers;
  body: ApiJson;
  bytes: number;
}

/** The demo service as `npm run demo-api` serves it, on 127.0.0.1 and a free port. */
export interface DemoHttp {
  api: DemoApi;
  origin: string;
  /** A request with the company token (unless `token: null`), JSON in and out. */
  call(method: string, path: string, body?: unknown, token?: string | null): Promise<HttpResponse>;
  /** Moves the service clock through the test control, as a partner's test would. */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the demo service over real HTTP for contract tests: the same server `npm run demo-api`
 * runs, bound to 127.0.0.1 on port 0, stopped by `close`.
 *
 * @example
 * const http = await startDemoHttp({ now: fixedNow() });
 * await http.call('GET', `/v1/companies/${http.api.companyUuid}/payrolls`);
 * await http.close();
 */
export async function startDemoHttp(options: DemoApiOptions = {}): Promise<DemoHttp> {
  const api = createDemoApi({ rateLimit: 100_000, ...options });
  const server = createServer(toNodeListener(api.handle));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token: string | null = api.tokens.company,
  ) => {
    const headers: Record<string, string> = {};
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : null,
      bytes: Buffer.byteLength(text),
    };
  };
  return {
    api,
    origin,
    call,
    async advance(ms) {
      const res = await call('POST', '/__demo/clock/advance', { ms }, null);
      if (res.status !== 200) throw new Error(`advance failed: ${res.status}`);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
