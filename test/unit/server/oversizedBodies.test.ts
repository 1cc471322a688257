import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxyHarness } from './proxyHarness';

// A signed-in user (or anyone, on the webhook path) sending bodies over the cap, the three ways
// a client can: a declared Content-Length, an endless chunked upload, and a slow trickle. Each
// gets its 413 through `toNodeListener` on a real server, and the process goes on serving.
let harness: Awaited<ReturnType<typeof startProxyHarness>>;
let companyId: string;
let cookie: string;

beforeAll(async () => {
  harness = await startProxyHarness();
  companyId = harness.demo.companyUuid;
  cookie = harness.signIn([companyId]);
});
afterAll(() => harness.close());

type Mode = 'content-length' | 'chunked' | 'trickle';

/**
 * Uploads up to `bytes` of JSON padding and resolves with the status once the answer arrives
 * (the upload stops there). `trickle` sends 16 KiB every 10 ms.
 */
function upload(path: string, mode: Mode, bytes: number, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    let answered = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port: harness.port,
      method: 'POST',
      path,
      agent: false,
      headers: {
        'content-type': 'application/json',
        ...(mode === 'content-length' ? { 'content-length': String(bytes) } : {}),
        ...headers,
      },
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      req.destroy();
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(mode === 'trickle' ? 16 * 1024 : 64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (!answered && sent < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.byteLength, bytes - sent));
        sent += piece.byteLength;
        if (mode === 'trickle') {
          req.write(piece);
          setTimeout(pump, 10);
          return;
        }
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const MiB = 1024 * 1024;
const proxyHeaders = () => ({ cookie, origin: 'http://app.test', 'x-requested-with': 'payroll-kit' });

// Generous: a loaded 2-core machine is slow.
describe('oversized request bodies through the Node adapter', { timeout: 60_000 }, () => {
  it('answers 413 to 20 oversized uploads of each kind, to the proxy and the receiver, and keeps serving', async () => {
    const targets = [
      { path: `/api/payroll/v1/companies/${companyId}/employees`, headers: proxyHeaders() },
      { path: '/api/webhooks', headers: {} },
    ];
    const sizes: Record<Mode, number> = { 'content-length': 2 * MiB, chunked: 8 * MiB, trickle: 2 * MiB };
    for (const mode of ['content-length', 'chunked', 'trickle'] as const) {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const target = targets[i % 2]!;
          return upload(target.path, mode, sizes[mode], target.headers);
        }),
      );
      expect(statuses, mode).toEqual(Array(20).fill(413));
    }
    // The same process still answers, with the data the service holds.
    const list = await harness.call('GET', `/v1/companies/${companyId}/employees?per=1`, cookie);
    expect(list.status).toBe(200);
    const created = await harness.call(
      'POST',
      `/v1/companies/${companyId}/employees`,
      cookie,
      { first_name: 'After', last_name: 'Uploads' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(created.status).toBe(201);
  });

  it('answers a refusal that never reads the body (no session) without stalling the upload', async () => {
    const status = await upload(`/api/payroll/v1/companies/${companyId}/employees`, 'chunked', 8 * MiB, {
      origin: 'http://app.test',
      'x-requested-with': 'payroll-kit',
    });
    expect(status).toBe(401);
    const again = await harness.call('GET', `/v1/companies/${companyId}/employees?per=1`, cookie);
    expect(again.status).toBe(200);
  });
});
