/**
 * What the proxy costs: the same demo payroll service served over HTTP directly and through
 * the proxy, measured by autocannon in one run. The proxy's upstream is the service's in-process
 * handler, so the difference is the proxy's own work (CSRF, session, allowlist, company scoping
 * with its owner cache, header filtering, token, streaming), not an extra network hop.
 *
 * Targets: at most 1 ms added at p50, at least 80% of direct throughput.
 *
 * @example
 * npx tsx bench/proxy.bench.ts            # 10 s per target
 * DURATION=3 npx tsx bench/proxy.bench.ts
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { createDemoApi } from '../src/demo-api';
import { createPayrollProxy, staticToken, toNodeListener } from '../src/server';

interface AutocannonResult {
  latency: { p50: number; p99: number; average: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);

// Rate limiting would turn the run into a 429 benchmark; the demo lets a benchmark lift it.
const demo = createDemoApi({ rateLimit: false } as Parameters<typeof createDemoApi>[0]);
const companyId = demo.companyUuid;
const employees = (await (
  await demo.handle(
    new Request(`${demo.baseUrl}/v1/companies/${companyId}/employees?per=1`, {
      headers: { authorization: `Bearer ${demo.tokens.company}` },
    }),
  )
).json()) as { uuid: string }[];
const employeeId = employees[0]?.uuid;
if (!employeeId) throw new Error('the demo company has no employees');

const origin = 'http://bench.test';
const proxy = createPayrollProxy({
  upstream: { baseUrl: demo.baseUrl, fetch: (request) => demo.handle(request) },
  tokens: staticToken(demo.tokens.company),
  getSession: () => ({ id: 'bench', role: 'admin', companyIds: [companyId] }),
  allowedOrigins: [origin],
});

async function listen(
  handler: Parameters<typeof toNodeListener>[0],
): Promise<{ server: Server; url: string }> {
  const server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

// The direct server answers the same handler with the token already attached.
const direct = await listen(async (request) => {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${demo.tokens.company}`);
  return demo.handle(
    new Request(demo.baseUrl + url.pathname + url.search, { method: request.method, headers }),
  );
});
const proxied = await listen(proxy);

const path = `/v1/employees/${employeeId}`;
const common = { 'x-api-version': '2026-06-15', accept: 'application/json' };

async function measure(url: string, headers: Record<string, string>) {
  return autocannon({ url, connections, duration, headers });
}

// Warm both paths (JIT, the proxy's owner cache) before measuring.
await autocannon({ url: direct.url + path, connections, duration: 1, headers: common });
await autocannon({
  url: `${proxied.url}/api/payroll${path}`,
  connections,
  duration: 1,
  headers: { ...common, origin, 'x-requested-with': 'payroll-kit' },
});

const directResult = await measure(direct.url + path, common);
const proxyResult = await measure(`${proxied.url}/api/payroll${path}`, {
  ...common,
  origin,
  'x-requested-with': 'payroll-kit',
});

const addedP50 = proxyResult.latency.p50 - directResult.latency.p50;
const addedP99 = proxyResult.latency.p99 - directResult.latency.p99;
const throughputRatio = proxyResult.requests.average / directResult.requests.average;
const row = (name: string, r: AutocannonResult) =>
  `| ${name} | ${r.latency.p50} | ${r.latency.p99} | ${r.requests.average.toFixed(0)} | ${r.non2xx + r.errors} |`;

console.log(
  `GET ${path.replace(employeeId, '{employee_id}')}, ${connections} connections, ${duration} s each\n`,
);
console.log('| target | p50 ms | p99 ms | req/s | non-2xx or errors |');
console.log('|---|---|---|---|---|');
console.log(row('demo service directly', directResult));
console.log(row('through the proxy', proxyResult));
console.log(
  `\nadded latency: p50 ${addedP50.toFixed(2)} ms, p99 ${addedP99.toFixed(2)} ms; ` +
    `throughput ${(throughputRatio * 100).toFixed(1)}% of direct`,
);
const pass = addedP50 <= 1 && throughputRatio >= 0.8;
console.log(
  pass ? 'targets met (≤ 1 ms p50, ≥ 80% throughput)' : 'TARGETS MISSED (≤ 1 ms p50, ≥ 80% throughput)',
);

direct.server.close();
proxied.server.close();
process.exitCode = pass ? 0 : 1;
