/**
 * An event as the service delivers it (SPEC §6). It is thin: it names what changed, and the page
 * re-fetches the resource.
 *
 * @example
 * const event: WebhookEvent = {
 *   uuid: 'ev-1', event_type: 'payroll.paid', resource_type: 'Company', resource_uuid: companyId,
 *   entity_type: 'Payroll', entity_uuid: payrollId, timestamp: 1767225600,
 * };
 */
export interface WebhookEvent {
  uuid: string;
  event_type: string;
  resource_type: string;
  /** The company the event belongs to: the browser fan-out is scoped by it. */
  resource_uuid: string;
  entity_type: string;
  entity_uuid: string;
  timestamp: number;
}

/**
 * Where delivered events can be listened to, per company: the webhook receiver is one; the proxy
 * serves it to the browser as Server-Sent Events.
 *
 * @example
 * const stop = hub.subscribe(companyId, (event) => console.log(event.event_type));
 */
export interface CompanyEventHub {
  subscribe(companyId: string, listener: (event: WebhookEvent) => void): () => void;
}
