import { GustoEmbedded, HTTPClient } from '@gusto/embedded-api-v-2026-06-15';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '../../../src/testing';
import { allRoutes } from '../../../src/demo-api/routes';

/**
 * The public API's generated client (`@gusto/embedded-api-v-2026-06-15`) wired to the in-process
 * demo service exactly as a partner would wire it: its own `serverURL`, bearer token and a
 * `fetcher`, and no response patch. Every response it parses is checked against the upstream
 * schema, so a call that resolves is a call whose answer the upstream client accepts.
 */

/** A demo route as the service declares it: method and path template. */
export interface RouteTemplate {
  method: string;
  path: string;
}

/** `METHOD /path/{param}`, the key routes are compared by. */
export function routeKey(route: RouteTemplate): string {
  return `${route.method} ${route.path}`;
}

// Literal segments before parameters, so `/pay_schedules/preview` is not read as a schedule id.
const matchers = [...allRoutes]
  .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))
  .map((route) => ({
    key: routeKey(route),
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

function routeOf(method: string, pathname: string): string | undefined {
  return matchers.find((m) => m.method === method && m.pattern.test(pathname))?.key;
}

/** The demo service, the upstream client on it, and the routes the client has reached. */
export interface UpstreamClientHarness {
  api: DemoApi;
  /** The client with the company token, as a partner's server holds it. */
  gusto: GustoEmbedded;
  /** The system token, for the operations the upstream secures per call (webhooks, events). */
  system: { systemAccessAuth: string };
  /** Route keys (`GET /v1/employees/{employee_id}`) the client called and the service answered. */
  reached: Set<string>;
  /** The last request the client sent, to check headers. */
  lastRequest(): Request | undefined;
}

/**
 * Starts the demo service in process (pinned clock by default) and the upstream client on it.
 *
 * @example
 * const { gusto, api } = startUpstreamClient();
 * const employees = await gusto.employees.list({ companyId: api.companyUuid });
 */
export function startUpstreamClient(options: DemoApiOptions = {}): UpstreamClientHarness {
  const api = createDemoApi({ now: () => new Date('2026-06-15T16:00:00Z'), rateLimit: 100_000, ...options });
  const reached = new Set<string>();
  let last: Request | undefined;
  const httpClient = new HTTPClient({
    fetcher: async (input, init) => {
      const request = new Request(input, init);
      last = request.clone();
      const response = await api.handle(request);
      const key = routeOf(request.method, new URL(request.url).pathname);
      if (key && response.status !== 405) reached.add(key);
      return response;
    },
  });
  const gusto = new GustoEmbedded({
    serverURL: api.baseUrl,
    companyAccessAuth: api.tokens.company,
    httpClient,
  });
  return { api, gusto, system: { systemAccessAuth: api.tokens.system }, reached, lastRequest: () => last };
}

/** The demo routes whose key matches `area`, for an area's coverage check. */
export function routesOf(area: RegExp): string[] {
  return allRoutes.map(routeKey).filter((key) => area.test(key));
}
