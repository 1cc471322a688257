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
  type ProxyStore,
  type WebhookEvent,
  type WebhookReceiverOptions,
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
 * The demo payroll service, delivering each webhook to the receiver listening at the
 * subscription's host and port: one service can serve several proxy instances.
 */
export function createRoutedDemo(options: Parameters<typeof createDemoApi>[0] = {}) {
  const deliveries: CapturedDelivery[] = [];
  const receivers = new Map<string, (request: Request) => Promise<Response>>();
  const demo = createDemoApi({
    ...options,
    deliver: async (url: string, init: RequestInit) => {
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      deliveries.push({ url, body: String(init.body), headers });
      const receiver = receivers.get(new URL(url).host);
      return receiver ? receiver(new Request(url, init)) : new Response(null, { status: 503 });
    },
  });
  return { demo, deliveries, receivers };
}

/**
 * The demo payroll service, the proxy and the webhook receiver behind one real HTTP server on
 * 127.0.0.1, with cookie sessions the test hands out. Everything a test asserts goes over HTTP.
 * Several harnesses (instances) can share one demo service and one store.
 */
export async function startProxyHarness(
  overrides: Partial<PayrollProxyOptions> = {},
  shared: {
    routed?: ReturnType<typeof createRoutedDemo>;
    store?: ProxyStore;
    receiver?: Partial<WebhookReceiverOptions>;
  } = {},
) {
  const routed = shared.routed ?? createRoutedDemo();
  const { demo, deliveries } = routed;
  const handled: WebhookEvent[] = [];
  const upstreamRequests: Request[] = [];
  const upstream = {
    baseUrl: demo.baseUrl,
    fetch: async (request: Request) => {
      upstreamRequests.push(request.clone());
      return demo.handle(request);
    },
  };
  const verifications: string[] = [];
  const receiver = createWebhookReceiver({
    verify: async (subscriptionUuid, verificationToken) => {
      verifications.push(subscriptionUuid);
      await subscriptionVerifier({
        baseUrl: demo.baseUrl,
        tokens: staticToken(demo.tokens.system),
        fetch: (request) => demo.handle(request),
      })(subscriptionUuid, verificationToken);
    },
    onEvent: (event) => {
      handled.push(event);
    },
    store: shared.store,
    ...shared.receiver,
  });

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
      store: shared.store,
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
  routed.receivers.set(`127.0.0.1:${port}`, receiver);

  /** Signs in a user of the given companies; returns the Cookie header value. */
  function signIn(companyIds: string[]): string {
    const id = `s${sessions.size + 1}`;
    sessions.set(id, { id, role: 'admin', companyIds });
    return `sid=${id}`;
  }

  /** Ends a session (sign-out or expiry), or changes its companies. */
  function signOut(cookie: string, companyIds?: string[]): void {
    const id = cookie.replace(/^sid=/, '');
    const session = sessions.get(id);
    if (session && companyIds) sessions.set(id, { ...session, companyIds });
    else sessions.delete(id);
  }

  /** Shares a session with another instance, as a partner's session store would. */
  function adoptSession(cookie: string, companyIds: string[]): void {
    const id = cookie.replace(/^sid=/, '');
    sessions.set(id, { id, role: 'admin', companyIds });
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

  /**
   * Opens the page's event stream; `events` fills as Server-Sent Events arrive, `ended` resolves
   * when the server closes it.
   */
  function openEventStream(cookie: string, query = '', headers: Record<string, string> = {}) {
    const events: { id: string; data: Record<string, unknown> }[] = [];
    let buffer = '';
    let markEnded = () => {};
    const ended = new Promise<void>((resolve) => {
      markEnded = resolve;
    });
    const ready = new Promise<{ close(): void; status: number }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: `/api/payroll/events/stream${query}`,
          headers: { cookie, accept: 'text/event-stream', ...headers },
          agent: false,
        },
        (res) => {
          res.on('end', markEnded);
          res.on('close', markEnded);
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
    return { events, ready, ended };
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
    await receiver.expectVerification(uuid);
    await waitFor(async () => {
      await receiver.idle();
      const current = await demo.handle(
        new Request(`${demo.baseUrl}/v1/webhook_subscriptions/${uuid}`, {
          headers: { authorization: `Bearer ${demo.tokens.system}` },
        }),
      );
      return ((await current.json()) as { status: string }).status === 'verified';
    });
    // Verification sends `company.provisioned` (DECISIONS 34): let it land before the test's own events.
    await settle();
    return uuid;
  }

  /** Waits until the service has no webhook delivery pending and the receiver is idle. */
  async function settle(): Promise<void> {
    await waitFor(async () => {
      const log = await demo.handle(new Request(`${demo.baseUrl}/__demo/webhook-deliveries`));
      const states = ((await log.json()) as { state: string }[]).map((delivery) => delivery.state);
      await receiver.idle();
      return !states.includes('pending');
    }, 10_000);
  }

  return {
    demo,
    port,
    receiver,
    routed,
    deliveries,
    handled,
    verifications,
    upstreamRequests,
    logs,
    signIn,
    signOut,
    adoptSession,
    raw,
    call,
    openEventStream,
    subscribeWebhooks,
    settle,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Adds an employee to the company through an instance of the proxy as a page does, with one
 * idempotency key for the action (201 checked): a change the service publishes as
 * `employee.created`. Answers the employee's uuid.
 */
export async function addEmployeeThrough(
  instance: Pick<Awaited<ReturnType<typeof startProxyHarness>>, 'call'>,
  cookie: string,
  companyId: string,
  name: { first_name: string; last_name: string },
): Promise<string> {
  const response = await instance.call('POST', `/v1/companies/${companyId}/employees`, cookie, name, {
    'idempotency-key': crypto.randomUUID(),
  });
  if (response.status !== 201) throw new Error(`adding an employee: expected 201, got ${response.status}`);
  return (JSON.parse(response.body) as { uuid: string }).uuid;
}

/** Polls until the check holds (at most 10 s: a loaded CI machine is slow), for asynchronous deliveries. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
