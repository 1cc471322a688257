import { redactingLogger, type ProxyLogger } from './logger';
import { readLimited } from './requestBody';
import { timingSafeEqualText, verifyWebhookSignature } from './signature';
import { memoryStore, type ProxyStore } from './store';
import type { CompanyEventHub, RecordedEvent, WebhookEvent } from './webhookEvent';

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
   * system token). Called only for a subscription announced with `expectVerification`, once.
   * Throws when the service refuses the token; the receiver then forgets it.
   */
  verify(subscriptionUuid: string, verificationToken: string): Promise<void>;
  /** Called once per event, after the delivery was acknowledged. */
  onEvent?(event: WebhookEvent): void | Promise<void>;
  /**
   * Verification tokens the partner keeps itself (a secret store): deliveries signed with them
   * are accepted whatever the store holds.
   */
  getVerificationTokens?(): Promise<readonly string[]>;
  /**
   * Recovers a verification token the store lost (Redis restarted with no persistence): when a
   * delivery matches no known token and one of these subscriptions has none in the store, the
   * receiver asks the service to send its handshake again (at most once a minute per
   * subscription, across instances) and accepts that handshake once, as after creating it. The
   * service's retries of the refused deliveries are then accepted.
   */
  reverify?: {
    /** The uuids of the subscriptions this server created, as the partner keeps them (not secret). */
    subscriptions(): readonly string[] | Promise<readonly string[]>;
    /** Asks the service for the handshake again: `verificationTokenRequester(…)`. */
    requestVerificationToken(subscriptionUuid: string): Promise<void>;
  };
  store?: ProxyStore;
  logger?: ProxyLogger;
  /** Largest delivery accepted. Default 256 KiB (events are thin). */
  maxBodyBytes?: number;
  /** How long a delivered event id is remembered. Default 4 days: the service retries for 3. */
  dedupeTtlMs?: number;
  /** Recent events kept per company, replayed to a page that reconnects. Default 1,000. */
  recentEvents?: number;
  /** How long `expectVerification` waits for the service's handshake. Default 1 hour. */
  handshakeTtlMs?: number;
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
    /**
     * Announces a subscription this server just created (`POST /v1/webhook_subscriptions`):
     * the receiver accepts that subscription's verification handshake, once, and no other.
     */
    expectVerification(subscriptionUuid: string): Promise<void>;
    /** Resolves when every acknowledged delivery has been processed (tests, graceful shutdown). */
    idle(): Promise<void>;
  };

const TOKENS_KEY = 'webhook:verification-tokens';
const pendingKey = (subscriptionUuid: string) => `webhook:pending:${subscriptionUuid}`;
const verifiedKey = (subscriptionUuid: string) => `webhook:verified:${subscriptionUuid}`;
const reverifyKey = (subscriptionUuid: string) => `webhook:reverify:${subscriptionUuid}`;
/** How often a lost token may be asked for again: a forged delivery costs the service one call a minute at most. */
const REVERIFY_INTERVAL_MS = 60_000;
const logKey = (companyId: string) => `events:log:${companyId}`;
const channelKey = (companyId: string) => `events:${companyId}`;

/**
 * Receives the service's webhooks: completes the verification handshake of the subscriptions this
 * server created (any other is refused without an upstream call), checks `X-Service-Signature` in
 * constant time (401 when forged or altered), records each event once in its company's log of
 * recent events before acknowledging (503 while the store is unreachable, so the service retries),
 * and hands it to `onEvent` and to the pages after, however often the service retries or an
 * attacker replays it.
 *
 * @example
 * import { createWebhookReceiver, subscriptionVerifier } from 'payroll-kit/server';
 * const receiver = createWebhookReceiver({
 *   verify: subscriptionVerifier({ baseUrl: 'https://api.payroll.example', tokens: systemTokens }),
 * });
 * // Next.js: app/api/webhooks/route.ts
 * export const POST = (request: Request) => receiver(request);
 * // After creating the subscription with the system token:
 * await receiver.expectVerification(subscription.uuid);
 */
