/**
 * A partner's back end inside the page, for a company that has just signed up: the demo payroll
 * service, the partner server's `createCompany` (system token), and the real proxy holding the
 * new company's tokens. The page's fetch goes through the proxy, as on a partner's site.
 */
import { createPayrollClient, type PayrollClient } from '../../src/api/client';
import { companyTokensFromStore } from '../../src/server/companyTokens';
import { createCompany } from '../../src/server/createCompany';
import { createPayrollProxy } from '../../src/server/proxy';
import { memoryStore } from '../../src/server/store';
import { staticToken } from '../../src/server/tokens';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '../../src/testing';

let stacks = 0;

/** The new company's stack: its id, the service, and the page's fetch through the proxy. */
export interface NewCompanyStack {
  api: DemoApi;
  companyId: string;
  baseUrl: string;
  fetch: typeof fetch;
  /** A client of the page's, for a story's or test's setup through the same proxy. */
  client: PayrollClient;
}

/**
 * Creates a company as a partner's server does right after sign-up, and the proxy for its admin.
 *
 * @example
 * const { companyId, baseUrl, fetch } = await startNewCompany({ autoApprove: true });
 */
export async function startNewCompany(options: DemoApiOptions = {}): Promise<NewCompanyStack> {
  const api = createDemoApi({ employees: 1, rateLimit: 100_000, now: () => new Date(), ...options });
  const upstream = { baseUrl: api.baseUrl, fetch: (request: Request) => api.handle(request) };
  const store = memoryStore();
  const now = () => api.clock.now().getTime();
  const { companyId } = await createCompany(
    { upstream, systemToken: staticToken(api.tokens.system), store, now },
    {
      user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
      company: { name: 'Langley Analytics LLC' },
    },
  );
  const basePath = `/company-${++stacks}/api/payroll`;
  const proxy = createPayrollProxy({
    upstream,
    tokens: companyTokensFromStore({
      store,
      tokenUrl: `${api.baseUrl}/oauth/token`,
      clientId: 'partner',
      clientSecret: 'partner-secret',
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        api.handle(new Request(input, init))) as typeof fetch,
      now,
    }),
    getSession: () => ({ id: 'admin-1', role: 'admin', companyIds: [companyId] }),
    allowedOrigins: [location.origin],
    store,
    basePath,
  });
  const proxied = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), location.origin), init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
    });
    // The browser adds Origin on the wire; a Request built in the page cannot carry it.
    const headers = new Headers(request.headers);
    headers.set('origin', location.origin);
    Object.defineProperty(forwarded, 'headers', { value: headers });
    return proxy(forwarded, { clientIp: '203.0.113.7' });
  }) as typeof fetch;
  const baseUrl = `${location.origin}${basePath}`;
  const client = createPayrollClient({ baseUrl, fetch: proxied, retry: false });
  return { api, companyId, baseUrl, fetch: proxied, client };
}
