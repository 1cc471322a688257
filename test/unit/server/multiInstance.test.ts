import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyTokensFromStore,
  oauthRefreshToken,
  storeCompanyTokens,
  type ProxyStore,
  type PayrollProxyOptions,
} from '../../../src/server';
import { addEmployeeThrough, createRoutedDemo, startProxyHarness, waitFor } from './proxyHarness';
import { expiringGrant, PARTNER_APP, tokenEndpoint } from './tokenEndpoint';
import { startRedis } from './redisServer';

// Two proxy instances (each with its own webhook receiver and HTTP server) behind an imaginary
// load balancer, sharing one real redis-server and one demo payroll service, as a partner with
// real traffic runs them. The pages and the service talk to them over HTTP.
type Harness = Awaited<ReturnType<typeof startProxyHarness>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let routed: ReturnType<typeof createRoutedDemo>;
let stores: [ProxyStore, ProxyStore];
let a: Harness;
let b: Harness;
let companyId: string;
/** One user's session, known to both instances (the partner's session store is shared too). */
let cookie: string;
const others: Harness[] = [];

beforeAll(async () => {
  // The append-only file keeps what was acknowledged across the restart test.
  redis = await startRedis({ persistent: true });
  // Fast retries (real time): a delivery refused while Redis is down comes back within moments.
  routed = createRoutedDemo({ webhookRetryBaseMs: 50 });
  stores = [await redis.store(), await redis.store()];
  const streamOptions = { eventStream: { sessionRecheckMs: 100 } };
  a = await startProxyHarness(streamOptions, { routed, store: stores[0] });
  b = await startProxyHarness(streamOptions, { routed, store: stores[1] });
  companyId = routed.demo.companyUuid;
  cookie = a.signIn([companyId]);
  b.adoptSession(cookie, [companyId]);
  // Only instance A is subscribed at first: the service delivers to A alone.
  await a.subscribeWebhooks();
}, 30_000);

afterAll(async () => {
  for (const harness of [a, b, ...others]) await harness?.close();
  await redis?.close();
});

/** A change in the company made through instance A, so the service publishes an event. */
async function change(firstName: string): Promise<void> {
  await addEmployeeThrough(a, cookie, companyId, { first_name: firstName, last_name: 'Instances' });
}

const firstNames = (stream: { events: { data: Record<string, unknown> }[] }) =>
  stream.events.map((e) => e.data.entity_uuid);

/**
 * Two more instances, C over store 0 and D over store 1, each with the token source `tokens`
 * makes of its store, and one session known to both; closed after all tests.
 */
async function twoMoreInstances(tokens: (store: ProxyStore) => PayrollProxyOptions['tokens']) {
  const c = await startProxyHarness({ tokens: tokens(stores[0]) }, { routed, store: stores[0] });
  const d = await startProxyHarness({ tokens: tokens(stores[1]) }, { routed, store: stores[1] });
  others.push(c, d);
  const session = c.signIn([companyId]);
  d.adoptSession(session, [companyId]);
  return { c, d, session };
}

/** `count` reads of the company's employees sent at once, alternating between D and C. */
function readsAtOnce(c: Harness, d: Harness, session: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      (i % 2 ? c : d).call('GET', `/v1/companies/${companyId}/employees?per=1`, session),
    ),
  );
}