export function createWebhookReceiver(options: WebhookReceiverOptions): WebhookReceiver {
  const store = options.store ?? memoryStore();
  const maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  const dedupeTtlMs = options.dedupeTtlMs ?? 4 * 24 * 3600_000;
  const recentEvents = options.recentEvents ?? 1000;
  const handshakeTtlMs = options.handshakeTtlMs ?? 3600_000;
  const log = redactingLogger(options.logger);
  // Deliveries are processed one after another, in arrival order, after being acknowledged.
  let queue: Promise<void> = Promise.resolve();
  const later = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      log({ level: 'error', message: 'webhook processing failed', reason: String(error) });
    });
  };

  async function knownTokens(): Promise<string[]> {
    const external = (await options.getVerificationTokens?.()) ?? [];
    return [...(await store.setMembers(TOKENS_KEY)), ...external];
  }

  /**
   * The handshake is signed with the token it carries: that proves integrity only. So it is
   * answered only for a subscription this server announced, once (`take` hands the pending
   * mark to exactly one delivery on any instance), and the token is kept only once the service
   * accepts it: forged handshakes can neither plant a signing key nor spend the system token.
   */
  async function handshake(subscriptionUuid: string, verificationToken: string): Promise<Response> {
    const verified = await store.get(verifiedKey(subscriptionUuid));
    // The service retrying a handshake we already completed (our 200 was lost): no new call.
    if (verified !== undefined && timingSafeEqualText(verified, verificationToken)) return status(200);
    if ((await store.take(pendingKey(subscriptionUuid))) === undefined) {
      log({ level: 'warn', message: 'unexpected verification handshake refused' });
      return status(404);
    }
    later(async () => {
      try {
        await options.verify(subscriptionUuid, verificationToken);
      } catch (error) {
        log({ level: 'warn', message: 'subscription verification refused', reason: String(error) });
        return;
      }
      await store.addToSet(TOKENS_KEY, verificationToken);
      await store.set(verifiedKey(subscriptionUuid), verificationToken);
      log({ level: 'info', message: 'subscription verified' });
    });
    return status(200);
  }

  /**
   * For each subscription of `reverify` whose token the store no longer holds, announces the
   * handshake again and asks the service to send it; one instance asks, once per interval.
   */
  async function reverifyLostTokens(): Promise<void> {
    const reverify = options.reverify;
    if (!reverify) return;
    for (const subscriptionUuid of await reverify.subscriptions()) {
      if ((await store.get(verifiedKey(subscriptionUuid))) !== undefined) continue;
      if (!(await store.setIfAbsent(reverifyKey(subscriptionUuid), '1', REVERIFY_INTERVAL_MS))) continue;
      await store.set(pendingKey(subscriptionUuid), '1', handshakeTtlMs);
      log({ level: 'warn', message: 'verification token lost; asking the service to resend it' });
      later(() => reverify.requestVerificationToken(subscriptionUuid));
    }
  }

  async function record(event: WebhookEvent): Promise<Response> {
    // Claimed, logged and announced in one atomic step: a retry or replay, here or on another
    // instance, finds the event id taken. Only then is the delivery acknowledged.
    const id = await store.appendToLog({
      log: logKey(event.resource_uuid),
      entry: JSON.stringify(event),
      maxLength: recentEvents,
      onceKey: `webhook:event:${event.uuid}`,
      onceTtlMs: dedupeTtlMs,
      channel: channelKey(event.resource_uuid),
    });
    if (id === undefined) {
      log({ level: 'info', message: 'duplicate event ignored', reason: event.event_type });
    } else if (options.onEvent) {
      const onEvent = options.onEvent;
      later(async () => {
        await onEvent(event);
      });
    }
    return status(200);
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
    try {
      const verificationToken = payload.verification_token;
      const subscriptionUuid = payload.webhook_subscription_uuid;
      if (typeof verificationToken === 'string' && typeof subscriptionUuid === 'string') {
        if (!(await verifyWebhookSignature(raw, signature, [verificationToken]))) return status(401);
        return await handshake(subscriptionUuid, verificationToken);
      }
      if (!(await verifyWebhookSignature(raw, signature, await knownTokens()))) {
        log({ level: 'warn', message: 'webhook signature refused' });
        await reverifyLostTokens();
        // Refused, so the service retries it: accepted once the token is recovered.
        return status(401);
      }
      if (!isEvent(payload)) return status(400);
      return await record(payload);
    } catch (error) {
      // The store is unreachable: not acknowledged, so the service delivers it again later.
      log({ level: 'error', message: 'webhook store unavailable', reason: String(error) });
      return status(503);
    }
  };

  return Object.assign(receive, {
    subscribe(
      companyId: string,
      listener: (event: WebhookEvent, id: string) => void,
      onSubscribed?: () => void,
    ) {
      return store.subscribe(
        channelKey(companyId),
        (message) => {
          let recorded: RecordedEvent;
          try {
            const { id, entry } = JSON.parse(message) as { id: string; entry: string };
            recorded = { id, event: JSON.parse(entry) as WebhookEvent };
          } catch {
            log({ level: 'warn', message: 'unreadable event announcement ignored' });
            return;
          }
          listener(recorded.event, recorded.id);
        },
        onSubscribed,
      );
    },
    now: () => String(store.now?.() ?? Date.now()),
    async recent(companyIds: readonly string[], afterId: string | undefined) {
      const { entries, lastId } = await store.readLogs(companyIds.map(logKey), afterId);
      const events: RecordedEvent[] = entries.map(({ id, entry }) => ({
        id,
        event: JSON.parse(entry) as WebhookEvent,
      }));
      return { events, lastId };
    },
    async expectVerification(subscriptionUuid: string) {
      await store.set(pendingKey(subscriptionUuid), '1', handshakeTtlMs);
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
