import type { PayrollEvent } from '../../api/events/types';

/**
 * The part of the browser's `EventSource` the stream uses, so tests and non-browser runtimes can
 * pass their own.
 *
 * @example
 * const source: EventSourceLike = new EventSource(url, { withCredentials: true });
 */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((this: never, event: Event) => unknown) | null;
  onmessage: ((this: never, event: MessageEvent<string>) => unknown) | null;
  onerror: ((this: never, event: Event) => unknown) | null;
  close(): void;
}

/**
 * Makes the connection; the default is the global `EventSource` with credentials.
 *
 * @example
 * const open: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true });
 */
export type EventSourceFactory = (url: string) => EventSourceLike;

const OPEN = 1;
const LAST_EVENT_KEY = 'payroll-kit:last-event-id:';
const PAID_KEY = 'payroll-kit:paid-payrolls';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * One shared connection to the proxy's event stream (`{baseUrl}/events/stream`) per base URL,
 * opened while anything listens and closed when the last listener leaves. It remembers the last
 * event id in `sessionStorage` and, on a fresh page, passes it as `last_event_id` so the proxy
 * replays what the page missed (the browser's own reconnects send `Last-Event-ID`). Payrolls seen
 * `paid` are remembered in `localStorage`, so `paid` survives a reload even after the replay
 * window has passed.
 *
 * @example
 * const stream = payrollEventStream('/api/payroll');
 * const stop = stream.subscribe((event) => console.log(event.event_type));
 */
export class PayrollEventStream {
  private source: EventSourceLike | undefined;
  private readonly listeners = new Set<(event: PayrollEvent) => void>();
  private readonly openListeners = new Set<() => void>();
  private open = false;
  private paid: Set<string> | undefined;

  constructor(
    private readonly baseUrl: string,
    readonly factory: EventSourceFactory | undefined,
  ) {}

  /** True while the connection is open: followers may stop polling. @example stream.isOpen() */
  isOpen = (): boolean => this.open;

  /** Listen to the open/closed state. @example useSyncExternalStore(stream.subscribeOpen, stream.isOpen) */
  subscribeOpen = (listener: () => void): (() => void) => {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  };

  /**
   * Receive every event of the companies the proxy session may see.
   *
   * @example
   * const stop = stream.subscribe((event) => event.event_type === 'payroll.paid' && refresh());
   */
  subscribe = (listener: (event: PayrollEvent) => void): (() => void) => {
    this.listeners.add(listener);
    this.connect();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.disconnect();
    };
  };

  /** Whether a `payroll.paid` event was ever seen for this payroll here. @example stream.wasPaid(id) */
  wasPaid(payrollId: string): boolean {
    return this.paidSet().has(payrollId);
  }

  /** The last event id seen, as the proxy's replay takes it. @example stream.lastEventId() */
  lastEventId(): string | null {
    try {
      return session()?.getItem(LAST_EVENT_KEY + this.baseUrl) ?? null;
    } catch {
      return null;
    }
  }

  private paidSet(): Set<string> {
    if (!this.paid) {
      try {
        this.paid = new Set(JSON.parse(local()?.getItem(PAID_KEY) ?? '[]') as string[]);
      } catch {
        this.paid = new Set();
      }
    }
    return this.paid;
  }

  private remember(event: PayrollEvent): void {
    try {
      session()?.setItem(LAST_EVENT_KEY + this.baseUrl, event.uuid);
      if (event.event_type === 'payroll.paid' && !this.paidSet().has(event.entity_uuid)) {
        this.paidSet().add(event.entity_uuid);
        // Keep the newest few hundred: enough for any page, bounded for storage.
        local()?.setItem(PAID_KEY, JSON.stringify([...this.paidSet()].slice(-500)));
      }
    } catch {
      // Storage unavailable: the stream still works for this page.
    }
  }

  private setOpen(open: boolean): void {
    if (this.open === open) return;
    this.open = open;
    for (const listener of [...this.openListeners]) listener();
  }

  private connect(): void {
    if (this.source) return;
    const factory =
      this.factory ??
      (typeof EventSource === 'undefined'
        ? undefined
        : (url: string): EventSourceLike => new EventSource(url, { withCredentials: true }));
    if (!factory) return;
    const last = this.lastEventId();
    const url =
      `${this.baseUrl.replace(/\/+$/, '')}/events/stream` +
      (last ? `?last_event_id=${encodeURIComponent(last)}` : '');
    const source = factory(url);
    this.source = source;
    source.onopen = () => this.setOpen(true);
    // The browser reconnects by itself (sending Last-Event-ID); until then followers poll.
    source.onerror = () => this.setOpen(source.readyState === OPEN);
    source.onmessage = (message: MessageEvent<string>) => {
      this.setOpen(true);
      let event: PayrollEvent;
      try {
        event = JSON.parse(message.data) as PayrollEvent;
      } catch {
        return; // Not an event record: nothing to learn from it.
      }
      if (!event || typeof event.event_type !== 'string') return;
      this.remember(event);
      for (const listener of [...this.listeners]) listener(event);
    };
    if (source.readyState === OPEN) this.setOpen(true);
  }

  private disconnect(): void {
    this.source?.close();
    this.source = undefined;
    this.setOpen(false);
  }
}

const streams = new Map<string, PayrollEventStream>();
const customStreams = new WeakMap<EventSourceFactory, Map<string, PayrollEventStream>>();

/**
 * The shared stream of a proxy base URL (one connection per page and factory, however many hooks
 * follow it).
 *
 * @example
 * payrollEventStream(client.baseUrl).subscribe(onEvent);
 */
export function payrollEventStream(baseUrl: string, factory?: EventSourceFactory): PayrollEventStream {
  let byUrl = streams;
  if (factory) {
    byUrl = customStreams.get(factory) ?? new Map();
    customStreams.set(factory, byUrl);
  }
  let stream = byUrl.get(baseUrl);
  if (!stream) byUrl.set(baseUrl, (stream = new PayrollEventStream(baseUrl, factory)));
  return stream;
}
