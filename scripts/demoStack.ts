/**
 * The whole product on one origin, in one process — what `npm start` runs and what the
 * end-to-end test drives:
 *
 * - the demo payroll service, embedded in-process with its demo tokens;
 * - the proxy at `/api/payroll` (holds the company token; the page never sees it);
 * - the webhook receiver at `/api/webhooks`, with a subscription created and verified at start-up,
 *   its events streamed to the page at `/api/payroll/events/stream`;
 * - the example partner app in `demo/`, served by Vite in middleware mode, signed in as a demo
 *   admin through an HttpOnly, SameSite=Strict session cookie;
 * - the partner's own `/api/companies`, where the admin adds a company (sign-up): the server
 *   creates it with the system token and keeps its tokens in the proxy's store;
 * - the tester panel's `/api/tester/…` (`demoTester.ts`): the demo service's test controls for
 *   the admin's companies, called by the server, so the page holds no token.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer } from 'vite';
import { createDemoApi } from '../src/demo-api';
import {
  companyTokensFromStore,
  createPayrollProxy,
  createWebhookReceiver,
  memoryStore,
  sessionCookie,
  staticToken,
  subscriptionVerifier,
} from '../src/server';
import { toNodeListener } from '../src/server-node';
import { demoCompaniesHandler } from './demoCompanies';
import { createDemoSignIn } from './demoSignIn';
import { createDemoTester } from './demoTester';

/**
 * Options of {@link startDemoStack}.
 *
 * @example
 * const options: DemoStackOptions = { port: 0, quiet: true };
 */
export interface DemoStackOptions {
  /** TCP port; `0` picks a free one (tests). Default `0`. */
  port?: number;
  /** Interface to bind. Default `127.0.0.1`: the demo holds tokens and is never exposed. */
  host?: string;
  /** Silence Vite's warnings (tests assert on their own output). */
  quiet?: boolean;
  /** Locations of the demo company (default 4, one of them inactive); 130 shows paging. */
  locations?: number;
  /** Approve a company two seconds after it finishes onboarding (DECISIONS 51). Default `false`. */
  autoApprove?: boolean;
}

/**
 * A running demo stack.
 *
 * @example
 * const stack: DemoStack = await startDemoStack();
 * await stack.close();
 */
export interface DemoStack {
  /** Where the page is served, e.g. `http://localhost:5173/` (always ends with `/`). */
  url: string;
  /** The uuid of the webhook subscription created at start-up, and its status after the handshake. */
  webhookSubscription: { uuid: string; status: string };
  /** Closes Vite, every open connection (event streams included) and the HTTP server. */
  close(): Promise<void>;
}

/**
 * Starts the demo payroll service, proxy, webhook receiver and example app on one origin and
 * resolves once the webhook subscription handshake has finished.
 *
 * @example
 * const stack = await startDemoStack({ port: 0 });
 * console.log(stack.url); // http://localhost:41234/
 * await stack.close();
 */
