import type { DemoClock } from '../clock';
import { eventBody, subscriptionTypeOf } from './events';
import type { DemoStore } from '../store';
import type { EventRecord, WebhookDeliveryRecord, WebhookSubscriptionRecord } from './records';

/** Retries after the first try (SPEC §6.5, DECISIONS 7). */
export const MAX_RETRIES = 16;
/** Growth of the backoff: with a 2 s base the 16th retry lands ≈72.5 h after the first try. */
export const BACKOFF_FACTOR = 2.1;
/** A delivery counts only if answered with a 2xx within this time (SPEC §6.4). */
export const ACK_TIMEOUT_MS = 10_000;

/**
 * Delay before retry `n` (1-based).
 *
 * @example
 * retryDelay(1, 2000); // 2000
 * retryDelay(2, 2000); // 4200
 */
export function retryDelay(retry: number, baseMs: number): number {
  return Math.round(baseMs * BACKOFF_FACTOR ** (retry - 1));
}

/**
 * Lowercase hex HMAC-SHA256 of the raw body keyed by the verification token (DECISIONS 4), with
 * Web Crypto so it runs in the browser too.
 *
 * @example
 * await signPayload('{"a":1}', 'token'); // '5b1f…'
 */
export async function signPayload(body: string, secret: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  let hex = '';
  for (const byte of signature) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export type Deliver = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Sends verification requests and event deliveries, retrying on the simulated clock.
 *
 * @example
 * dispatcher.publish(event);
 */
export class WebhookDispatcher {
  constructor(
    private readonly store: DemoStore,
    private readonly clock: DemoClock,
    private readonly ids: () => string,
    private readonly deliver: Deliver,
    private readonly retryBaseMs: number,
  ) {}

  /** POSTs the verification token to a new subscription's url (SPEC §6.6, DECISIONS 5). */
  sendVerification(subscription: WebhookSubscriptionRecord): void {
    const body = JSON.stringify({
      verification_token: subscription.verification_token,
      webhook_subscription_uuid: subscription.uuid,
    });
    this.enqueue(subscription, 'verification', null, body);
  }

  /**
   * Delivers an event to every verified subscription of its type; `company.provisioned` goes to
   * every verified subscription whatever its types (SPEC §6.1, §6.3, DECISIONS 34).
   */
  publish(event: EventRecord): void {
    const type = subscriptionTypeOf(event.event_type);
    for (const subscription of this.store.subscriptions.values()) {
      if (subscription.status !== 'verified') continue;
      if (event.event_type !== 'company.provisioned' && !subscription.subscription_types.includes(type))
        continue;
      this.enqueue(subscription, 'event', event, JSON.stringify(eventBody(event)));
    }
  }

  /** After verification: company.provisioned for every connected company (DECISIONS 34). */
  sendProvisioned(subscription: WebhookSubscriptionRecord): void {
    for (const event of this.store.events) {
      if (event.event_type !== 'company.provisioned') continue;
      this.enqueue(subscription, 'event', event, JSON.stringify(eventBody(event)));
    }
  }

  private enqueue(
    subscription: WebhookSubscriptionRecord,
    kind: WebhookDeliveryRecord['kind'],
    event: EventRecord | null,
    body: string,
  ): void {
    const delivery: WebhookDeliveryRecord = {
      uuid: this.ids(),
      subscription_uuid: subscription.uuid,
      kind,
      event_uuid: event?.uuid ?? null,
      event_type: event?.event_type ?? null,
      url: subscription.url,
      body,
      signature: '',
      attempts: [],
      state: 'pending',
      next_attempt_at: this.clock.now().toISOString(),
    };
    this.store.deliveries.push(delivery);
    this.clock.schedule(0, () => this.attempt(delivery, subscription.verification_token));
  }

  private async attempt(delivery: WebhookDeliveryRecord, secret: string): Promise<void> {
    const subscription = this.store.subscriptions.get(delivery.subscription_uuid);
    if (!subscription || subscription.status === 'removed') {
      delivery.state = 'failed';
      delivery.next_attempt_at = null;
      return;
    }
    if (!delivery.signature) delivery.signature = await signPayload(delivery.body, secret);
    const at = this.clock.now().toISOString();
    let status: number | null = null;
    try {
      const response = await withTimeout(
        this.deliver(delivery.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-service-signature': delivery.signature },
          body: delivery.body,
        }),
        ACK_TIMEOUT_MS,
      );
      status = response.status;
    } catch {
      status = null;
    }
    const ok = status !== null && status >= 200 && status < 300;
    delivery.attempts.push({ at, status, ok });
    if (ok) {
      delivery.state = 'delivered';
      delivery.next_attempt_at = null;
      return;
    }
    const retry = delivery.attempts.length;
    if (retry > MAX_RETRIES) {
      delivery.state = 'failed';
      delivery.next_attempt_at = null;
      // Exhausted retries mark the subscription unreachable (DECISIONS 6).
      subscription.status = 'unreachable';
      return;
    }
    const delay = retryDelay(retry, this.retryBaseMs);
    delivery.next_attempt_at = new Date(this.clock.now().getTime() + delay).toISOString();
    this.clock.schedule(delay, () => this.attempt(delivery, secret));
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
