/**
 * Demo service list latency: `GET /v1/companies/{id}/employees?per=100` at 5,000 employees,
 * through the real HTTP server on loopback (issue 3 asks for < 50 ms). Prints a table and, last,
 * one JSON line of figures for `npm run bench`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApi } from '../src/demo-api';
import { toNodeListener } from '../src/server/node';

/** The part of autocannon's API used here (the package ships no types). */
type Autocannon = (options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
}) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
}>;
const autocannonModule = 'autocannon';
const { default: autocannon } = (await import(autocannonModule)) as { default: Autocannon };

const EMPLOYEES = 5000;
const SAMPLES = 60;

const seedStarted = performance.now();
// The contract's 200 requests a minute would turn the load test into a 429 benchmark: lift it.
const api = createDemoApi({ employees: EMPLOYEES, rateLimit: Number.MAX_SAFE_INTEGER });
const seedMs = performance.now() - seedStarted;
const server = createServer(toNodeListener(api.handle));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const headers = { authorization: `Bearer ${api.tokens.company}` };

function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    min: round(sorted[0]!),
    median: round(sorted[Math.floor(sorted.length / 2)]!),
    max: round(sorted[sorted.length - 1]!),
  };
}

/** Single requests one after another: the latency a user sees for one page. */
async function sequential(query: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Walk through the pages: every request renders 100 different employees.
    const page = (i % 50) + 1;
    const started = performance.now();
    const response = await fetch(
      `${origin}/v1/companies/${api.companyUuid}/employees?per=100&page=${page}${query}`,
      { headers },
    );
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`status ${response.status}`);
  }
  return times.slice(5); // drop warm-up
}

const unsorted = spread(await sequential(''));
const byName = spread(await sequential('&sort_by=name:desc'));

// Throughput under load.
const load = await autocannon({
  url: `${origin}/v1/companies/${api.companyUuid}/employees?per=100&sort_by=name`,
  headers,
  connections: 4,
  duration: 5,
});
server.close();

console.log(`Demo service, ${EMPLOYEES} employees (seeded in ${seedMs.toFixed(0)} ms)\n`);
console.log('request                           min ms   median ms   max ms');
console.log(
  `per=100, page 1..50              ${unsorted.min.toFixed(2).padStart(7)} ${unsorted.median.toFixed(2).padStart(11)} ${unsorted.max.toFixed(2).padStart(8)}`,
);
console.log(
  `per=100, sort_by=name:desc       ${byName.min.toFixed(2).padStart(7)} ${byName.median.toFixed(2).padStart(11)} ${byName.max.toFixed(2).padStart(8)}`,
);
console.log(
  `\nload (4 connections, 5 s): ${load.requests.average.toFixed(0)} req/s, ${load.non2xx} non-2xx, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms\n`,
);
// Issue 3's target: a page of 100 of 5,000 employees answered in under 50 ms.
const targetMet = unsorted.median < 50 && byName.median < 50 && load.non2xx === 0;
console.log(
  targetMet ? 'target met (median < 50 ms per page)\n' : 'TARGET MISSED (median < 50 ms per page)\n',
);
console.log(
  JSON.stringify({
    employees: EMPLOYEES,
    seedMs: Math.round(seedMs),
    listPer100Ms: unsorted,
    listPer100SortedMs: byName,
    requestsPerSecond: Math.round(load.requests.average),
    non2xx: load.non2xx,
    targetMet,
  }),
);
