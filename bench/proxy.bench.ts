/**
 * What the proxy's own work costs: the proxy and a bare pass-through (the same `fetch`
 * forwarding with no checks) in front of the same constant upstream, in one run, with the
 * in-memory and the Redis store.
 *
 * - The upstream is a child process answering every request with the same small JSON (it names
 *   the company, so the proxy's owner lookup resolves), so its cost is identical for every target
 *   and not counted in this process's CPU.
 * - CPU per request: this process's CPU time (`process.cpuUsage`, user + system) during a load
 *   run, divided by the requests served. The load comes from autocannon in a child process, so
 *   only the server under test runs here. Targets alternate over several rounds; the ratio is
 *   the median of the rounds' ratios.
 * - Added latency: one request at a time, the targets interleaved so drift hits all alike,
 *   timed to the microsecond; p50 and p99 of each target minus the pass-through's.
 *
 * The request is `GET /v1/employees/{employee_id}`: CSRF, session, allowlist, company scoping
 * through the store's owner cache (a store read per request), header filtering, token,
 * streaming. Redis runs on this machine (`redis-server`, started on a free loopback port).
 * Target (issue 6): at most 1 ms added at p50 with the in-memory store. Prints a table and, last,
 * one JSON line of figures for `npm run bench`.
 *
 * @example
 * npx tsx bench/proxy.bench.ts              # 3 rounds of 3 s of load per target
 * DURATION=2 ROUNDS=2 SAMPLES=500 npx tsx bench/proxy.bench.ts
 */
import { execFile, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createPayrollProxy, memoryStore, staticToken, type ProxyStore } from '../src/server';
import { toNodeListener } from '../src/server-node';
import { startRedis } from '../test/unit/server/redisServer';
import { repoRoot } from './paths';

const duration = Number(process.env.DURATION ?? 3);
const rounds = Number(process.env.ROUNDS ?? 3);
const samples = Number(process.env.SAMPLES ?? 1500);
const connections = 10;
const companyId = 'c0ffee00-0000-4000-8000-000000000001';
const employeeId = 'e0000000-0000-4000-8000-000000000001';
const token = 'bench-company-token';

