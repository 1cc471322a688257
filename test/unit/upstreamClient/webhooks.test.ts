import { afterAll, describe, expect, it } from 'vitest';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Webhook subscriptions and events through the upstream client, on the system token (UPSTREAM
 * F.4, F.5): the verification handshake reaches the subscriber's url through the demo's deliver.
 */

const delivered: Array<{ url: string; body: string }> = [];
const { api, gusto, system, reached } = startUpstreamClient({
  deliver: async (url, init) => {
    delivered.push({ url, body: String(init.body) });
    return new Response(null, { status: 200 });
  },
});
const url = 'http://127.0.0.1:9/payroll-webhooks';

async function tokenSentTo(uuid: string): Promise<string> {
  await api.clock.advance(0);
  const sent = delivered
    .map((d) => JSON.parse(d.body) as { webhook_subscription_uuid?: string; verification_token?: string })
    .filter((b) => b.webhook_subscription_uuid === uuid);
  return sent.at(-1)!.verification_token!;
}

describe('the upstream client on webhooks and events', () => {
  it('creates, verifies, reads, updates and deletes a subscription', async () => {
    const { webhookSubscription } = await gusto.webhooks.createSubscription(system, {
      requestBody: { url, subscriptionTypes: ['Employee', 'Payroll'] },
    });
    expect(webhookSubscription?.status).toBe('pending');
    const uuid = webhookSubscription!.uuid;

    const again = await gusto.webhooks.requestVerificationToken(system, { webhookSubscriptionUuid: uuid });
    expect(again.httpMeta.response.status).toBe(200);
    const { webhookSubscription: verified } = await gusto.webhooks.verify(system, {
      webhookSubscriptionUuid: uuid,
      requestBody: { verificationToken: await tokenSentTo(uuid) },
    });
    expect(verified?.status).toBe('verified');

    const { webhookSubscriptions } = await gusto.webhooks.listSubscriptions(system, {});
    expect(webhookSubscriptions?.map((s) => s.uuid)).toContain(uuid);
    const { webhookSubscription: read } = await gusto.webhooks.getSubscription(system, {
      webhookSubscriptionUuid: uuid,
    });
    expect(read?.url).toBe(url);
    const { webhookSubscription: narrowed } = await gusto.webhooks.updateSubscription(system, {
      webhookSubscriptionUuid: uuid,
      requestBody: { subscriptionTypes: ['Payroll'] },
    });
    expect(narrowed?.subscriptionTypes).toEqual(['Payroll']);
    const removed = await gusto.webhooks.deleteSubscription(system, { webhookSubscriptionUuid: uuid });
    expect(removed.httpMeta.response.status).toBe(204);
  });

  it('lists the events that writes emitted', async () => {
    await gusto.employees.create({
      companyId: api.companyUuid,
      requestBody: { firstName: 'Event', lastName: 'Source' },
    });
    const { eventList } = await gusto.events.get(system, { eventType: 'employee.created', limit: '10' });
    expect(eventList?.length).toBeGreaterThan(0);
    expect(eventList?.[0]).toMatchObject({ eventType: 'employee.created', entityType: 'Employee' });
  });

  afterAll(() => {
    const systemRoutes = routesOf('webhooks');
    expect(systemRoutes.filter((key) => !reached.has(key))).toEqual([]);
  });
});