// Generous: waits are for conditions, and a loaded 2-core machine is slow.
describe('two instances over one Redis', { timeout: 30_000 }, () => {
  it('streams a webhook received by instance A to a page connected to instance B', async () => {
    const onB = b.openEventStream(cookie);
    const { close } = await onB.ready;
    try {
      const before = routed.deliveries.length;
      await change('Fanout');
      await waitFor(() => onB.events.length === 1);
      const delivered = routed.deliveries.slice(before).filter((d) => d.body.includes('event_type'));
      expect(delivered.every((d) => new URL(d.url).port === String(a.port))).toBe(true);
      expect(onB.events[0]?.data).toMatchObject({ event_type: 'employee.created', resource_uuid: companyId });
    } finally {
      close();
    }
  });

  it('handles an event delivered to both instances once', async () => {
    await b.subscribeWebhooks();
    const onA = a.openEventStream(cookie);
    const onB = b.openEventStream(cookie);
    const opened = await Promise.all([onA.ready, onB.ready]);
    try {
      const before = routed.deliveries.length;
      const handledBefore = a.handled.length + b.handled.length;
      await change('Twice');
      // The service delivers the one event to each subscription: once to A and once to B.
      await waitFor(
        () => routed.deliveries.slice(before).filter((d) => d.body.includes('event_type')).length === 2,
      );
      const ports = routed.deliveries
        .slice(before)
        .filter((d) => d.body.includes('event_type'))
        .map((d) => new URL(d.url).port)
        .sort();
      expect(ports).toEqual([String(a.port), String(b.port)].sort());
      await waitFor(() => onA.events.length === 1 && onB.events.length === 1);
      await Promise.all([a.receiver.idle(), b.receiver.idle()]);
      expect(a.handled.length + b.handled.length - handledBefore).toBe(1);
      // Let any second copy arrive; it must not.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onA.events).toHaveLength(1);
      expect(onB.events).toHaveLength(1);
      expect(onA.events[0]?.id).toBe(onB.events[0]?.id);
    } finally {
      for (const stream of opened) stream.close();
    }
  });

  it('replays to a page that reconnects to the other instance with Last-Event-ID what it missed', async () => {
    const onA = a.openEventStream(cookie);
    const first = await onA.ready;
    await change('Seen');
    await waitFor(() => onA.events.length === 1);
    first.close();
    await change('MissedOne');
    await change('MissedTwo');
    const seen = onA.events[0]!.id;
    const onB = b.openEventStream(cookie, '', { 'last-event-id': seen });
    const second = await onB.ready;
    try {
      await waitFor(() => onB.events.length === 2);
      expect(onB.events.every((e) => Number(e.id) > Number(seen))).toBe(true);
      expect(new Set(onB.events.map((e) => e.id)).size).toBe(2);
    } finally {
      second.close();
    }
  });

  it('refreshes an expiring token once for a burst of 50 requests across both instances', async () => {
    // The burst piles up behind a refresh that takes 50 ms.
    const { fetch, refreshTokens: refreshes } = tokenEndpoint(routed.demo.tokens.company, { delayMs: 50 });
    const { c, d, session } = await twoMoreInstances((store) =>
      oauthRefreshToken({
        ...PARTNER_APP,
        // Inside the refresh-ahead window: the next request on either instance must refresh.
        ...expiringGrant(),
        storeKey: 'oauth:burst',
        store,
        fetch,
      }),
    );
    const burst = await readsAtOnce(c, d, session, 50);
    expect(burst.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(refreshes).toEqual(['first-refresh-token']);
    // Later requests on both instances use the refreshed token without another refresh.
    expect((await c.call('GET', '/v1/token_info', session)).status).toBe(200);
    expect((await d.call('GET', '/v1/token_info', session)).status).toBe(200);
    expect(refreshes).toHaveLength(1);
  });

  it("shares a company's stored tokens between instances: one refresh on expiry, then the new token on both", async () => {
    const { fetch, refreshTokens: refreshes } = tokenEndpoint(routed.demo.tokens.company, { delayMs: 50 });
    // As the partner's server does once it created the company: its grant goes to the store.
    await storeCompanyTokens(stores[0], companyId, {
      access_token: 'expiring-company-token',
      refresh_token: 'company-refresh-1',
      expires_in: 5,
    });
    const { c, d, session } = await twoMoreInstances((store) =>
      companyTokensFromStore({
        store,
        ...PARTNER_APP,
        fetch,
      }),
    );
    const burst = await readsAtOnce(c, d, session, 40);
    expect(burst.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(refreshes).toEqual(['company-refresh-1']);
    expect((await c.call('GET', '/v1/token_info', session)).status).toBe(200);
    expect((await d.call('GET', '/v1/token_info', session)).status).toBe(200);
    expect(refreshes).toHaveLength(1);

    // A company with no tokens in the store: "sign in again", and no call to the token endpoint.
    const unconnected = '7c1d0f4e-0000-4000-8000-0000000000aa';
    const other = c.signIn([unconnected]);
    const refused = await c.call('GET', `/v1/companies/${unconnected}/employees`, other);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ errors: [{ category: 'invalid_request_error' }] });
    expect(refreshes).toHaveLength(1);
  });

  it('loses no acknowledged event when Redis restarts mid-stream, and the streams carry on', async () => {
    const onA = a.openEventStream(cookie);
    const onB = b.openEventStream(cookie);
    const opened = await Promise.all([onA.ready, onB.ready]);
    try {
      await change('BeforeRestart');
      await waitFor(() => onA.events.length === 1 && onB.events.length === 1);
      await redis.restart(async () => {
        // While Redis is down the receivers cannot record the event: they answer 503 and the
        // service retries it, so it is never acknowledged and lost.
        await change('WhileDown');
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      await change('AfterRestart');
      await waitFor(() => onA.events.length === 3 && onB.events.length === 3, 20_000);
      // The service saw the refusals while Redis was down, and retried until acknowledged.
      await a.settle();
      const log = (await (
        await routed.demo.handle(new Request(`${routed.demo.baseUrl}/__demo/webhook-deliveries`))
      ).json()) as { kind: string; state: string; attempts: { status: number | null }[] }[];
      const events = log.filter((delivery) => delivery.kind === 'event');
      expect(events.some((delivery) => delivery.attempts.some((attempt) => attempt.status === 503))).toBe(
        true,
      );
      expect(events.every((delivery) => delivery.state === 'delivered')).toBe(true);
      for (const stream of [onA, onB]) {
        expect(new Set(stream.events.map((e) => e.id)).size).toBe(3);
        const ids = stream.events.map((e) => Number(e.id));
        expect(ids).toEqual([...ids].sort((x, y) => x - y));
      }
      expect(firstNames(onA)).toEqual(firstNames(onB));
      // Every acknowledged delivery is in the log that survived the restart: a page that
      // reconnects after it with the first id gets the other two.
      const late = b.openEventStream(cookie, '', { 'last-event-id': onA.events[0]!.id });
      const reopened = await late.ready;
      await waitFor(() => late.events.length === 2);
      reopened.close();
      expect(late.events.map((e) => e.id)).toEqual(onA.events.slice(1).map((e) => e.id));
    } finally {
      for (const stream of opened) stream.close();
    }
  }, 30_000);
});
