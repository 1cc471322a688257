// The demo's "Sign in as" (issue 42, DECISIONS 63): the demo partner's own login maps the admin,
// an employee or a contractor of the company to the proxy's sessions, and a person signed in that
// way reaches only their own record through the real proxy: another person's record, the company's
// lists and company sign-up are refused. The demo service, the demo's login and the proxy in
// process (no Vite), as `scripts/demoStack.ts` wires them.
import { describe, expect, it } from 'vitest';
import { createDemoSignIn } from '../../../scripts/demoSignIn';
import { createDemoApi } from '../../../src/demo-api';
import { createPayrollProxy, staticToken } from '../../../src/server';
import { addContractor, FIXED_INDIVIDUAL, HOURLY_INDIVIDUAL } from '../../support/contractors';
import { demoAdmin, expectCall } from '../../support/demoAdmin';

const ORIGIN = 'http://localhost:5173';

async function setUp() {
  const api = createDemoApi({ employees: 3, now: () => new Date('2026-06-15T16:00:00Z') });
  const admin = demoAdmin(api);
  const upstream = { baseUrl: api.baseUrl, fetch: (request: Request) => api.handle(request) };
  const login = createDemoSignIn({
    upstream,
    tokens: () => staticToken(api.tokens.company),
    allowedOrigins: [ORIGIN],
    companyIds: () => [api.companyUuid],
    names: new Map([[api.companyUuid, 'Demo company']]),
  });
  const forwarded: string[] = [];
  const proxy = createPayrollProxy({
    upstream: {
      ...upstream,
      fetch: (request) => {
        forwarded.push(`${request.method} ${new URL(request.url).pathname}`);
        return api.handle(request);
      },
    },
    tokens: staticToken(api.tokens.company),
    getSession: (request) => login.sessionOf(request.headers.get('cookie')) ?? null,
    allowedOrigins: [ORIGIN],
  });
  const cookie = `${login.cookieName}=${login.newLogin()}`;
  const headers = { cookie, origin: ORIGIN, 'x-requested-with': 'payroll-kit' };

  /** The page's call to the partner's `/api/session…` routes. */
  const session = async (path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await login.handle(
      new Request(`${ORIGIN}/api/session${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...headers,
          ...extra,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    // Parsed JSON, read field by field.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  /** The page's call through the proxy: its status, and how many requests reached the service. */
  const payroll = async (path: string) => {
    const before = forwarded.length;
    const response = await proxy(new Request(`${ORIGIN}/api/payroll${path}`, { headers }));
    return { status: response.status, body: await response.json(), forwarded: forwarded.length - before };
  };

  const employees = await expectCall<Array<{ uuid: string; first_name: string }>>(
    admin,
    200,
    'GET',
    `/v1/companies/${api.companyUuid}/employees`,
  );
  const katherine = await addContractor(admin, { ...HOURLY_INDIVIDUAL, ssn: '123456789' });
  const mary = await addContractor(admin, FIXED_INDIVIDUAL);
  return { api, login, cookie, session, payroll, employees, contractors: [katherine, mary] };
}

describe('the demo’s sign-in as a person (DECISIONS 63)', () => {
  it('lists the company’s people, and an employee signed in reaches only their own record', async () => {
    const { api, login, cookie, session, payroll, employees, contractors } = await setUp();
    const company = api.companyUuid;
    expect((await session('')).body).toMatchObject({ role: 'admin', as: null, companyIds: [company] });
    const people = (await session(`/people?company=${company}`)).body.people as Array<{
      role: string;
      uuid: string;
    }>;
    expect(people.filter((p) => p.role === 'employee').map((p) => p.uuid)).toEqual(
      employees.map((e) => e.uuid),
    );
    expect(
      people
        .filter((p) => p.role === 'contractor')
        .map((p) => p.uuid)
        .sort(),
    ).toEqual(contractors.map((c) => c.uuid).sort());
    // The admin's session reaches the company.
    expect((await payroll(`/v1/companies/${company}/employees`)).status).toBe(200);

    const [me, other] = employees;
    const signedIn = await session('/sign-in', { as: 'employee', uuid: me!.uuid, companyId: company });
    expect(signedIn.status).toBe(200);
    expect((await session('')).body).toMatchObject({
      role: 'employee',
      userName: expect.stringContaining(me!.first_name),
      as: { role: 'employee', uuid: me!.uuid, companyId: company },
    });
    expect(login.sessionOf(cookie)).toMatchObject({
      role: 'employee',
      employeeUuid: me!.uuid,
      companyIds: [company],
    });

    const own = await payroll(`/v1/employees/${me!.uuid}`);
    expect(own.status).toBe(200);
    expect(own.body.uuid).toBe(me!.uuid);
    expect((await payroll(`/v1/employees/${me!.uuid}/pay_stubs`)).status).toBe(200);
    // Another person, the company's lists: refused before anything reaches the service.
    for (const path of [
      `/v1/employees/${other!.uuid}`,
      `/v1/employees/${other!.uuid}/pay_stubs`,
      `/v1/contractors/${contractors[0]!.uuid}`,
      `/v1/companies/${company}/employees`,
      `/v1/companies/${company}/payrolls`,
    ]) {
      const refused = await payroll(path);
      expect([path, refused.status, refused.forwarded]).toEqual([path, 403, 0]);
    }
    // A person signs up no company (the partner's admin-only route reads the admin's session only).
    expect(login.adminOf(cookie)).toBeUndefined();

    // Back to the admin: the company again.
    expect((await session('/sign-in', { as: 'admin' })).status).toBe(200);
    expect(login.adminOf(cookie)).toMatchObject({ role: 'admin', companyIds: [company] });
    expect((await payroll(`/v1/companies/${company}/employees`)).status).toBe(200);
  });

  it('a contractor signed in reaches only their own record; a person of no company of the admin is refused', async () => {
    const { api, login, cookie, session, payroll, employees, contractors } = await setUp();
    const [katherine, mary] = contractors;
    expect(
      (await session('/sign-in', { as: 'contractor', uuid: katherine!.uuid, companyId: api.companyUuid }))
        .status,
    ).toBe(200);
    expect(login.sessionOf(cookie)).toMatchObject({ role: 'contractor', contractorUuid: katherine!.uuid });
    const own = await payroll(`/v1/contractors/${katherine!.uuid}`);
    expect([own.status, own.body.uuid, own.body.ssn ?? '']).toEqual([200, katherine!.uuid, '']);
    for (const path of [`/v1/contractors/${mary!.uuid}`, `/v1/employees/${employees[0]!.uuid}`]) {
      const refused = await payroll(path);
      expect([path, refused.status, refused.forwarded]).toEqual([path, 403, 0]);
    }

    // Unknown people, another company, the wrong role, a cross-site post: refused, the session kept.
    const refusals = [
      await session('/sign-in', { as: 'employee', uuid: katherine!.uuid, companyId: api.companyUuid }),
      await session('/sign-in', {
        as: 'employee',
        uuid: employees[0]!.uuid,
        companyId: api.archivedCompanyUuid,
      }),
      await session('/sign-in', {
        as: 'contractor',
        uuid: '00000000-0000-4000-8000-000000000000',
        companyId: api.companyUuid,
      }),
      await session('/sign-in', { as: 'someone' }),
      await session('/sign-in', { as: 'admin' }, { 'x-requested-with': '' }),
    ];
    expect(refusals.map((refusal) => refusal.status)).toEqual([404, 404, 404, 400, 403]);
    expect(login.sessionOf(cookie)).toMatchObject({ role: 'contractor', contractorUuid: katherine!.uuid });
    // A stranger's cookie is no session at all.
    expect(login.sessionOf(`${login.cookieName}=forged`)).toBeUndefined();
  });
});
