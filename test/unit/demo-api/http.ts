import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach } from 'vitest';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '../../../src/demo-api';
import { toNodeListener } from '../../../src/server/node';
import { fixedNow, type ApiJson } from './request';

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

/** The demo service of {@link demoHttpForEachTest}: the one of the test running now. */
export interface DemoHttpForEachTest extends DemoHttp {
  /** The seeded company's uuid. */
  readonly company: string;
  /** Closes the test's service and starts another in its place with these options instead. */
  restart(options: DemoApiOptions): Promise<void>;
  /** Starts one more service with the same options, beside it: closed after the test too. */
  another(): Promise<DemoHttp>;
}

/**
 * A fresh demo service over HTTP ({@link startDemoHttp}) for each test of the calling file, its
 * clock pinned (Monday 15 June 2026, 09:00 in California, unless `options.now` says otherwise),
 * closed after the test. Call it at the top of a test file; read what it answers inside tests.
 *
 * @example
 * const http = demoHttpForEachTest({ employees: 6 });
 * it('lists payrolls', async () => {
 *   expect((await http.call('GET', `/v1/companies/${http.company}/payrolls`)).status).toBe(200);
 * });
 */
export function demoHttpForEachTest(options: DemoApiOptions = {}): DemoHttpForEachTest {
  const start = (chosen: DemoApiOptions) => startDemoHttp({ now: fixedNow(), ...chosen });
  let open: DemoHttp[] = [];
  beforeEach(async () => {
    open = [await start(options)];
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((served) => served.close()));
  });
  const current = () => {
    if (!open[0]) throw new Error('The demo service runs inside a test only.');
    return open[0];
  };
  return {
    get api() {
      return current().api;
    },
    get origin() {
      return current().origin;
    },
    get company() {
      return current().api.companyUuid;
    },
    call: (method, path, body, token) => current().call(method, path, body, token),
    advance: (ms) => current().advance(ms),
    // Closed early, it is not closed again after the test.
    close: () => {
      const served = current();
      open = open.filter((other) => other !== served);
      return served.close();
    },
    async restart(chosen) {
      await current().close();
      open[0] = await start(chosen);
    },
    async another() {
      const served = await start(options);
      open.push(served);
      return served;
    },
  };
}
