import { useEffect, useState } from 'react';

/**
 * One live event as the page receives it from the proxy's Server-Sent Events stream.
 *
 * @example
 * const event: LiveEvent = { uuid: 'ev-1', event_type: 'payroll.paid', entity_type: 'Payroll', timestamp: 1 };
 */
export interface LiveEvent {
  uuid: string;
  event_type: string;
  entity_type: string;
  timestamp: number;
}

/**
 * The latest payroll events of the signed-in company (newest first), pushed by the proxy as the
 * service's webhooks arrive, so the page updates without polling.
 *
 * @example
 * const events = useCompanyEvents(companyId);
 */
export function useCompanyEvents(companyId: string | undefined, keep = 5): LiveEvent[] {
  const [events, setEvents] = useState<LiveEvent[]>([]);
  useEffect(() => {
    if (!companyId) return;
    const source = new EventSource(`/api/payroll/events/stream?company_id=${encodeURIComponent(companyId)}`);
    source.onmessage = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as LiveEvent;
      setEvents((current) => [event, ...current.filter((e) => e.uuid !== event.uuid)].slice(0, keep));
    };
    return () => source.close();
  }, [companyId, keep]);
  return events;
}
