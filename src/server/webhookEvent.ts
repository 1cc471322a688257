import type { PayrollEvent } from '../api/events/types';

/**
 * An event as the service delivers it (SPEC §6): the client's event record (`PayrollEvent`), one
 * wire shape. It is thin: it names what changed, and the page re-fetches the resource.
 *
 * @example
 * const event: WebhookEvent = {
 *   uuid: 'ev-1', event_type: 'payroll.paid', resource_type: 'Company', resource_uuid: companyId,
 *   entity_type: 'Payroll', entity_uuid: payrollId, timestamp: 1767225600,
 * };
 */
export interface WebhookEvent extends PayrollEvent {
  /** The company the event belongs to: the browser fan-out is scoped by it. */
  resource_uuid: string;
}

/**
 * An event with its position in the per-company logs of recent events: the `id` the page's
 * `EventSource` sees, and sends back as `Last-Event-ID` when it reconnects.
 *
 * @example
 * const recorded: RecordedEvent = { id: '1767225600123', event };
 */
export interface RecordedEvent {
  id: string;
  event: WebhookEvent;
}

/**
 * Where delivered events can be listened to, per company, on every instance: the webhook receiver
 * is one; the proxy serves it to the browser as Server-Sent Events.
 *
 * @example
 * const stop = hub.subscribe(companyId, (event) => console.log(event.event_type));
 * const { events } = await hub.recent([companyId], lastSeenId); // what a reconnecting page missed
 */
export interface CompanyEventHub {
  /**
   * Calls `listener` for each event recorded for the company from now on, on any instance;
   * `onSubscribed` once the subscription is live (a store may take a round trip to start it).
   */
  subscribe(
    companyId: string,
    listener: (event: WebhookEvent, id: string) => void,
    onSubscribed?: () => void,
  ): () => void;
  /**
   * The recorded events of these companies after the position `afterId` (none when it is
   * undefined), oldest first, and the newest position (`lastId`) among them. Positions are
   * decimal milliseconds since the epoch on the store's clock (made unique by counting up), so a
   * stream that could not read its starting position can start at {@link CompanyEventHub.now}.
   */
  recent(
    companyIds: readonly string[],
    afterId: string | undefined,
  ): Promise<{ events: RecordedEvent[]; lastId: string }>;
  /** The position "from now on", on the store's clock (`ProxyStore.now`), even while it is down. */
  now(): string;
}
