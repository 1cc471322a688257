import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../src/demo-api';
import {
  companyTokensFromStore,
  createCompany,
  createPayrollProxy,
  memoryStore,
  staticToken,
} from '../../../src/server';

// A company form's path (`/v1/forms/{form_id}`) names no company: the proxy finds its owner in
// the session's companies' own form lists, so an admin of one company cannot read or sign
// another company's forms by uuid.
const ORIGIN = 'https://partner.example';
const NOW = new Date('2026-06-15T16:00:00Z').getTime();

async function setUp() {
  const api = createDemoApi({ employees: 1, now: () => new Date(NOW) });
  const upstream = { baseUrl: api.baseUrl, fetch: (request: Request) => api.handle(request) };
  const store = memoryStore();
  const { companyId: newcomer } = await createCompany(
    { upstream, systemToken: staticToken(api.tokens.system), store, now: () => NOW },
    {
      user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
      company: { name: 'Langley Analytics LLC' },
    },
  );
  const stored = companyTokensFromStore({
    store,
    tokenUrl: `${api.baseUrl}/oauth/token`,
    clientId: 'partner',
    clientSecret: 'secret',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      api.handle(new Request(input, init))) as typeof fetch,
    now: () => NOW,
  });
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
  return { api, newcomer, call, signIn: (ids: string[]) => (companyIds = ids) };
}

describe('company forms through the proxy', () => {
  it('serves a company form to its own company’s session', async () => {
    const { api, call, signIn } = await setUp();
    signIn([api.companyUuid]);
    const forms = await call('GET', `/v1/companies/${api.companyUuid}/forms`);
    expect(forms.status).toBe(200);
    const form = forms.body[0];
    expect(form).toBeDefined();
    expect((await call('GET', `/v1/forms/${form.uuid}`)).body).toMatchObject({ uuid: form.uuid });
  });

  it('refuses another company’s form by uuid, for reading and for signing', async () => {
    const { api, newcomer, call, signIn } = await setUp();
    signIn([api.companyUuid]);
    const form = (await call('GET', `/v1/companies/${api.companyUuid}/forms`)).body[0];
    signIn([newcomer]);
    const read = await call('GET', `/v1/forms/${form.uuid}`);
    expect(read.status).toBe(404);
    const sign = await call('PUT', `/v1/forms/${form.uuid}/sign`, {
      signature_text: 'Mary Jackson',
      agree: true,
    });
    expect(sign.status).toBe(404);
    expect(sign.body.errors[0]).toMatchObject({ category: 'not_found' });
  });
});