// The constant upstream, in its own process.
const upstreamProcess = spawn(
  process.execPath,
  [
    '-e',
    `const body = JSON.stringify({ uuid: '${employeeId}', company_uuid: '${companyId}', first_name: 'Ada', last_name: 'Lovelace', version: 'v1' });
     require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => {
       res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }); res.end(body); }); })
       .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const upstreamPort = await new Promise<number>((resolve) =>
  upstreamProcess.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
);
const upstreamBase = `http://127.0.0.1:${upstreamPort}`;

async function listen(
  handler: Parameters<typeof toNodeListener>[0],
): Promise<{ server: Server; url: string }> {
  const server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const origin = 'http://bench.test';
const proxyOn = (store: ProxyStore) =>
  createPayrollProxy({
    upstream: { baseUrl: upstreamBase },
    tokens: staticToken(token),
    getSession: () => ({ id: 'bench', role: 'admin', companyIds: [companyId] }),
    allowedOrigins: [origin],
    store,
  });

// The bare pass-through: the same fetch forwarding (a Request with the token, the body streamed
// back), no checks at all.
const passThrough = await listen(async (request) => {
  const url = new URL(request.url);
  const upstream = await fetch(
    new Request(upstreamBase + url.pathname.replace(/^\/api\/payroll/, '') + url.search, {
      method: request.method,
      headers: { accept: request.headers.get('accept') ?? '*/*', authorization: `Bearer ${token}` },
    }),
  );
  return new Response(upstream.body, { status: upstream.status, headers: upstream.headers });
});
const redis = await startRedis();
const redisBacked = await redis.store();
const withMemory = await listen(proxyOn(memoryStore()));
const withRedis = await listen(proxyOn(redisBacked));

const path = `/api/payroll/v1/employees/${employeeId}`;
const headers = {
  'x-api-version': '2026-06-15',
  accept: 'application/json',
  origin,
  'x-requested-with': 'payroll-kit',
};
const targets = {
  passThrough: passThrough.url + path,
  memoryStore: withMemory.url + path,
  redisStore: withRedis.url + path,
};
type Target = keyof typeof targets;
const names = Object.keys(targets) as Target[];

/** One request, timed from send to the last body byte; throws unless it is a 200. */
async function timeOne(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: status ${response.status}`);
  return elapsed;
}

/** autocannon in a child process, so its work is not counted in this process's CPU. */
function load(url: string): Promise<{ requests: number; non2xx: number; errors: number }> {
  const args = ['-c', String(connections), '-d', String(duration), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  return new Promise((resolve, reject) =>
    execFile(
      join(repoRoot, 'node_modules', '.bin', 'autocannon'),
      [...args, url],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error);
        const result = JSON.parse(stdout) as { requests: { total: number }; non2xx: number; errors: number };
        resolve({ requests: result.requests.total, non2xx: result.non2xx, errors: result.errors });
      },
    ),
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Warm every path (JIT, keep-alive sockets, the owner caches) before measuring.
for (let i = 0; i < 300; i++) for (const name of names) await timeOne(targets[name]);
const latency = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Target, number[]>;
for (let i = 0; i < samples; i++) for (const name of names) latency[name].push(await timeOne(targets[name]));

const cpuPerRequest = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
  Target,
  number[]
>;
let failed = 0;
for (let round = 0; round < rounds; round++) {
  for (const name of names) {
    const before = process.cpuUsage();
    const result = await load(targets[name]);
    const used = process.cpuUsage(before);
    failed += result.non2xx + result.errors;
    cpuPerRequest[name].push((used.user + used.system) / Math.max(1, result.requests));
  }
}

for (const { server } of [passThrough, withMemory, withRedis]) server.close();
await redis.close();
upstreamProcess.kill();

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const p = (name: Target, q: number) => percentile(latency[name], q);
const cpuRatio = (name: Target) =>
  median(cpuPerRequest[name].map((cpu, i) => cpu / cpuPerRequest.passThrough[i]!));
const figures = {
  samples,
  passThroughP50Ms: round(p('passThrough', 50)),
  passThroughP99Ms: round(p('passThrough', 99)),
  passThroughCpuUsPerRequest: round(median(cpuPerRequest.passThrough), 1),
  memoryAddedP50Ms: round(p('memoryStore', 50) - p('passThrough', 50)),
  memoryAddedP99Ms: round(p('memoryStore', 99) - p('passThrough', 99)),
  memoryCpuUsPerRequest: round(median(cpuPerRequest.memoryStore), 1),
  memoryCpuRatio: round(cpuRatio('memoryStore')),
  redisAddedP50Ms: round(p('redisStore', 50) - p('passThrough', 50)),
  redisAddedP99Ms: round(p('redisStore', 99) - p('passThrough', 99)),
  redisCpuUsPerRequest: round(median(cpuPerRequest.redisStore), 1),
  redisCpuRatio: round(cpuRatio('redisStore')),
  non2xx: failed,
  targetsMet: false,
};
figures.targetsMet = figures.memoryAddedP50Ms <= 1 && figures.non2xx === 0;

console.log(
  `GET /v1/employees/{employee_id} against a constant upstream: latency over ${samples} sequential ` +
    `requests each; CPU per request under ${connections} connections, ${rounds} rounds of ${duration} s\n`,
);
console.log('| target | p50 ms | p99 ms | added p50 ms | added p99 ms | CPU µs/request | CPU ratio |');
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| bare pass-through | ${figures.passThroughP50Ms} | ${figures.passThroughP99Ms} | – | – | ${figures.passThroughCpuUsPerRequest} | 1 |`,
);
for (const [label, name, prefix] of [
  ['proxy, memoryStore', 'memoryStore', 'memory'],
  ['proxy, redisStore', 'redisStore', 'redis'],
] as const) {
  const f = figures as unknown as Record<string, number>;
  console.log(
    `| ${label} | ${round(p(name, 50))} | ${round(p(name, 99))} | ${f[`${prefix}AddedP50Ms`]} | ` +
      `${f[`${prefix}AddedP99Ms`]} | ${f[`${prefix}CpuUsPerRequest`]} | ${f[`${prefix}CpuRatio`]} |`,
  );
}
console.log(
  figures.targetsMet
    ? '\ntarget met (≤ 1 ms added at p50 with the in-memory store, every answer a 200)'
    : '\nTARGET MISSED (≤ 1 ms added at p50 with the in-memory store, every answer a 200)',
);
console.log(JSON.stringify(figures));
