import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTokensFromStore, storeCompanyTokens, type ProxyStore } from '../../../src/server';
import { addEmployeeThrough, createRoutedDemo, startProxyHarness, waitFor } from './proxyHarness';
import { startRedis } from './redisServer';

// Pages whose event stream opens on an instance while Redis is down. Two instances share one
// real redis-server (append-only, so the log of recent events survives the restart) and one
// demo service; only A is subscribed to webhooks, so every live event reaches B through Redis.
// The streams keep the default 30 s session re-check: what they receive within the test's
// waits came through the Redis subscription, not through a periodic re-read.
type Harness = Awaited<ReturnType<typeof startProxyHarness>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let routed: ReturnType<typeof createRoutedDemo>;
let stores: ProxyStore[];
let a: Harness;
let b: Harness;
let companyId: string;
let cookie: string;

beforeAll(async () => {
  redis = await startRedis({ persistent: true });
  routed = createRoutedDemo({ webhookRetryBaseMs: 50 });
  stores = [await redis.store(), await redis.store()];
  a = await startProxyHarness({}, { routed, store: stores[0] });
  b = await startProxyHarness({}, { routed, store: stores[1] });
  companyId = routed.demo.companyUuid;
  cookie = a.signIn([companyId]);
  b.adoptSession(cookie, [companyId]);
  await a.subscribeWebhooks();
}, 30_000);

afterAll(async () => {
  for (const harness of [a, b]) await harness?.close();
  await redis?.close();
});

/** A change in the company through instance A: the service publishes `employee.created`. */
const change = (firstName: string) =>
  addEmployeeThrough(a, cookie, companyId, { first_name: firstName, last_name: 'Outage' });

const entities = (stream: { events: { data: Record<string, unknown> }[] }) =>
  stream.events.map((e) => e.data.entity_uuid);

describe('event streams across a Redis outage', { timeout: 60_000 }, () => {
  it('delivers to streams opened during the outage, from where they asked, and to later streams', async () => {
    const seenStream = b.openEventStream(cookie);
    const seenOpen = await seenStream.ready;
    const seen = await change('Seen');
    await waitFor(() => seenStream.events.length === 1);
    seenOpen.close();
    const seenId = seenStream.events[0]!.id;
    expect(entities(seenStream)).toEqual([seen]);
    const missed = await change('Missed');
    await a.settle();

    let fresh!: ReturnType<Harness['openEventStream']>;
    let resumed!: ReturnType<Harness['openEventStream']>;
    const opened: { close(): void; status: number }[] = [];
    await redis.restart(async () => {
      // Both open while B cannot reach Redis: the page still gets its stream.
      fresh = b.openEventStream(cookie);
      resumed = b.openEventStream(cookie, '', { 'last-event-id': seenId });
      opened.push(...(await Promise.all([fresh.ready, resumed.ready])));
    });
    try {
      expect(opened.map((stream) => stream.status)).toEqual([200, 200]);
      const later = b.openEventStream(cookie);
      opened.push(await later.ready);
      const live = await change('AfterOutage');
      await waitFor(() => [fresh, resumed, later].every((stream) => entities(stream).includes(live)), 10_000);
      // The resumed page gets what it missed before the outage, then the live event, once each.
      expect(entities(resumed)).toEqual([missed, live]);
      // Nothing recorded before a fresh stream opened is sent to it.
      expect(entities(fresh)).toEqual([live]);
      expect(entities(later)).toEqual([live]);
      const next = await change('Next');
      await waitFor(() => [fresh, resumed, later].every((stream) => entities(stream).includes(next)), 10_000);
      expect(entities(resumed)).toEqual([missed, live, next]);
    } finally {
      for (const stream of opened) stream.close();
    }
  });

  it('sends a stream open through an outage what was recorded before its instance reached Redis again', async () => {
    // C comes back to Redis seconds after A: A records an event C's subscription never hears.
    const slow = await startProxyHarness({}, { routed, store: await redis.store({ reconnectMs: 3_000 }) });
    slow.adoptSession(cookie, [companyId]);
    const stream = slow.openEventStream(cookie);
    const open = await stream.ready;
    try {
      const before = await change('BeforeOutage');
      await waitFor(() => entities(stream).includes(before));
      await redis.restart();
      const meanwhile = await change('WhileAway');
      await a.settle();
      // Within seconds of C's return, well before the stream's 30 s re-check.
      await waitFor(() => entities(stream).includes(meanwhile), 15_000);
      expect(entities(stream)).toEqual([before, meanwhile]);
    } finally {
      open.close();
      await slow.close();
    }
  });

  it('says the store is unavailable, not the payroll service, when the owner lookup needs Redis', async () => {
    const employeeId = await change('Owned');
    const statuses: { status: number; category?: string; message?: string; retryAfter?: unknown }[] = [];
    await redis.restart(async () => {
      const response = await b.call('GET', `/v1/employees/${employeeId}`, cookie);
      const [error] = (JSON.parse(response.body) as { errors: { category: string; message: string }[] })
        .errors;
      statuses.push({ status: response.status, ...error, retryAfter: response.headers['retry-after'] });
    });
    expect(statuses).toEqual([
      expect.objectContaining({ status: 503, category: 'store_unavailable', retryAfter: '1' }),
    ]);
    expect(statuses[0]?.message).not.toMatch(/payroll service/i);
    // Back with Redis, the same read is served.
    let after = await b.call('GET', `/v1/employees/${employeeId}`, cookie);
    await waitFor(async () => {
      after = await b.call('GET', `/v1/employees/${employeeId}`, cookie);
      return after.status !== 503;
    });
    expect(after.status).toBe(200);
  });

  it("says the store is unavailable when a company's tokens live in Redis, and keeps the session", async () => {
    // Both clients reconnect on their own after the last test's restart; the earlier test waited
    // only for B's. Wait until A's answers too before writing the tokens through it.
    await waitFor(() =>
      stores[0]!.get('pk-test:ready').then(
        () => true,
        () => false,
      ),
    );
    await storeCompanyTokens(stores[0]!, companyId, {
      access_token: routed.demo.tokens.company,
      refresh_token: 'company-refresh',
    });
    const tokenCalls: Request[] = [];
    const c = await startProxyHarness(
      {
        tokens: companyTokensFromStore({
          store: stores[1]!,
          tokenUrl: 'https://payroll.example/oauth/token',
          clientId: 'partner-app',
          clientSecret: 'partner-secret',
          fetch: async (request) => {
            tokenCalls.push(new Request(request));
            return new Response('{}', { status: 500 });
          },
        }),
      },
      { routed, store: stores[1] },
    );
    try {
      const session = c.signIn([companyId]);
      const path = `/v1/companies/${companyId}/employees?per=1`;
      const during: { status: number; category?: string }[] = [];
      await redis.restart(async () => {
        const response = await c.call('GET', path, session);
        const [error] = (JSON.parse(response.body) as { errors: { category: string }[] }).errors;
        during.push({ status: response.status, category: error?.category });
      });
      expect(during).toEqual([{ status: 503, category: 'store_unavailable' }]);
      // The token service was never asked, and the connection did not end: back with Redis, served.
      expect(tokenCalls).toHaveLength(0);
      let after = await c.call('GET', path, session);
      await waitFor(async () => {
        after = await c.call('GET', path, session);
        return after.status !== 503;
      });
      expect(after.status).toBe(200);
    } finally {
      await c.close();
    }
  });
});
