/**
 * `npm start`: the whole product on one origin, in one process.
 *
 * - the demo payroll service, embedded in-process with its demo tokens;
 * - the proxy at `/api/payroll` (holds the company token; the page never sees it);
 * - the webhook receiver at `/api/webhooks`, with a subscription created and verified at start-up,
 *   its events streamed to the page at `/api/payroll/events/stream`;
 * - the example partner app in `demo/`, served by Vite in middleware mode, signed in as a demo
 *   admin through an HttpOnly, SameSite=Strict session cookie.
 *
 * @example
 * PORT=5173 npm start
 */
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer } from 'vite';
import { createDemoApi } from '../src/demo-api';
import {
  createPayrollProxy,
  createWebhookReceiver,
  staticToken,
  subscriptionVerifier,
  toNodeListener,
  type PayrollSession,
} from '../src/server';

const port = Number(process.env.PORT ?? 5173);
const host = '127.0.0.1';
const origin = `http://localhost:${port}`;
const allowedOrigins = [origin, `http://${host}:${port}`];
const demoRoot = fileURLToPath(new URL('../demo', import.meta.url));
const SESSION_COOKIE = 'acme_session';

const receiverRef: { current?: (request: Request) => Promise<Response> } = {};
const demo = createDemoApi({
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

/** The partner's own login: here every visitor is the demo admin of the demo company. */
const sessions = new Map<string, PayrollSession & { userName: string }>();
function newSession(): string {
  const id = randomUUID();
  sessions.set(id, { id, userName: 'Dana Admin', role: 'admin', companyIds: [demo.companyUuid] });
  return id;
}
function sessionOf(cookieHeader: string | null | undefined) {
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookieHeader ?? '');
  return match?.[1] ? sessions.get(match[1]) : undefined;
}

const proxy = toNodeListener(
  createPayrollProxy({
    upstream,
    tokens: staticToken(demo.tokens.company),
    getSession: (request) => sessionOf(request.headers.get('cookie')) ?? null,
    allowedOrigins,
    events: receiver,
    logger: process.env.DEBUG ? (entry) => console.log(JSON.stringify(entry)) : undefined,
  }),
);
const webhooks = toNodeListener(receiver);

const vite = await createViteServer({
  configFile: false,
  root: demoRoot,
  appType: 'spa',
  plugins: [react()],
  server: { middlewareMode: true, hmr: { port: port + 1 } },
  logLevel: 'warn',
});

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path === '/api/payroll' || path.startsWith('/api/payroll/')) return proxy(req, res);
  if (path === '/api/webhooks') return webhooks(req, res);
  if (path === '/api/session') {
    const session = sessionOf(req.headers.cookie);
    if (!session) return json(res, 401, { error: 'signed out' });
    return json(res, 200, { userName: session.userName, role: session.role, companyIds: session.companyIds });
  }
  if (!sessionOf(req.headers.cookie)) {
    // Signing in is the partner's business; the demo signs every new visitor in as its admin.
    // `Secure` is left off only because this origin is plain-http localhost.
    res.setHeader('set-cookie', `${SESSION_COOKIE}=${newSession()}; Path=/; HttpOnly; SameSite=Strict`);
  }
  vite.middlewares(req, res);
});

await new Promise<void>((resolve) => server.listen(port, host, resolve));

// Subscribe the receiver to the service's events and wait for the handshake to complete.
const subscription = (await (
  await demo.handle(
    new Request(`${demo.baseUrl}/v1/webhook_subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo.tokens.system}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: `http://${host}:${port}/api/webhooks`,
        subscription_types: ['Company', 'Employee', 'Location', 'PaySchedule', 'Payroll'],
      }),
    }),
  )
).json()) as { uuid: string };
let status = 'pending';
for (let attempt = 0; attempt < 50 && status !== 'verified'; attempt += 1) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await receiver.idle();
  const current = await demo.handle(
    new Request(`${demo.baseUrl}/v1/webhook_subscriptions/${subscription.uuid}`, {
      headers: { authorization: `Bearer ${demo.tokens.system}` },
    }),
  );
  status = ((await current.json()) as { status?: string }).status ?? 'unknown';
}

console.log(`\n  payroll-kit demo: ${origin}/`);
console.log(`  webhook subscription ${subscription.uuid}: ${status}\n`);

const stop = () => {
  void vite.close();
  server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
