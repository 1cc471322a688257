import type { CompanyEventHub, RecordedEvent } from './webhookEvent';

const encoder = new TextEncoder();

/** A read that failed (store unreachable) is tried again after this long, doubling up to the ceiling. */
const READ_RETRY_FIRST_MS = 250;
const READ_RETRY_MAX_MS = 5_000;

/** Options of {@link companyEventStream}. */
export interface CompanyEventStreamOptions {
  /** Aborted when the page goes away. */
  signal: AbortSignal;
  /** The last event the page saw (`Last-Event-ID` or `last_event_id`): what came after is replayed. */
  lastEventId?: string;
  /** Whether the session still holds these companies; when it does not, the stream closes. */
  stillAllowed(): Promise<boolean>;
  /** Comment lines that keep idle proxies and load balancers from closing it. Default 25 s. */
  heartbeatMs?: number;
  /** How often the session is re-checked (it is also re-checked on every event). Default 30 s. */
  recheckMs?: number;
}

/**
 * A Server-Sent Events response carrying the events of the given companies: one `message` per
 * event (`id` = its position in the logs of recent events, `data` = the event JSON), read from
 * the hub's logs in order so that nothing recorded on any instance is skipped or sent twice:
 * after `lastEventId` when the page reconnects, and again on every announcement, every
 * re-check and every return of the hub's subscription after a dropped store connection (a read
 * the store refused is tried again within seconds). The session is re-checked
 * before each batch and on a timer; the stream closes as soon as it no longer holds.
 *
 * The stream's starting position is read before the response is returned, so an event recorded
 * once the page sees the stream open is never taken for one it had already loaded.
 *
 * @example
 * return await companyEventStream(hub, ['c-1'], { signal: request.signal, stillAllowed: () => sessionHolds(request) });
 */
export async function companyEventStream(
  hub: CompanyEventHub,
  companyIds: readonly string[],
  options: CompanyEventStreamOptions,
): Promise<Response> {
  const { signal, stillAllowed } = options;
  const stops: (() => void)[] = [];
  const timers: ReturnType<typeof setInterval>[] = [];
  let closed = false;
  let readRetry: ReturnType<typeof setTimeout> | undefined;
  let cursor = options.lastEventId;
  // A fresh stream starts at the newest recorded event: the page has just loaded its data.
  let replay: RecordedEvent[] = [];
  try {
    const start = await hub.recent(companyIds, cursor);
    if (cursor === undefined) cursor = start.lastId;
    else replay = start.events;
  } catch {
    // The store is unreachable. Ids follow the store's clock in milliseconds, so a fresh stream
    // starts at its opening time on that clock (never this machine's, which may run ahead and
    // hide every later event): what is recorded once the store is back is sent, not taken for
    // something the page had loaded.
    cursor ??= hub.now();
  }
  let end = () => {};
  const close = () => {
    closed = true;
    for (const stop of stops.splice(0)) stop();
    for (const timer of timers.splice(0)) clearInterval(timer);
    clearTimeout(readRetry);
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      end = () => {
        close();
        try {
          controller.close();
        } catch {
          // Already closed by the consumer.
        }
      };
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };

      const sendAll = (events: readonly RecordedEvent[]) => {
        for (const { id, event } of events) {
          if (cursor !== undefined && Number(id) <= Number(cursor)) continue;
          // No `event:` line: every event is a plain `message`, so one `onmessage` sees them
          // all and switches on `event_type` inside the data.
          send(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
          cursor = id;
        }
      };

      // Reads run one at a time; announcements arriving meanwhile fold into the next read.
      let running: Promise<void> = Promise.resolve();
      let queued = false;
      let recheckQueued = false;
      let readRetryMs = READ_RETRY_FIRST_MS;
      const catchUp = (recheck: boolean) => {
        if (closed) return;
        recheckQueued ||= recheck;
        if (queued) return;
        queued = true;
        running = running.then(async () => {
          queued = false;
          const recheckNow = recheckQueued;
          recheckQueued = false;
          if (closed) return;
          try {
            if (recheckNow && !(await stillAllowed())) {
              end();
              return;
            }
            const { events } = await hub.recent(companyIds, cursor);
            if (closed) return;
            readRetryMs = READ_RETRY_FIRST_MS;
            sendAll(events);
          } catch {
            // The store is unreachable: the cursor stays, and the read is tried again soon (an
            // announcement that arrived meanwhile would otherwise wait for the next re-check).
            if (closed) return;
            clearTimeout(readRetry);
            readRetry = setTimeout(() => catchUp(false), readRetryMs);
            readRetryMs = Math.min(readRetryMs * 2, READ_RETRY_MAX_MS);
          }
        });
      };

      // Sent at once so the browser knows the stream is open before the first event.
      send(': connected\nretry: 3000\n\n');
      sendAll(replay);
      // Once a subscription is live, one more read covers what was recorded while it started.
      for (const companyId of companyIds) {
        stops.push(
          hub.subscribe(
            companyId,
            () => catchUp(true),
            () => catchUp(false),
          ),
        );
      }
      timers.push(setInterval(() => send(': heartbeat\n\n'), options.heartbeatMs ?? 25_000));
      timers.push(setInterval(() => catchUp(true), options.recheckMs ?? 30_000));
      if (signal.aborted) end();
      signal.addEventListener('abort', () => end());
    },
    cancel: close,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
  });
}
