import { useCallback, useState } from 'react';
import type { LiveEvent } from './useCompanyEvents';

/**
 * Events a flow reports on the page through `onEvent` (time-off requests created, approved,
 * declined), kept beside the service's webhooks so the Live updates panel shows every action,
 * including those the demo service sends no webhook for.
 *
 * @example
 * const page = usePageEvents();
 * <TimeOff companyId={id} onEvent={(type) => page.add(type)} />
 */
export function usePageEvents(keep = 5) {
  const [events, setEvents] = useState<LiveEvent[]>([]);
  const add = useCallback(
    (type: string) => {
      const event: LiveEvent = {
        uuid: crypto.randomUUID(),
        event_type: type,
        entity_type: 'Page',
        timestamp: Date.now() / 1000,
      };
      setEvents((current) => [event, ...current].slice(0, keep));
    },
    [keep],
  );
  return { events, add };
}

/**
 * An event name cut after each dot, so it can wrap between its words (`timeOffRequest.`,
 * `approved`) rather than in the middle of one.
 *
 * @example
 * eventNameParts('employee.onboarded'); // ['employee.', 'onboarded']
 */
export function eventNameParts(name: string): string[] {
  return name.split(/(?<=\.)/);
}
