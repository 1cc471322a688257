import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDemoApi, type DemoApi } from '../../../src/testing';
import { call, fixedNow, type ApiJson } from './request';

interface Received {
  url: string;
  body: string;
  signature: string | null;
}

/** A subscriber whose answers the test controls. */
function receiver(status: () => number = () => 200) {
  const received: Received[] = [];
  const deliver = async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    received.push({ url, body: String(init.body), signature: headers.get('x-service-signature') });
    return new Response(null, { status: status() });
  };
  return { received, deliver };
}

async function subscribe(api: DemoApi, types: string[], url = 'https://partner.example/webhooks') {
  const res = await call(api, 'POST', '/v1/webhook_subscriptions', {
    token: api.tokens.system,
    body: { url, subscription_types: types },
  });
  return res;
}

describe('webhook subscriptions (SPEC §3, §6; DECISIONS 4–7, 20, 34)', () => {
  it('sends a signed verification request, then verifies with the right token only', async () => {
    const { received, deliver } = receiver();
    const api = createDemoApi({ now: fixedNow(), deliver });
    const created = await subscribe(api, ['Employee']);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending');
    expect(created.body).not.toHaveProperty('verification_token');
    await api.clock.advance(0);
    const verification = JSON.parse(received[0]!.body);
    expect(verification).toEqual({
      verification_token: expect.any(String),
      webhook_subscription_uuid: created.body.uuid,
    });
    const expected = createHmac('sha256', verification.verification_token)
      .update(received[0]!.body)
      .digest('hex');
    expect(received[0]!.signature).toBe(expected);

    const path = `/v1/webhook_subscriptions/${created.body.uuid}/verify`;
    const wrong = await call(api, 'PUT', path, {
      token: api.tokens.system,
      body: { verification_token: 'guess' },
    });
    expect(wrong.body.errors[0]).toMatchObject({
      error_key: 'verification_token',
      category: 'invalid_attribute_value',
    });
    const right = await call(api, 'PUT', path, {
      token: api.tokens.system,
      body: { verification_token: verification.verification_token },
    });
    expect(right.body.status).toBe('verified');
  });

  it('requires https except on loopback, and known subscription types', async () => {
    const api = createDemoApi({ now: fixedNow(), deliver: receiver().deliver });
    expect(
      (await subscribe(api, ['Employee'], 'http://partner.example/hooks')).body.errors[0].error_key,
    ).toBe('url');
    expect((await subscribe(api, ['Employee'], 'http://127.0.0.1:3000/hooks')).status).toBe(201);
    expect((await subscribe(api, ['Weather'])).body.errors[0].error_key).toBe('subscription_types');
  });

  it('delivers company.provisioned on verification and later events only of the subscribed types', async () => {
    const { received, deliver } = receiver();
    const api = createDemoApi({ now: fixedNow(), deliver });
    const created = (await subscribe(api, ['Location'])).body;
    await api.clock.advance(0);
    const token = JSON.parse(received[0]!.body).verification_token;
    // Before verification nothing is delivered (DECISIONS 34).
    await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
      body: { first_name: 'A', last_name: 'B' },
    });
    await call(api, 'PUT', `/v1/webhook_subscriptions/${created.uuid}/verify`, {
      token: api.tokens.system,
      body: { verification_token: token },
    });
    await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
      body: { first_name: 'C', last_name: 'D' },
    });
    await call(api, 'POST', `/v1/companies/${api.companyUuid}/locations`, {
      body: { street_1: '1 Elm St', city: 'Denver', state: 'CO', zip: '80202', phone_number: '3035550100' },
    });
    await api.clock.advance(0);
    const events = received.slice(1).map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.event_type)).toEqual(['company.provisioned', 'location.created']);
    expect(events[1]).toMatchObject({
      resource_type: 'Company',
      resource_uuid: api.companyUuid,
      entity_type: 'Location',
    });
    expect(received[2]!.signature).toBe(createHmac('sha256', token).update(received[2]!.body).digest('hex'));
  });

  it('retries 16 times with growing backoff on the clock, then marks the subscription unreachable', async () => {
    const { received, deliver } = receiver(() => 500);
    const api = createDemoApi({ now: fixedNow(), deliver, webhookRetryBaseMs: 10 });
    const created = (await subscribe(api, ['Employee'])).body;
    await api.clock.advance(0);
    expect(received).toHaveLength(1);
    await api.clock.advance(10);
    expect(received).toHaveLength(2);
    await api.clock.advance(24 * 60 * 60 * 1000);
    expect(received).toHaveLength(17);
    const log = (await call(api, 'GET', '/__demo/webhook-deliveries', { token: null })).body;
    const times = log[0].attempts.map((a: ApiJson) => Date.parse(a.at));
    const gaps = times.slice(1).map((t: number, i: number) => t - times[i]);
    expect(gaps.every((gap: number, i: number) => i === 0 || gap > gaps[i - 1])).toBe(true);
    expect(log[0].state).toBe('failed');
    const current = await call(api, 'GET', `/v1/webhook_subscriptions/${created.uuid}`, {
      token: api.tokens.system,
    });
    expect(current.body.status).toBe('unreachable');
  });
});

describe('events API (SPEC §4, §8.2; DECISIONS 34)', () => {
  it('pages with starting_after_uuid and X-Has-Next-Page, filtered by resource_uuid', async () => {
    const api = createDemoApi({ now: fixedNow() });
    for (let i = 0; i < 3; i++) {
      await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
        body: { first_name: `N${i}`, last_name: 'Event' },
      });
    }
    const system = { token: api.tokens.system };
    const first = await call(api, 'GET', `/v1/events?limit=2&resource_uuid=${api.companyUuid}`, system);
    expect(first.body.map((e: ApiJson) => e.event_type)).toEqual(['company.provisioned', 'employee.created']);
    expect(first.headers.get('x-has-next-page')).toBe('true');
    const next = await call(
      api,
      'GET',
      `/v1/events?limit=2&starting_after_uuid=${first.body[1].uuid}`,
      system,
    );
    expect(next.body.map((e: ApiJson) => e.event_type)).toEqual(['employee.created', 'employee.created']);
    expect(next.headers.get('x-has-next-page')).toBe('false');
  });

  it('refuses an unknown cursor, an unknown resource and a limit over 100', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const system = { token: api.tokens.system };
    const cursor = await call(api, 'GET', '/v1/events?starting_after_uuid=nope', system);
    expect(cursor.body.errors[0]).toMatchObject({
      error_key: 'starting_after_uuid',
      category: 'invalid_attribute_value',
    });
    const resource = await call(api, 'GET', '/v1/events?resource_uuid=nope', system);
    expect(resource.body.errors[0]).toMatchObject({
      error_key: 'resource_uuid',
      category: 'invalid_attribute_value',
    });
    const limit = await call(api, 'GET', '/v1/events?limit=101', system);
    expect(limit.body.errors[0]).toMatchObject({ error_key: 'limit', category: 'invalid_parameter' });
  });
});
