import type { CompanyEventHub, WebhookEvent } from './webhookEvent';

const encoder = new TextEncoder();

/**
 * A Server-Sent Events response carrying the events of the given companies: one `message` per
 * event (`id` = event uuid, `data` = the event JSON), and a comment line as
 * heartbeat so idle proxies and load balancers keep the connection open.
 *
 * @example
 * return companyEventStream(hub, ['c-1'], request.signal);
 */
export function companyEventStream(
  hub: CompanyEventHub,
  companyIds: readonly string[],
  signal: AbortSignal,
  heartbeatMs = 25_000,
): Response {
  const stops: (() => void)[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  const close = () => {
    for (const stop of stops.splice(0)) stop();
    if (timer) clearInterval(timer);
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      // No `event:` line: every event is a plain `message`, so one `onmessage` sees them all and
      // switches on `event_type` inside the data.
      const onEvent = (event: WebhookEvent) => send(`id: ${event.uuid}\ndata: ${JSON.stringify(event)}\n\n`);
      for (const companyId of companyIds) stops.push(hub.subscribe(companyId, onEvent));
      // Sent at once so the browser knows the stream is open before the first event.
      send(': connected\nretry: 3000\n\n');
      timer = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
      signal.addEventListener('abort', () => {
        close();
        try {
          controller.close();
        } catch {
          // Already closed by the consumer.
        }
      });
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
