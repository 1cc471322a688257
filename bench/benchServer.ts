import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '../src/server/node';

/** The path the consumer apps give `PayrollProvider` as `baseUrl`. */
export const payrollBasePath = '/api/payroll';

/** The demo company's well-known token (issue 3); only this Node process ever sees it. */
const companyToken = 'demo-company-token';

/** Thrown when a benchmark needs a part of the product that has not landed yet. */
export class NotBuiltYet extends Error {}

/** A consumer app and the demo payroll service behind one loopback origin. */
export interface BenchServer {
  /** Page URL with `?company=` set to the seeded demo company. */
  appUrl: string;
  close(): Promise<void>;
}

/** The demo payroll service as a Web-standard handler. */
export type DemoHandler = (request: Request) => Promise<Response>;

/** Makes a demo service seeded with this many employees; {@link createDemoHandler} by default. */
export type DemoFactory = (employees: number) => Promise<DemoHandler>;

/**
 * Makes an in-process demo payroll service seeded with `employees` employees, through
 * `createDemoApi` of `payroll-kit/testing`. Accepts the service as a bare handler or as an object
 * carrying one, so the benchmark does not pin the demo engineer's exact return shape.
 *
 * @example
 * const demo = await createDemoHandler(1000);
 * await demo(new Request('http://demo/v1/token_info', { headers: { authorization: 'Bearer demo-company-token' } }));
 */
export async function createDemoHandler(employees: number): Promise<DemoHandler> {
  const testing = (await import('../src/testing')) as Record<string, unknown>;
  const create = testing.createDemoApi;
  if (typeof create !== 'function')
    throw new NotBuiltYet('createDemoApi is not exported from payroll-kit/testing yet');
  const made = (await create({ employees, seed: { employees } })) as unknown;
  if (typeof made === 'function') return made as DemoHandler;
  const holder = made as Record<string, unknown>;
  for (const key of ['handler', 'fetch', 'handle', 'request']) {
    const candidate = holder[key];
    if (typeof candidate === 'function') return (candidate as DemoHandler).bind(made);
  }
  throw new NotBuiltYet('createDemoApi() returned neither a handler nor an object with one');
}

/**
 * Serves a built consumer app and, under {@link payrollBasePath}, the demo payroll service on
 * 127.0.0.1. The `/api/payroll` route plays the partner's backend-for-frontend in its simplest form:
 * it adds the bearer token server-side and forwards, so the page makes exactly the requests it would
 * make in production (the proxy itself is measured separately by `bench/proxy.bench.ts`).
 *
 * @example
 * const server = await startBenchServer({ appDir: 'bench/.build/apps/EmployeeOnboarding/dist', employees: 100 });
 * await page.goto(server.appUrl);
 * await server.close();
 */
export async function startBenchServer({
  appDir,
  employees,
  createDemo = createDemoHandler,
}: {
  appDir: string;
  employees: number;
  createDemo?: DemoFactory;
}): Promise<BenchServer> {
  const demo = await createDemo(employees);
  const companyId = await demoCompanyId(demo);
  const handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname === payrollBasePath || url.pathname.startsWith(`${payrollBasePath}/`)) {
      return demo(await forwarded(request, url));
    }
    return staticFile(appDir, url.pathname);
  };
  const server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    appUrl: `http://127.0.0.1:${port}/?company=${encodeURIComponent(companyId)}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function demoCompanyId(demo: DemoHandler): Promise<string> {
  const response = await demo(
    new Request('http://demo.invalid/v1/token_info', {
      headers: { authorization: `Bearer ${companyToken}` },
    }),
  );
  const info = (await response.json()) as { resource?: { uuid?: string } | null };
  const uuid = info.resource?.uuid;
  if (!uuid) throw new NotBuiltYet(`demo service token_info answered ${response.status} without a company`);
  return uuid;
}

async function forwarded(request: Request, url: URL): Promise<Request> {
  let path = url.pathname.slice(payrollBasePath.length) || '/';
  // The client may address the service with or without its `/v1` prefix behind the proxy.
  if (!path.startsWith('/v1/') && !path.startsWith('/__demo/')) path = `/v1${path}`;
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  headers.set('authorization', `Bearer ${companyToken}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(`http://demo.invalid${path}${url.search}`, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function staticFile(appDir: string, pathname: string): Response {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\]|\.\.)+/, '');
  let file = join(appDir, relative);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(appDir, 'index.html');
  return new Response(readFileSync(file), {
    headers: { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' },
  });
}
