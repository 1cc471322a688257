import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../../../src/server';
import { startProxyHarness } from './proxyHarness';

// Anyone can POST to the webhook path. A handshake is signed with the token it carries, so its
// signature proves nothing about who sent it: only the subscriptions this server created may be
// verified, once, and nothing unauthenticated may make the receiver call the service.
let harness: Awaited<ReturnType<typeof startProxyHarness>>;
let subscriptionUuid: string;

beforeAll(async () => {
  harness = await startProxyHarness();
  subscriptionUuid = await harness.subscribeWebhooks();
});
afterAll(() => harness.close());

async function handshake(token: string, uuid: string) {
  const body = JSON.stringify({ verification_token: token, webhook_subscription_uuid: uuid });
  return harness.raw('POST', '/api/webhooks', {
    headers: {
      'content-type': 'application/json',
      'x-service-signature': await signWebhookBody(body, token),
    },
    body,
  });
}

describe('webhook verification handshake', () => {
  it('verified the subscription this server created, with one call to the service', () => {
    expect(harness.verifications).toEqual([subscriptionUuid]);
  });

  it('refuses self-signed handshakes for subscriptions it is not waiting on, without calling the service', async () => {
    const before = harness.verifications.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        handshake(`x${i}`, i % 2 ? crypto.randomUUID() : subscriptionUuid).then((r) => r.status),
      ),
    );
    await harness.receiver.idle();
    expect(answers.every((status) => status === 404)).toBe(true);
    expect(harness.verifications).toHaveLength(before);
    // The system token was not spent: the service still answers it without a rate limit.
    const check = await harness.demo.handle(
      new Request(`${harness.demo.baseUrl}/v1/webhook_subscriptions/${subscriptionUuid}`, {
        headers: { authorization: `Bearer ${harness.demo.tokens.system}` },
      }),
    );
    expect(check.status).toBe(200);
    // A forged token never becomes a signing key: an event signed with it is refused.
    const event = JSON.stringify({
      uuid: crypto.randomUUID(),
      event_type: 'payroll.paid',
      resource_type: 'Company',
      resource_uuid: harness.demo.companyUuid,
      entity_type: 'Payroll',
      entity_uuid: crypto.randomUUID(),
      timestamp: 1767225600,
    });
    const forged = await harness.raw('POST', '/api/webhooks', {
      headers: {
        'content-type': 'application/json',
        'x-service-signature': await signWebhookBody(event, 'x0'),
      },
      body: event,
    });
    expect(forged.status).toBe(401);
  });

  it('answers the service retrying a completed handshake without verifying again', async () => {
    const genuine = harness.deliveries.find((d) => d.body.includes('verification_token'));
    if (!genuine) throw new Error('no handshake was delivered');
    const before = harness.verifications.length;
    const retried = await harness.raw('POST', '/api/webhooks', {
      headers: genuine.headers,
      body: genuine.body,
    });
    await harness.receiver.idle();
    expect(retried.status).toBe(200);
    expect(harness.verifications).toHaveLength(before);
  });

  it('accepts the handshake of an announced subscription once', async () => {
    const uuid = crypto.randomUUID();
    await harness.receiver.expectVerification(uuid);
    const before = harness.verifications.length;
    const answers = await Promise.all([
      handshake('t-1', uuid),
      handshake('t-2', uuid),
      handshake('t-3', uuid),
    ]);
    await harness.receiver.idle();
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    // The service refuses the made-up token; it was one call, not three.
    expect(harness.verifications).toHaveLength(before + 1);
  });
});
