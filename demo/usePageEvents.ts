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
 * Names whose plain reading would not be true (`payroll.paid` means payments are scheduled, SPEC
 * §6.2). `payroll.processed` keeps its own words: one submission sends `payroll.submitted` and
 * then `payroll.processed`, and both reading "Payroll submitted" listed one submission twice.
 */
const EVENT_WORDS: Record<string, string> = {
  'payroll.paid': 'Payroll payments scheduled',
};

/**
 * An event name in words for the Live updates panel: `payroll.calculated` reads "Payroll
 * calculated", `timeOffRequest.approved` "Time off request approved".
 *
 * @example
 * eventWords('employee.onboarded'); // 'Employee onboarded'
 */
export function eventWords(name: string): string {
  const known = EVENT_WORDS[name];
  if (known) return known;
  const words = name
    .split(/[._]/)
    .flatMap((part) => part.split(/(?=[A-Z])/))
    .map((word) => word.toLowerCase())
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
