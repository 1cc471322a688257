import { describe, expect, it } from 'vitest';
import { isApiError } from '../../../src/api/errors';
import { createDemoApi } from '../../../src/demo-api';
import { createCompany, memoryStore, staticToken, type NewCompany } from '../../../src/server';
import { demoCompanyTokens } from '../../support/companyTokens';

// The partner's server creates a company against the in-process demo service (system token,
// DECISIONS 49): the browser gets only the id, the tokens stay in the proxy's store.
const NOW = new Date('2026-06-15T16:00:00Z').getTime();

function setUp() {
  const api = createDemoApi({ now: () => new Date(NOW) });
  const upstream = { baseUrl: api.baseUrl, fetch: (request: Request) => api.handle(request) };
  const store = memoryStore();
  const tokens = demoCompanyTokens(api, store, () => NOW);
  const read = async (path: string, token: string) => {
    const response = await api.handle(
      new Request(`${api.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } }),
    );
    return { status: response.status, body: await response.json() };
  };
  return { api, upstream, store, tokens, read };
}

const SIGN_UP: NewCompany = {
  user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
  company: { name: 'Langley Analytics LLC' },
};

describe('createCompany', () => {
  it('creates the company with the system token and hands back only its id; its tokens read that company alone', async () => {
    const { api, upstream, store, tokens, read } = setUp();
    const result = await createCompany(
      { upstream, systemToken: staticToken(api.tokens.system), store, now: () => NOW },
      SIGN_UP,
    );
    expect(Object.keys(result)).toEqual(['companyId']);
    expect(result.companyId).not.toBe(api.companyUuid);

    const token = await tokens(result.companyId).getAccessToken();
    expect(token).not.toBe(api.tokens.company);
    const company = await read(`/v1/companies/${result.companyId}`, token);
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ name: 'Langley Analytics LLC', company_status: 'Not Approved' });
    // The company's own token is for that company only.
    expect((await read(`/v1/companies/${api.companyUuid}`, token)).status).toBeGreaterThanOrEqual(403);
  });

  it('refuses with the service’s 401 when given a company token instead of the system token, storing nothing', async () => {
    const { api, upstream, store, tokens } = setUp();
    const error = await createCompany(
      { upstream, systemToken: staticToken(api.tokens.company), store },
      SIGN_UP,
    ).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(String((error as Error).message)).not.toContain(api.tokens.company);
    // The seeded company has no tokens in the store: nothing was stored for it either.
    await expect(tokens(api.companyUuid).getAccessToken()).rejects.toThrow();
  });

  it('puts the service’s field errors on user.email and company.name when they are missing', async () => {
    const { api, upstream, store } = setUp();
    const error = await createCompany({ upstream, systemToken: staticToken(api.tokens.system), store }, {
      user: { first_name: 'Dorothy', last_name: 'Vaughan' },
      company: {},
    } as unknown as NewCompany).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(422);
    const keys = JSON.stringify((error as { errors: unknown }).errors);
    expect(keys).toContain('email');
    expect(keys).toContain('name');
  });

  it('creates one company for one sign-up replayed with the same idempotency key', async () => {
    const { api, upstream, store } = setUp();
    const options = {
      upstream,
      systemToken: staticToken(api.tokens.system),
      store,
      idempotencyKey: 'signup-1',
    };
    const first = await createCompany(options, SIGN_UP);
    const again = await createCompany(options, SIGN_UP);
    expect(again.companyId).toBe(first.companyId);
  });

  it('when the store is down after the company is created, rejects as store_unavailable; the same sign-up replayed stores its tokens', async () => {
    const { api, upstream, store, tokens } = setUp();
    let storeDown = true;
    const flaky = {
      ...store,
      set: (...args: Parameters<typeof store.set>) =>
        storeDown ? Promise.reject(new Error('ECONNREFUSED')) : store.set(...args),
    };
    const options = {
      upstream,
      systemToken: staticToken(api.tokens.system),
      store: flaky,
      idempotencyKey: 'signup-2',
      now: () => NOW,
    };
    const error = await createCompany(options, SIGN_UP).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('StoreUnavailableError');
    expect(String((error as Error).message)).not.toContain('ECONNREFUSED');

    storeDown = false;
    const { companyId } = await createCompany(options, SIGN_UP);
    await expect(tokens(companyId).getAccessToken()).resolves.toEqual(expect.any(String));
  });
});
