import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signWebhookBody,
  staticToken,
  verificationTokenRequester,
  type ProxyStore,
} from '../../../src/server';
import { addEmployeeThrough, createRoutedDemo, startProxyHarness, waitFor } from './proxyHarness';
import { startRedis } from './redisServer';

// A partner running Redis as a cache: it restarts with no persistence, and the verification
// token it held is gone. The partner kept only the subscription's uuid; the receiver recovers
// the token through the service's own handshake, and the service's retries are then accepted.
type Harness = Awaited<ReturnType<typeof startProxyHarness>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let harness: Harness;
let companyId: string;
let cookie: string;
/** What the partner keeps: the subscription's uuid, known once it is created. */
const subscriptions: string[] = [];
let resendRequests = 0;
let store: ProxyStore;

/** Restarts Redis empty, and waits until this instance's client is connected again. */
async function restartEmpty(): Promise<void> {
  await redis.restart();
  await waitFor(() =>
    store.get('ping').then(
      () => true,
      () => false,
    ),
  );
}

beforeAll(async () => {
  redis = await startRedis({ persistent: false });
  const routed = createRoutedDemo({ webhookRetryBaseMs: 50 });
  const { demo } = routed;
  const requester = verificationTokenRequester({
    baseUrl: demo.baseUrl,
    tokens: staticToken(demo.tokens.system),
    fetch: (request) => demo.handle(request),
  });
  harness = await startProxyHarness(
    {},
    {
      routed,
      store: (store = await redis.store()),
      receiver: {
        reverify: {
          subscriptions: () => subscriptions,
          requestVerificationToken: async (uuid) => {
            resendRequests += 1;
            await requester(uuid);
          },
        },
      },
    },
  );
  companyId = demo.companyUuid;
  cookie = harness.signIn([companyId]);
  subscriptions.push(await harness.subscribeWebhooks());
}, 30_000);

afterAll(async () => {
  await harness?.close();
  await redis?.close();
});

/** A change in the company through the proxy: the service publishes `employee.created`. */
const change = (firstName: string) =>
  addEmployeeThrough(harness, cookie, companyId, { first_name: firstName, last_name: 'Cache' });

/** An event signed with a token the attacker made up. */
async function forged(): Promise<number> {
  const body = JSON.stringify({
    uuid: crypto.randomUUID(),
    event_type: 'payroll.paid',
    resource_type: 'Company',
    resource_uuid: companyId,
    entity_type: 'Payroll',
    entity_uuid: crypto.randomUUID(),
    timestamp: 1767225600,
  });
  const response = await harness.raw('POST', '/api/webhooks', {
    headers: {
      'content-type': 'application/json',
      'x-service-signature': await signWebhookBody(body, 'guess'),
    },
    body,
  });
  return response.status;
}

describe('webhook deliveries after Redis restarts with no persistence', { timeout: 60_000 }, () => {
  it('recovers the lost verification token through the service handshake and accepts every delivery', async () => {
    const stream = harness.openEventStream(cookie);
    const opened = await stream.ready;
    try {
      const before = await change('BeforeRestart');
      await waitFor(() => stream.events.length === 1);
      expect(resendRequests).toBe(0);
      const verificationsBefore = harness.verifications.length;

      await restartEmpty();
      // Forged deliveries while the token is missing: refused, and the service is asked once.
      const answers = await Promise.all(Array.from({ length: 20 }, () => forged()));
      expect(answers).toEqual(Array(20).fill(401));
      await waitFor(async () => {
        await harness.receiver.idle();
        return harness.verifications.length === verificationsBefore + 1;
      });
      expect(resendRequests).toBe(1);

      const after = await Promise.all(['One', 'Two', 'Three'].map((name) => change(`After${name}`)));
      await waitFor(() => after.every((id) => stream.events.some((e) => e.data.entity_uuid === id)), 20_000);
      await harness.settle();
      const log = (await (
        await harness.demo.handle(new Request(`${harness.demo.baseUrl}/__demo/webhook-deliveries`))
      ).json()) as { kind: string; state: string }[];
      expect(log.filter((d) => d.kind === 'event').every((d) => d.state === 'delivered')).toBe(true);
      const received = stream.events.map((e) => e.data.entity_uuid);
      expect(received).toHaveLength(4);
      expect(new Set(received)).toEqual(new Set([before, ...after]));
      // A forged event is still refused once the token is back.
      expect(await forged()).toBe(401);
      expect(resendRequests).toBe(1);
    } finally {
      opened.close();
    }
  });

  it('recovers it on the next genuine delivery, which the service retries until accepted', async () => {
    const stream = harness.openEventStream(cookie);
    const opened = await stream.ready;
    try {
      const requestsBefore = resendRequests;
      await restartEmpty();
      const created = await change('FirstAfterRestart');
      await waitFor(() => stream.events.some((e) => e.data.entity_uuid === created), 20_000);
      expect(resendRequests).toBe(requestsBefore + 1);
      await harness.settle();
      const log = (await (
        await harness.demo.handle(new Request(`${harness.demo.baseUrl}/__demo/webhook-deliveries`))
      ).json()) as {
        kind: string;
        state: string;
        event_type: string | null;
        attempts: { status: number }[];
      }[];
      const delivery = log.findLast((d) => d.kind === 'event' && d.event_type === 'employee.created');
      // Refused while the token was missing, then accepted: nothing was lost.
      expect(delivery?.attempts[0]?.status).toBe(401);
      expect(delivery?.state).toBe('delivered');
    } finally {
      opened.close();
    }
  });
});
