/**
 * The browser's fetch through the real proxy (`createPayrollProxy`) in front of the in-page demo
 * service, signed in as one session: the company's admin, or a person of the company (role
 * `employee` or `contractor` with their uuid, DECISIONS 63). Browser tests of what a person sees
 * run "through the proxy" this way, with the person's scope: another person's record, company
 * settings and payrolls answer 403 there exactly as they would behind a partner's server.
 *
 * ```ts
 * const api = createDemoApi();
 * const session = proxySession(api, { employeeUuid });
 * const screen = await session.render(<EmployeePortal employeeId={employeeUuid} />);
 * session.signInAs('admin'); // the same page, now the admin's session
 * ```
 */
import { createElement, type ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/api/csrf';
import { PayrollProvider } from '../../../src/provider/PayrollProvider';
import { createPayrollProxy, type PayrollSession } from '../../../src/server/proxy';
import { staticToken } from '../../../src/server/tokens';
import type { DemoApi } from '../../../src/testing';
import { inPageFetch } from '../../../stories/flows/inPageFetch';
import '../../../src/styles.css';

/**
 * Who is signed in: the company's admin, an employee or a contractor of the company, or a partner
 * of these companies (role `partner`, DECISIONS 75: the proxy then serves it the partner-level
 * operations with the system token).
 */
export type ProxySessionAs =
  'admin' | { employeeUuid: string } | { contractorUuid: string } | { partnerOf: string[] };

/** One request the page sent through the proxy, with the proxy's status. */
export interface ProxiedRequest {
  method: string;
  /** The service's path, without the proxy's base path, e.g. `/v1/employees/…`. */
  path: string;
  status: number;
}

/** The page's side of a proxy session. */
export interface ProxySession {
  api: DemoApi;
  /** The proxy's base URL, as a partner's page gives `PayrollProvider`. */
  baseUrl: string;
  /** The page's fetch: every call goes through the proxy as the current session. */
  fetch: typeof fetch;
  /** Every request sent through {@link ProxySession.fetch}, in order. */
  requests: ProxiedRequest[];
  /** Signs the page in as another session from the next request on (the partner's login). */
  signInAs(as: ProxySessionAs): void;
  /** One call through the proxy as the current session: its status and parsed JSON body. */
  // Parsed JSON, read field by field by the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** Renders `ui` inside `PayrollProvider` wired to this session's fetch. */
  render(ui: ReactNode, options?: { locale?: string }): ReturnType<typeof render>;
}

const BASE_PATH = '/api/payroll';

/** The partner's `getSession` answer for {@link ProxySessionAs}. */
export function sessionOf(api: DemoApi, as: ProxySessionAs): PayrollSession {
  const companyIds = [api.companyUuid];
  if (as === 'admin') return { id: 'admin', role: 'admin', companyIds };
  if ('partnerOf' in as) return { id: 'partner', role: 'partner', companyIds: as.partnerOf };
  if ('employeeUuid' in as)
    return { id: `employee:${as.employeeUuid}`, role: 'employee', employeeUuid: as.employeeUuid, companyIds };
  return {
    id: `contractor:${as.contractorUuid}`,
    role: 'contractor',
    contractorUuid: as.contractorUuid,
    companyIds,
  };
}

/**
 * The proxy in front of `api`, holding the company token, with the page signed in as `as`.
 *
 * @example
 * const session = proxySession(api, { employeeUuid });
 * expect((await session.call('GET', `/v1/employees/${other}`)).status).toBe(403);
 */
export function proxySession(api: DemoApi, as: ProxySessionAs): ProxySession {
  let session = sessionOf(api, as);
  const proxy = createPayrollProxy({
    upstream: { baseUrl: api.baseUrl, fetch: (request: Request) => api.handle(request) },
    tokens: staticToken(api.tokens.company),
    systemTokens: staticToken(api.tokens.system),
    getSession: () => session,
    allowedOrigins: [location.origin],
    basePath: BASE_PATH,
  });
  const requests: ProxiedRequest[] = [];
  const proxied = inPageFetch(proxy, (request, response) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname.slice(BASE_PATH.length) + url.search,
      status: response.status,
    });
  });
  const baseUrl = `${location.origin}${BASE_PATH}`;
  return {
    api,
    baseUrl,
    fetch: proxied,
    requests,
    signInAs(next) {
      session = sessionOf(api, next);
    },
    async call(method, path, body) {
      const response = await proxied(`${baseUrl}${path}`, {
        method,
        headers: {
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    render: (ui, { locale } = {}) =>
      render(createElement(PayrollProvider, { baseUrl, fetch: proxied, locale }, ui)),
  };
}
