/**
 * The whole payroll stack inside the page (tests and stories), as `npm start` wires it in Node: the demo payroll
 * service, the real proxy (company token held here, never by the page), the real webhook receiver
 * subscribed to the service, and the proxy's event stream. All of it is Web-standard code, so it
 * runs in Chromium; only `EventSource` is swapped for one that reads the same stream through the
 * in-page proxy (a browser's own EventSource cannot reach an in-page handler).
 */
import { createPayrollProxy } from '../../src/server/proxy';
import { subscriptionVerifier } from '../../src/server/subscriptionVerifier';
import { staticToken } from '../../src/server/tokens';
import { createWebhookReceiver } from '../../src/server/webhookReceiver';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '../../src/testing';
import { inPageFetch } from './inPageFetch';

let stacks = 0;

/** A running in-page stack: the demo service, and the page's `fetch` through the proxy. */
export interface PayrollStack {
  api: DemoApi;
  /** The proxy's base URL, as a partner's page gives `PayrollProvider`. */
  baseUrl: string;
  /** The page's fetch: every call goes through the proxy. */
  fetch: typeof fetch;
  /** An `EventSource` class reading the proxy's stream in the page; install it as the global. */
  EventSource: ReturnType<typeof proxyEventSource>;
  /** Every request the page sent through the proxy, with the proxy's answer. */
  requests: Array<{ method: string; path: string; status: number }>;
  /** Calls a `/__demo/` test control of the service. */
  control(method: string, path: string, body?: unknown): Promise<Response>;
}

/**
 * Starts the stack and subscribes the webhook receiver (handshake included).
 *
 * @example
 * const stack = await startPayrollStack();
 * globalThis.EventSource = stack.EventSource;
 */
export async function startPayrollStack(options: DemoApiOptions = {}): Promise<PayrollStack> {
  // Drafts, the last event id and payrolls seen paid are kept per payroll in web storage; the
  // demo's uuids repeat between services, so every stack starts with clean storage.
  sessionStorage.clear();
  localStorage.clear();
  const basePath = `/stack-${++stacks}/api/payroll`;
  const receiverRef: { current?: (request: Request) => Promise<Response> } = {};
  const api = createDemoApi({
    ...options,
    deliver: async (url, init) =>
      receiverRef.current ? receiverRef.current(new Request(url, init)) : new Response(null, { status: 503 }),
  });
  const upstream = { baseUrl: api.baseUrl, fetch: (request: Request) => api.handle(request) };
  const receiver = createWebhookReceiver({
    verify: subscriptionVerifier({ ...upstream, tokens: staticToken(api.tokens.system) }),
  });
  receiverRef.current = receiver;
  const proxy = createPayrollProxy({
    upstream,
    tokens: staticToken(api.tokens.company),
    getSession: () => ({ id: 'admin', role: 'admin', companyIds: [api.companyUuid] }),
    allowedOrigins: [location.origin],
    events: receiver,
    basePath,
  });
  const requests: PayrollStack['requests'] = [];
  const proxied = inPageFetch(proxy, (request, response) =>
    requests.push({ method: request.method, path: new URL(request.url).pathname, status: response.status }),
  );

  const webhookUrl = `${location.origin}/webhooks`;
  const created = await api.handle(
    new Request(`${api.baseUrl}/v1/webhook_subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.tokens.system}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: webhookUrl, subscription_types: ['Company', 'Employee', 'Payroll'] }),
    }),
  );
  const { uuid } = (await created.json()) as { uuid: string };
  // The receiver answers the handshake only of a subscription it was told about.
  await receiver.expectVerification(uuid);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await receiver.idle();
    const current = await api.handle(
      new Request(`${api.baseUrl}/v1/webhook_subscriptions/${uuid}`, {
        headers: { authorization: `Bearer ${api.tokens.system}` },
      }),
    );
    if (((await current.json()) as { status?: string }).status === 'verified') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const baseUrl = `${location.origin}${basePath}`;
  return {
    api,
    baseUrl,
    fetch: proxied,
    requests,
    EventSource: proxyEventSource(proxied),
    control: (method, path, body) =>
      api.fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

/** An `EventSource` that reads a Server-Sent Events response from the in-page proxy. */
function proxyEventSource(proxied: typeof fetch) {
  return class ProxyEventSource {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readyState = 0;
    onopen: ((event: Event) => unknown) | null = null;
    onmessage: ((event: MessageEvent<string>) => unknown) | null = null;
    onerror: ((event: Event) => unknown) | null = null;
    private readonly controller = new AbortController();

    constructor(readonly url: string) {
      void this.read();
    }

    close() {
      this.readyState = 2;
      this.controller.abort();
    }

    private async read() {
      try {
        const response = await proxied(this.url, {
          headers: { accept: 'text/event-stream' },
          signal: this.controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        this.readyState = 1;
        this.onopen?.(new Event('open'));
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id = '';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('id:')) id = line.slice(3).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length > 0)
              this.onmessage?.(new MessageEvent('message', { data: data.join('\n'), lastEventId: id }));
          }
        }
      } catch {
        // Aborted by close(), or the stream failed: the page falls back to polling.
      }
      if (this.readyState !== 2) {
        this.readyState = 2;
        this.onerror?.(new Event('error'));
      }
    }
  };
}
