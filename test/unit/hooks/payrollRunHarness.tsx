// Shared set-up of the payroll hook tests: the in-process demo service, a client of it, a React
// Query provider, the demo's test controls, and a stand-in for the proxy's event stream.
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PayrollClient } from '../../../src/api/client';
import { createDemoApi, createDemoFetch, type DemoApi } from '../../../src/demo-api';
import type { EventSourceLike } from '../../../src/hooks/payroll/payrollEventStream';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { demoClient } from '../api/demoService';

/** Monday 15 June 2026, 16:00 UTC: the demo's clock stands still until a test advances it. */
export const TODAY = '2026-06-15T16:00:00Z';

/**
 * A demo service with `employees` employees on a fixed clock (calculations finish when the test
 * advances it), a client and a React wrapper.
 */
export function payrollSession(employees = 12, options: { rateLimit?: number } = {}) {
  const start = new Date(TODAY).getTime();
  const api = createDemoApi({
    employees,
    now: () => new Date(start),
    rateLimit: options.rateLimit ?? 100_000,
  });
  const fetchFn = createDemoFetch(api) as typeof fetch;
  const client = demoClient(fetchFn, { retry: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  /** A page of its own: another client (e.g. a recording or lossy fetch) and its own cache. */
  const wrapperFor = (pageClient: PayrollClient) => {
    const pageCache = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return function PageWrapper({ children }: { children: ReactNode }) {
      return (
        <PayrollClientProvider client={pageClient} queryClient={pageCache}>
          {children}
        </PayrollClientProvider>
      );
    };
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  return { api, fetchFn, client, queryClient, wrapper, wrapperFor, companyId: api.companyUuid };
}

/** Calls the service as a partner's back office would (company token unless `system`). */
export async function demoCall(
  api: DemoApi,
  method: string,
  path: string,
  body?: unknown,
  token: 'company' | 'system' | 'none' = 'company',
  // Deliberately untyped: tests read the service's own JSON, not our client types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (token !== 'none') headers.authorization = `Bearer ${api.tokens[token]}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.handle(
    new Request(`${api.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * A stand-in for the proxy's `/events/stream` (`src/server/eventStream.ts`) over the demo's events
 * API: it delivers every event after `last_event_id` (the proxy's replay on reconnect) and then
 * each new one, as `message`s with the event JSON. Install with `globalThis.EventSource = …`.
 */
export function demoEventSource(
  api: DemoApi,
  opened: string[] = [],
  sources: Array<{ drop(): void }> = [],
  companyId: string = api.companyUuid,
) {
  return class DemoEventSource implements EventSourceLike {
    readyState = 0;
    onopen: EventSourceLike['onopen'] = null;
    onmessage: EventSourceLike['onmessage'] = null;
    onerror: EventSourceLike['onerror'] = null;
    private cursor: string | undefined;
    private timer: ReturnType<typeof setInterval> | undefined;
    private seen = new Set<string>();
    private primed: boolean;

    constructor(url: string) {
      opened.push(url);
      sources.push(this);
      const last = new URL(url, api.baseUrl).searchParams.get('last_event_id');
      this.cursor = last ?? undefined;
      // Without a last id, a fresh stream carries only what happens from now on.
      this.primed = last !== null;
      queueMicrotask(() => {
        this.readyState = 1;
        (this.onopen as ((event: Event) => void) | null)?.(new Event('open'));
      });
      this.timer = setInterval(() => void this.pull(), 5);
    }

    private async pull() {
      const query = new URLSearchParams({ limit: '100', resource_uuid: companyId });
      if (this.cursor) query.set('starting_after_uuid', this.cursor);
      const { status, body } = await demoCall(api, 'GET', `/v1/events?${query}`, undefined, 'system');
      if (status !== 200 || this.readyState === 2) return;
      const full = (body as unknown[]).length === 100;
      for (const event of body as Array<{ uuid: string }>) {
        this.cursor = event.uuid;
        if (this.seen.has(event.uuid)) continue;
        this.seen.add(event.uuid);
        if (this.primed)
          (this.onmessage as ((event: MessageEvent<string>) => void) | null)?.(
            new MessageEvent('message', { data: JSON.stringify(event), lastEventId: event.uuid }),
          );
      }
      // Skip the history a fresh stream would not carry, 100 events a pull.
      if (!full) this.primed = true;
    }

    close() {
      this.readyState = 2;
      clearInterval(this.timer);
    }

    /** The connection breaks (a proxy restart): the browser would now be reconnecting. */
    drop() {
      clearInterval(this.timer);
      this.readyState = 0;
      (this.onerror as ((event: Event) => void) | null)?.(new Event('error'));
    }
  };
}
