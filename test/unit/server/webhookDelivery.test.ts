import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxyHarness, waitFor, type CapturedDelivery } from './proxyHarness';

// The demo service delivers real, signed webhooks to the receiver; the page listens on the
// proxy's event stream. Replays and forgeries are sent over HTTP like an attacker would.
let harness: Awaited<ReturnType<typeof startProxyHarness>>;
let companyId: string;
let cookie: string;

beforeAll(async () => {
  harness = await startProxyHarness();
  companyId = harness.demo.companyUuid;
  cookie = harness.signIn([companyId]);
  await harness.subscribeWebhooks();
});
afterAll(() => harness.close());

/** Makes the service publish an employee event, through the proxy as the page would. */
async function createEmployee(firstName: string): Promise<void> {
  const response = await harness.call(
    'POST',
    `/v1/companies/${companyId}/employees`,
    cookie,
    { first_name: firstName, last_name: 'Webhook' },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(response.status).toBe(201);
}

function post(
  delivery: CapturedDelivery,
  body = delivery.body,
  signature = delivery.headers['x-service-signature'],
) {
  return harness.raw('POST', '/api/webhooks', {
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-service-signature': signature } : {}),
    },
    body,
  });
}

function lastEventDelivery(): CapturedDelivery {
  const delivery = harness.deliveries.findLast((d) => d.body.includes('"event_type"'));
  if (!delivery) throw new Error('no event was delivered');
  return delivery;
}

// Generous: waits are for conditions, and a loaded 2-core machine is slow.
describe('webhook receiver', { timeout: 30_000 }, () => {
  it('completes the verification handshake with the service', async () => {
    const handshake = harness.deliveries.find((d) => d.body.includes('verification_token'));
    expect(handshake).toBeDefined();
  });

  it('delivers a service event to the page of that company, once even when replayed', async () => {
    const stream = harness.openEventStream(cookie);
    const { status, close } = await stream.ready;
    expect(status).toBe(200);
    try {
      await createEmployee('Replay');
      await waitFor(() => stream.events.some((e) => e.data.event_type === 'employee.created'));
      const delivery = lastEventDelivery();
      // The service retries, or an attacker replays a captured delivery: both are acknowledged…
      expect((await post(delivery)).status).toBe(200);
      expect((await post(delivery)).status).toBe(200);
      await harness.receiver.idle();
      // …and a later event proves the stream is still flowing.
      await createEmployee('After');
      await waitFor(() => stream.events.filter((e) => e.data.event_type === 'employee.created').length >= 2);
      await harness.receiver.idle();
      const ids = stream.events.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(stream.events.every((e) => e.data.resource_uuid === companyId)).toBe(true);
    } finally {
      close();
    }
  });

  it("does not stream one company's events to a user of another company", async () => {
    const outsider = harness.signIn(['7c1d0f4e-0000-4000-8000-000000000001']);
    const stream = harness.openEventStream(outsider);
    const insider = harness.openEventStream(cookie);
    const [outside, inside] = await Promise.all([stream.ready, insider.ready]);
    try {
      await createEmployee('Scoped');
      await waitFor(() => insider.events.length > 0);
      await harness.receiver.idle();
      expect(stream.events).toEqual([]);
      const refused = await harness.raw('GET', `/api/payroll/events/stream?company_id=${companyId}`, {
        headers: { cookie: outsider },
      });
      expect(refused.status).toBe(404);
    } finally {
      outside.close();
      inside.close();
    }
  });

  it('answers 401 to a forged, altered or unsigned delivery and streams none of them', async () => {
    const stream = harness.openEventStream(cookie);
    const { close } = await stream.ready;
    try {
      const genuine = lastEventDelivery();
      const event = JSON.parse(genuine.body) as Record<string, unknown>;
      const altered = JSON.stringify({ ...event, uuid: crypto.randomUUID(), event_type: 'payroll.paid' });
      expect((await post(genuine, altered)).status).toBe(401);
      const forged = JSON.stringify({ ...event, uuid: crypto.randomUUID() });
      expect((await post(genuine, forged, 'a'.repeat(64))).status).toBe(401);
      expect((await post(genuine, forged, '')).status).toBe(401);
      await harness.receiver.idle();
      expect(stream.events).toEqual([]);
    } finally {
      close();
    }
  });
});
