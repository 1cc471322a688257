import { redactingLogger, type ProxyLogger } from './logger';
import { readLimited } from './requestBody';
import { verifyWebhookSignature } from './signature';
import { memoryStore, type ProxyStore } from './store';
import type { CompanyEventHub, WebhookEvent } from './webhookEvent';

/**
 * Options of {@link createWebhookReceiver}.
 *
 * @example
 * const options: WebhookReceiverOptions = {
 *   verify: subscriptionVerifier({ baseUrl, tokens: systemTokens }),
 *   onEvent: (event) => audit.record(event.uuid, event.event_type),
 * };
 */
export interface WebhookReceiverOptions {
  /**
   * Completes the handshake with the service (`PUT /v1/webhook_subscriptions/{uuid}/verify`,
   * system token). Throws when the service refuses the token; the receiver then forgets it.
   */
  verify(subscriptionUuid: string, verificationToken: string): Promise<void>;
  /** Called once per event, after the delivery was acknowledged. */
  onEvent?(event: WebhookEvent): void | Promise<void>;
  /** Verification tokens of subscriptions verified elsewhere (e.g. before a restart). */
  getVerificationTokens?(): Promise<readonly string[]>;
  store?: ProxyStore;
  logger?: ProxyLogger;
  /** Largest delivery accepted. Default 256 KiB (events are thin). */
  maxBodyBytes?: number;
  /** How long a delivered event id is remembered. Default 4 days: the service retries for 3. */
  dedupeTtlMs?: number;
}

/**
 * The receiver: a Web handler for the service's POSTs, and the per-company hub of the events it
 * accepted (give it to `createPayrollProxy({ events })` to stream them to the page).
 *
 * @example
 * const receiver = createWebhookReceiver(options);
 * const response = await receiver(request);
 * receiver.subscribe(companyId, (event) => console.log(event.event_type));
 */
export type WebhookReceiver = ((request: Request) => Promise<Response>) &
  CompanyEventHub & {
    /** Resolves when every acknowledged delivery has been processed (tests, graceful shutdown). */
    idle(): Promise<void>;
  };

const TOKENS_KEY = 'webhook:verification-tokens';

/**
 * Receives the service's webhooks: answers the verification POST and completes verification,
 * checks `X-Service-Signature` in constant time (401 when forged or altered), acknowledges at once
 * and processes after (the service allows 10 s), and delivers each event once to `onEvent` and
 * to the page, however often the service retries or an attacker replays it.
 *
 * @example
 * import { createWebhookReceiver, subscriptionVerifier } from 'payroll-kit/server';
 * const receiver = createWebhookReceiver({
 *   verify: subscriptionVerifier({ baseUrl: 'https://api.payroll.example', tokens: systemTokens }),
 * });
 * // Next.js: app/api/webhooks/route.ts
 * export const POST = (request: Request) => receiver(request);
 */
export function createWebhookReceiver(options: WebhookReceiverOptions): WebhookReceiver {
  const store = options.store ?? memoryStore();
  const maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  const dedupeTtlMs = options.dedupeTtlMs ?? 4 * 24 * 3600_000;
  const log = redactingLogger(options.logger);
  // Deliveries are processed one after another, in arrival order, after being acknowledged.
  let queue: Promise<void> = Promise.resolve();
  const later = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      log({ level: 'error', message: 'webhook processing failed', reason: String(error) });
    });
  };

  async function knownTokens(): Promise<string[]> {
    const stored = JSON.parse((await store.get(TOKENS_KEY)) ?? '[]') as string[];
    const external = (await options.getVerificationTokens?.()) ?? [];
    return [...stored, ...external];
  }

  async function rememberToken(token: string): Promise<void> {
    const tokens = JSON.parse((await store.get(TOKENS_KEY)) ?? '[]') as string[];
    if (!tokens.includes(token)) await store.set(TOKENS_KEY, JSON.stringify([...tokens, token]));
  }

  async function deliver(event: WebhookEvent): Promise<void> {
    // Claim the event id first: a retry or replay arriving meanwhile finds it taken.
    if (!(await store.setIfAbsent(`webhook:event:${event.uuid}`, '1', dedupeTtlMs))) {
      log({ level: 'info', message: 'duplicate event ignored', reason: event.event_type });
      return;
    }
    await options.onEvent?.(event);
    await store.publish(`events:${event.resource_uuid}`, JSON.stringify(event));
  }

  const receive = async (request: Request): Promise<Response> => {
    if (request.method.toUpperCase() !== 'POST') return status(405);
    const raw = await readLimited(request, maxBodyBytes);
    if (!raw) return status(413);
    let payload: Record<string, unknown>;
    try {
      const parsed = JSON.parse(new TextDecoder().decode(raw)) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return status(400);
      payload = parsed as Record<string, unknown>;
    } catch {
      return status(400);
    }
    const signature = request.headers.get('x-service-signature');

    const verificationToken = payload.verification_token;
    const subscriptionUuid = payload.webhook_subscription_uuid;
    if (typeof verificationToken === 'string' && typeof subscriptionUuid === 'string') {
      // The handshake is signed with the token it carries: that proves integrity only. Trust
      // comes from the service accepting the token in `verify`; only then is it remembered, so
      // a forged handshake cannot plant a signing key.
      if (!(await verifyWebhookSignature(raw, signature, [verificationToken]))) return status(401);
      later(async () => {
        try {
          await options.verify(subscriptionUuid, verificationToken);
        } catch (error) {
          log({ level: 'warn', message: 'subscription verification refused', reason: String(error) });
          return;
        }
        await rememberToken(verificationToken);
        log({ level: 'info', message: 'subscription verified' });
      });
      return status(200);
    }

    if (!(await verifyWebhookSignature(raw, signature, await knownTokens()))) {
      log({ level: 'warn', message: 'webhook signature refused' });
      return status(401);
    }
    if (!isEvent(payload)) return status(400);
    later(() => deliver(payload));
    return status(200);
  };

  return Object.assign(receive, {
    subscribe(companyId: string, listener: (event: WebhookEvent) => void) {
      return store.subscribe(`events:${companyId}`, (message) =>
        listener(JSON.parse(message) as WebhookEvent),
      );
    },
    idle: async () => {
      // Work queued while waiting is waited for too.
      let seen: Promise<void> | undefined;
      while (seen !== queue) {
        seen = queue;
        await queue;
      }
    },
  });
}

function isEvent(value: Record<string, unknown>): value is WebhookEvent & Record<string, unknown> {
  return (
    typeof value.uuid === 'string' &&
    typeof value.event_type === 'string' &&
    typeof value.resource_uuid === 'string'
  );
}

function status(code: number): Response {
  return new Response(null, { status: code });
}