export async function startDemoStack({
  port = 0,
  host = '127.0.0.1',
  quiet = false,
  locations,
  autoApprove = false,
}: DemoStackOptions = {}): Promise<DemoStack> {
  const demoRoot = fileURLToPath(new URL('../demo', import.meta.url));

  const receiverRef: { current?: (request: Request) => Promise<Response> } = {};
  const demo = createDemoApi({
    locations,
    autoApprove,
    // Deliveries go straight to the receiver's handler: same code path as over HTTP, no socket.
    deliver: async (url: string, init: RequestInit) => {
      if (!receiverRef.current) return new Response(null, { status: 503 });
      return receiverRef.current(new Request(url, init));
    },
  });
  const upstream = { baseUrl: demo.baseUrl, fetch: (request: Request) => demo.handle(request) };

  const receiver = createWebhookReceiver({
    verify: subscriptionVerifier({ ...upstream, tokens: staticToken(demo.tokens.system) }),
  });
  receiverRef.current = receiver;

  // The allowed origins depend on the bound port, known only after `listen` when port is 0.
  const allowedOrigins: string[] = [];
  // The seeded company has the demo's long-lived token; a company added here has its own tokens
  // in the store, refreshed as they near expiry.
  const store = memoryStore();
  const seededToken = staticToken(demo.tokens.company);
  const storedTokens = companyTokensFromStore({
    store,
    tokenUrl: `${demo.baseUrl}/oauth/token`,
    clientId: 'acme-hr',
    clientSecret: 'demo-client-secret',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      demo.handle(new Request(input, init))) as typeof fetch,
  });
  const names = new Map([[demo.companyUuid, await companyName(demo)]]);
  const tokensOf = (companyId: string) =>
    companyId === demo.companyUuid ? seededToken : storedTokens(companyId);
  // The partner's own login: every visitor starts as the demo admin of the demo company, and may
  // sign in as an employee or a contractor of one of its companies ("Sign in as", DECISIONS 63).
  const login = createDemoSignIn({
    upstream,
    tokens: tokensOf,
    allowedOrigins,
    companyIds: () => [demo.companyUuid],
    names,
  });
  const sessionOf = (cookie: string | null | undefined) => login.sessionOf(cookie);
  const companies = toNodeListener(
    demoCompaniesHandler({
      upstream,
      systemToken: staticToken(demo.tokens.system),
      store,
      // Only the admin adds companies; a person session has none to add.
      sessionOf: (cookie) => login.adminOf(cookie),
      allowedOrigins,
      names,
    }),
  );
  const proxy = toNodeListener(
    createPayrollProxy({
      upstream,
      store,
      tokens: tokensOf,
      getSession: (request) => sessionOf(request.headers.get('cookie')) ?? null,
      allowedOrigins,
      events: receiver,
      logger: process.env.DEBUG ? (entry) => console.log(JSON.stringify(entry)) : undefined,
    }),
  );
  // The tester panel's controls (fail a debit, approve a wire, ask for information): the admin only.
  const tester = toNodeListener(
    createDemoTester({
      upstream,
      tokens: tokensOf,
      adminOf: (cookie) => login.adminOf(cookie),
      allowedOrigins,
    }),
  );
  const webhooks = toNodeListener(receiver);
  const sessionRoutes = toNodeListener(login.handle);

  let viteMiddlewares: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/api/payroll' || path.startsWith('/api/payroll/')) return proxy(req, res);
    if (path === '/api/webhooks') return webhooks(req, res);
    if (path === '/api/companies') return companies(req, res);
    if (path.startsWith('/api/tester/')) return tester(req, res);
    if (path === '/api/session' || path.startsWith('/api/session/')) return sessionRoutes(req, res);
    if (!sessionOf(req.headers.cookie)) {
      // Signing in is the partner's business; the demo signs every new visitor in as its admin.
      res.setHeader(
        'set-cookie',
        sessionCookie(login.cookieName, login.newLogin(), { host: req.headers.host ?? 'localhost' }),
      );
    }
    if (!viteMiddlewares) return json(res, 503, { error: 'starting' });
    viteMiddlewares(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const boundPort = (server.address() as AddressInfo).port;
  const origin = `http://localhost:${boundPort}`;
  allowedOrigins.push(origin, `http://${host}:${boundPort}`);

  let vite: Awaited<ReturnType<typeof createViteServer>> | undefined;
  const close = async () => {
    await vite?.close();
    // Event streams never end on their own; dropping their sockets also stops their heartbeats.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // The service's own timers are unref'd: nothing else keeps the process alive.
  };

  try {
    vite = await createViteServer({
      configFile: false,
      root: demoRoot,
      appType: 'spa',
      plugins: [react()],
      // HMR rides on the same server (WebSocket upgrade), so one port is all the demo needs.
      server: { middlewareMode: true, hmr: { server } },
      logLevel: quiet ? 'silent' : 'warn',
    });
    viteMiddlewares = vite.middlewares;

    const webhookSubscription = await subscribeReceiver(
      demo,
      `http://${host}:${boundPort}/api/webhooks`,
      receiver,
    );
    return { url: `${origin}/`, webhookSubscription, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The seeded company's name, as the partner's own records would hold it. */
async function companyName(demo: ReturnType<typeof createDemoApi>): Promise<string> {
  const response = await demo.handle(
    new Request(`${demo.baseUrl}/v1/companies/${demo.companyUuid}`, {
      headers: { authorization: `Bearer ${demo.tokens.company}` },
    }),
  );
  return ((await response.json()) as { name?: string }).name ?? 'Demo company';
}

/** Subscribes the receiver to the service's events and waits for the handshake to complete. */
async function subscribeReceiver(
  demo: ReturnType<typeof createDemoApi>,
  url: string,
  receiver: { idle(): Promise<void>; expectVerification(uuid: string): Promise<void> },
): Promise<{ uuid: string; status: string }> {
  const created = await demo.handle(
    new Request(`${demo.baseUrl}/v1/webhook_subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo.tokens.system}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        url,
        subscription_types: [
          'BankAccount',
          'Company',
          'Contractor',
          'ContractorPayment',
          'Employee',
          'Form',
          'Location',
          'PaySchedule',
          'Payroll',
          'Signatory',
        ],
      }),
    }),
  );
  const { uuid } = (await created.json()) as { uuid: string };
  // The receiver answers the handshake only of a subscription it was told about.
  await receiver.expectVerification(uuid);
  let status = 'pending';
  for (let attempt = 0; attempt < 50 && status !== 'verified'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await receiver.idle();
    const current = await demo.handle(
      new Request(`${demo.baseUrl}/v1/webhook_subscriptions/${uuid}`, {
        headers: { authorization: `Bearer ${demo.tokens.system}` },
      }),
    );
    status = ((await current.json()) as { status?: string }).status ?? 'unknown';
  }
  return { uuid, status };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
