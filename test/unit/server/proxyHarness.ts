import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApi } from '../../../src/demo-api';
import {
  createPayrollProxy,
  createWebhookReceiver,
  staticToken,
  subscriptionVerifier,
  type PayrollProxyOptions,
  type PayrollSession,
  type ProxyLogEntry,
} from '../../../src/server';
import { toNodeListener } from '../../../src/server-node';

/** A webhook delivery as the demo service sent it, kept so a test can replay or alter it. */
export interface CapturedDelivery {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** A raw HTTP answer: status, headers and the whole body text. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * The demo payroll service, the proxy and the webhook receiver behind one real HTTP server on
 * 127.0.0.1, with cookie sessions the test hands out. Everything a test asserts goes over HTTP.
 */
export async function startProxyHarness(overrides: Partial<PayrollProxyOptions> = {}) {
  const deliveries: CapturedDelivery[] = [];
  const receiverRef: { current?: (request: Request) => Promise<Response> } = {};
  const demo = createDemoApi({
    deliver: async (url: string, init: RequestInit) => {
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      deliveries.push({ url, body: String(init.body), headers });
      return receiverRef.current
        ? receiverRef.current(new Request(url, init))
        : new Response(null, { status: 503 });
    },
  });
  const upstreamRequests: Request[] = [];
  const upstream = {
    baseUrl: demo.baseUrl,
    fetch: async (request: Request) => {
      upstreamRequests.push(request.clone());
      return demo.handle(request);
    },
  };
  const receiver = createWebhookReceiver({
    verify: subscriptionVerifier({
      baseUrl: demo.baseUrl,
      tokens: staticToken(demo.tokens.system),
      fetch: (request) => demo.handle(request),
    }),
  });
  receiverRef.current = receiver;

  const sessions = new Map<string, PayrollSession>();
  const logs: ProxyLogEntry[] = [];
  const proxyListener = toNodeListener(
    createPayrollProxy({
      upstream,
      tokens: staticToken(demo.tokens.company),
      getSession: (request) => {
        const id = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
        return (id && sessions.get(id)) || null;
      },
      allowedOrigins: ['http://app.test'],
      events: receiver,
      logger: (entry) => logs.push(entry),
      ...overrides,
    }),
  );
  const receiverListener = toNodeListener(receiver);
  const server: Server = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/api/webhooks')) receiverListener(req, res);
    else proxyListener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** Signs in a user of the given companies; returns the Cookie header value. */
  function signIn(companyIds: string[]): string {
    const id = `s${sessions.size + 1}`;
    sessions.set(id, { id, role: 'admin', companyIds });
    return `sid=${id}`;
  }

  /** One raw HTTP request; `path` is sent exactly as given (no URL normalisation). */
  function raw(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string | Buffer } = {},
  ): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: init.headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', reject);
      if (init.body !== undefined) req.write(init.body);
      req.end();
    });
  }

  /** A request as the library's client sends it from the allowed page, for a session cookie. */
  function call(
    method: string,
    apiPath: string,
    cookie: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return raw(method, `/api/payroll${apiPath}`, {
      headers: {
        cookie,
        origin: 'http://app.test',
        'x-requested-with': 'payroll-kit',
        'x-api-version': '2026-06-15',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Opens the page's event stream; `events` fills as Server-Sent Events arrive. */
  function openEventStream(cookie: string, query = '') {
    const events: { id: string; data: Record<string, unknown> }[] = [];
    let buffer = '';
    const ready = new Promise<{ close(): void; status: number }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: `/api/payroll/events/stream${query}`,
          headers: { cookie, accept: 'text/event-stream' },
        },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) !== -1) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const id = /^id: (.*)$/m.exec(block)?.[1];
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (id && data) events.push({ id, data: JSON.parse(data) as Record<string, unknown> });
            }
          });
          resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
        },
      );
      req.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
      req.end();
    });
    return { events, ready };
  }

  /** Creates and verifies a webhook subscription to the receiver (the start-up handshake). */
  async function subscribeWebhooks(): Promise<string> {
    const response = await demo.handle(
      new Request(`${demo.baseUrl}/v1/webhook_subscriptions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${demo.tokens.system}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          url: `http://127.0.0.1:${port}/api/webhooks`,
          subscription_types: ['Company', 'Employee', 'Location', 'PaySchedule', 'Payroll'],
        }),
      }),
    );
    const { uuid } = (await response.json()) as { uuid: string };
    await waitFor(async () => {
      await receiver.idle();
      const current = await demo.handle(
        new Request(`${demo.baseUrl}/v1/webhook_subscriptions/${uuid}`, {
          headers: { authorization: `Bearer ${demo.tokens.system}` },
        }),
      );
      return ((await current.json()) as { status: string }).status === 'verified';
    });
    return uuid;
  }

  return {
    demo,
    port,
    receiver,
    deliveries,
    upstreamRequests,
    logs,
    signIn,
    raw,
    call,
    openEventStream,
    subscribeWebhooks,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until the check holds (at most ~3 s), for asynchronous deliveries. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
