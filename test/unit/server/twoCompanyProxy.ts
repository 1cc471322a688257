import { createPayrollClient } from '../../../src/api/client';
import { createDemoApi } from '../../../src/demo-api';
import { createCompany, createPayrollProxy, memoryStore, staticToken } from '../../../src/server';
import { demoCompanyTokens } from '../../support/companyTokens';

const ORIGIN = 'https://partner.example';
const NOW = new Date('2026-06-15T16:00:00Z').getTime();

/**
 * The partner proxy in front of the demo service with two companies: the seeded one (on the demo's
 * token) and a newcomer the partner created with `createCompany` (on its stored tokens). One admin
 * session whose companies the test chooses with `signIn`; calls go through the proxy as a page's
 * would (`call` for raw JSON, `client` for the library's own operations).
 *
 * @example
 * const { api, newcomer, call, signIn } = await proxyForTwoCompanies();
 * signIn([api.companyUuid]);
 * expect((await call('GET', `/v1/companies/${newcomer}/forms`)).status).toBe(404);
 */
export async function proxyForTwoCompanies({ employees = 1 } = {}) {
  const api = createDemoApi({ employees, now: () => new Date(NOW) });
  const upstream = { baseUrl: api.baseUrl, fetch: (request: Request) => api.handle(request) };
  const store = memoryStore();
  const { companyId: newcomer } = await createCompany(
    { upstream, systemToken: staticToken(api.tokens.system), store, now: () => NOW },
    {
      user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
      company: { name: 'Langley Analytics LLC' },
    },
  );
  const stored = demoCompanyTokens(api, store, () => NOW);
  let companyIds: string[] = [];
  const proxy = createPayrollProxy({
    upstream,
    // The seeded company keeps the demo's token; the new one its stored tokens.
    tokens: (companyId) =>
      companyId === api.companyUuid ? staticToken(api.tokens.company) : stored(companyId),
    getSession: () => ({ id: 'admin', role: 'admin', companyIds }),
    allowedOrigins: [ORIGIN],
    store,
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await proxy(
      new Request(`${ORIGIN}/api/payroll${path}`, {
        method,
        headers: {
          origin: ORIGIN,
          'x-requested-with': 'payroll-kit',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { clientIp: '203.0.113.9' },
    );
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  const client = createPayrollClient({
    baseUrl: `${ORIGIN}/api/payroll`,
    retry: false,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('origin', ORIGIN);
      return proxy(request, { clientIp: '203.0.113.9' });
    }) as typeof fetch,
  });
  return { api, newcomer, call, client, signIn: (ids: string[]) => (companyIds = ids) };
}
