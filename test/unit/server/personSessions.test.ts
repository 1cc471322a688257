import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../src/demo-api';
import {
  createPayrollProxy,
  createWebhookReceiver,
  staticToken,
  type EndpointInventory,
  type InventoryEntry,
  type PayrollSession,
  type ProxyLogEntry,
} from '../../../src/server';
import defaultInventory from '../../../src/server/endpoint-inventory.json';
import {
  addContractor,
  CONTRACTOR_ADDRESS,
  contractorW9,
  FIXED_INDIVIDUAL,
  HOURLY_INDIVIDUAL,
} from '../../support/contractors';
import { demoAdmin, expectCall } from '../../support/demoAdmin';

// Person sessions in the proxy (DECISIONS 63, issue 42): an employee's or a contractor's session
// reaches only that person's own records, through the routes row 63 lists; everything else, and
// another person's id on a listed route, is 403 with nothing sent to the service; no answer
// carries an SSN with a value. The demo service in process, the proxy in front of it, every
// upstream request counted.

const ORIGIN = 'https://partner.example';
const NOW = new Date('2026-06-15T16:00:00Z');
const NOBODY = '00000000-0000-4000-8000-000000000000';

/**
 * Operations of UPSTREAM-3 L.3/L.4 and UPSTREAM-2 I.5 the library does not call yet (the I-9,
 * portal invitations, a document by id): added to the proxy's allowlist here so the person table
 * is exercised on them too. (The demo service now serves the I-9 and portal invitations.)
 */
const SELF_SERVICE: InventoryEntry[] = [
  ['GET', '/v1/employees/{employee_id}/i9_authorization'],
  ['PUT', '/v1/employees/{employee_id}/i9_authorization'],
  ['GET', '/v1/employees/{employee_id}/i9_authorization/document_options'],
  ['GET', '/v1/employees/{employee_id}/i9_authorization/documents'],
  ['PUT', '/v1/employees/{employee_id}/i9_authorization/documents'],
  ['DELETE', '/v1/employees/{employee_id}/i9_authorization/documents/{i9_document_id}'],
  ['PUT', '/v1/employees/{employee_id}/i9_authorization/employer_sign'],
  ['GET', '/v1/employees/{employee_id}/member_portal_invitations'],
  ['POST', '/v1/employees/{employee_id}/member_portal_invitations'],
  ['DELETE', '/v1/employees/{employee_id}/member_portal_invitations'],
  ['GET', '/v1/contractors/{contractor_id}/member_portal_invitations'],
  ['POST', '/v1/contractors/{contractor_id}/member_portal_invitations'],
  ['DELETE', '/v1/contractors/{contractor_id}/member_portal_invitations'],
  ['GET', '/v1/contractors/{contractor_id}/forms/{form_id}'],
  ['GET', '/v1/documents/{document_id}'],
  ['GET', '/v1/documents/{document_id}/pdf'],
].map(([method, path]) => ({
  name: `${method} ${path}`,
  method: method as InventoryEntry['method'],
  path: path!,
  token: 'company',
}));
const listedByDefault = new Set(
  (defaultInventory as EndpointInventory).endpoints.map((entry) => `${entry.method} ${entry.path}`),
);
// The self-service operations the inventory does not list yet (each operation once).
const INVENTORY: EndpointInventory = {
  ...(defaultInventory as EndpointInventory),
  endpoints: [
    ...(defaultInventory as EndpointInventory).endpoints,
    ...SELF_SERVICE.filter((entry) => !listedByDefault.has(entry.name)),
  ],
};

/** What row 63 lets an employee reach, as `METHOD path-template`. */
const EMPLOYEE_ROUTES = new Set([
  'GET /v1/employees/{employee_id}',
  'PUT /v1/employees/{employee_id}',
  'GET /v1/employees/{employee_id}/home_addresses',
  'POST /v1/employees/{employee_id}/home_addresses',
  'GET /v1/home_addresses/{home_address_id}',
  'PUT /v1/home_addresses/{home_address_id}',
  'DELETE /v1/home_addresses/{home_address_id}',
  'GET /v1/employees/{employee_id}/federal_taxes',
  'PUT /v1/employees/{employee_id}/federal_taxes',
  'GET /v1/employees/{employee_id}/state_taxes',
  'PUT /v1/employees/{employee_id}/state_taxes',
  'GET /v1/employees/{employee_id}/payment_method',
  'PUT /v1/employees/{employee_id}/payment_method',
  'GET /v1/employees/{employee_id}/bank_accounts',
  'POST /v1/employees/{employee_id}/bank_accounts',
  'PUT /v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
  'DELETE /v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
  'GET /v1/employees/{employee_id}/forms',
  'GET /v1/employees/{employee_id}/forms/{form_id}',
  'GET /v1/employees/{employee_id}/forms/{form_id}/pdf',
  'PUT /v1/employees/{employee_id}/forms/{form_id}/sign',
  'GET /v1/employees/{employee_id}/i9_authorization',
  'PUT /v1/employees/{employee_id}/i9_authorization',
  'GET /v1/employees/{employee_id}/pay_stubs',
  'GET /v1/payrolls/{payroll_id}/employees/{employee_id}/pay_stub',
  'GET /v1/employees/{employee_id}/onboarding_status',
  'GET /v1/companies/{company_id}/time_off/requests',
  'POST /v1/companies/{company_id}/time_off/requests',
  'GET /v1/companies/{company_id}/time_off/balances',
  'POST /v1/companies/{company_id}/time_off/requests/preview',
  'GET /v1/companies/{company_id}/time_off_policies',
  'GET /v1/time_off/requests/{time_off_request_id}',
  'DELETE /v1/time_off/requests/{time_off_request_id}',
]);

/** What row 63 lets a contractor reach. */
const CONTRACTOR_ROUTES = new Set([
  'GET /v1/contractors/{contractor_id}',
  'PUT /v1/contractors/{contractor_id}',
  'GET /v1/contractors/{contractor_id}/address',
  'PUT /v1/contractors/{contractor_id}/address',
  'GET /v1/contractors/{contractor_id}/payment_method',
  'PUT /v1/contractors/{contractor_id}/payment_method',
  'GET /v1/contractors/{contractor_id}/bank_accounts',
  'POST /v1/contractors/{contractor_id}/bank_accounts',
  'GET /v1/contractors/{contractor_id}/forms',
  'GET /v1/contractors/{contractor_id}/forms/{form_id}',
  'GET /v1/contractors/{contractor_id}/forms/{form_id}/pdf',
  'GET /v1/contractors/{contractor_id}/documents',
  'GET /v1/documents/{document_id}',
  'GET /v1/documents/{document_id}/pdf',
  'PUT /v1/documents/{document_id}/sign',
  'GET /v1/contractors/{contractor_id}/onboarding_status',
]);

interface ErrorBody {
  errors: Array<Record<string, string>>;
}

interface Answer {
  status: number;
  text: string;
  json: <T = Record<string, string>>() => T;
  /** The upstream requests this call made, as `METHOD /path?query`. */
  upstream: string[];
}

/** Fills a path template's parameters. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? NOBODY);
}

/**
 * The demo service with six employees (the seeded payroll paid them; time-off requests of three),
 * two contractors the admin added, and the proxy in front with the session the test chooses.
 */
async function setUp(options: { leakSsn?: boolean; failRead?: (path: string) => boolean } = {}) {
  const api = createDemoApi({ employees: 6, now: () => NOW });
  const admin = demoAdmin(api);
  const company = api.companyUuid;
  const calls: string[] = [];
  const bodies: string[] = [];
  const logs: ProxyLogEntry[] = [];
  let session: PayrollSession | null = null;
  const proxy = createPayrollProxy({
    upstream: {
      baseUrl: api.baseUrl,
      fetch: async (request) => {
        const url = new URL(request.url);
        calls.push(`${request.method} ${url.pathname}${url.search}`);
        if (options.failRead?.(url.pathname)) return new Response('boom', { status: 500 });
        const answer = await api.handle(request);
        if (!options.leakSsn || !answer.headers.get('content-type')?.includes('json')) return answer;
        // A service that sends an SSN it should have left blank (SPEC §2.4 broken upstream).
        const text = (await answer.text()).replaceAll('"ssn":""', '"ssn":"123456789"');
        return new Response(text, { status: answer.status, headers: answer.headers });
      },
    },
    tokens: staticToken(api.tokens.company),
    getSession: () => session,
    allowedOrigins: [ORIGIN],
    inventory: INVENTORY,
    events: createWebhookReceiver({ verify: async () => {} }),
    logger: (entry) => logs.push(entry),
  });

  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const before = calls.length;
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
    const text = await response.text();
    bodies.push(text);
    return {
      status: response.status,
      text,
      json: <T>() => JSON.parse(text) as T,
      upstream: calls.slice(before),
    };
  }

  const employees = (
    await expectCall<Array<{ uuid: string }>>(admin, 200, 'GET', `/v1/companies/${company}/employees?per=100`)
  ).map((e) => e.uuid);
  const requests = await expectCall<Array<{ uuid: string; status: string; employee: { uuid: string } }>>(
    admin,
    200,
    'GET',
    `/v1/companies/${company}/time_off/requests`,
  );
  // "me" has a pending request; "other" an approved one.
  const mine = requests.find((r) => r.status === 'pending')!;
  const theirs = requests.find((r) => r.status === 'approved')!;
  const me = mine.employee.uuid;
  const other = theirs.employee.uuid;
  const stubOf = async (uuid: string) =>
    (
      await expectCall<Array<{ payroll_uuid: string }>>(admin, 200, 'GET', `/v1/employees/${uuid}/pay_stubs`)
    )[0]!;
  const homeOf = async (uuid: string) =>
    (await expectCall<Array<{ uuid: string }>>(admin, 200, 'GET', `/v1/employees/${uuid}/home_addresses`))[0]!
      .uuid;
  const contractor = (await addContractor(admin, { ...HOURLY_INDIVIDUAL, ssn: '987654321' })).uuid;
  const otherContractor = (await addContractor(admin, { ...FIXED_INDIVIDUAL, ssn: '987654322' })).uuid;

  return {
    api,
    admin,
    company,
    call,
    calls,
    bodies,
    logs,
    employees,
    me,
    other,
    myRequest: mine.uuid,
    theirRequest: theirs.uuid,
    payroll: (await stubOf(me)).payroll_uuid,
    theirPayroll: (await stubOf(other)).payroll_uuid,
    myHome: await homeOf(me),
    theirHome: await homeOf(other),
    contractor,
    otherContractor,
    myW9: (await contractorW9(admin, contractor)).uuid,
    theirW9: (await contractorW9(admin, otherContractor)).uuid,
    signIn: (next: PayrollSession | null) => (session = next),
  };
}

type World = Awaited<ReturnType<typeof setUp>>;

const asEmployee = (w: World): PayrollSession => ({
  id: 'u-emp',
  role: 'employee',
  employeeUuid: w.me,
  companyIds: [w.company],
});
const asContractor = (w: World): PayrollSession => ({
  id: 'u-con',
  role: 'contractor',
  contractorUuid: w.contractor,
  companyIds: [w.company],
});

function expectForbidden(answer: Answer, what: string) {
  expect(answer.status, what).toBe(403);
  expect(answer.json(), what).toEqual({
    errors: [{ error_key: 'base', category: 'forbidden', message: expect.any(String) }],
  });
}

const writeBody = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('person sessions in the proxy', () => {
  it('refuses every operation of the inventory that is not on the person’s list, sending nothing upstream', async () => {
    const w = await setUp();
    const cases = [
      {
        session: asEmployee(w),
        allowed: EMPLOYEE_ROUTES,
        own: { employee_id: w.me, contractor_id: w.contractor },
      },
      {
        session: asContractor(w),
        allowed: CONTRACTOR_ROUTES,
        own: { employee_id: w.me, contractor_id: w.contractor },
      },
    ];
    const listed = new Set(INVENTORY.endpoints.map((entry) => `${entry.method} ${entry.path}`));
    for (const route of [...EMPLOYEE_ROUTES, ...CONTRACTOR_ROUTES]) expect(listed).toContain(route);
    let refused = 0;
    for (const { session, allowed, own } of cases) {
      w.signIn(session);
      for (const entry of INVENTORY.endpoints) {
        if (allowed.has(`${entry.method} ${entry.path}`)) continue;
        // The person's own ids and company: the route is refused, not the id.
        const path = fill(entry.path, { ...own, company_id: w.company, state: 'CA' });
        const answer = await w.call(entry.method, path, writeBody(entry.method));
        expectForbidden(answer, `${session.role} ${entry.method} ${path}`);
        expect(answer.upstream, `${entry.method} ${path}`).toEqual([]);
        refused += 1;
      }
    }
    // Every operation but the ones each list allows, for each of the two roles.
    expect(refused).toBe(2 * INVENTORY.endpoints.length - EMPLOYEE_ROUTES.size - CONTRACTOR_ROUTES.size);
    expect(w.calls).toEqual([]);
    // Refusals name the operation, never the person or record asked for.
    const logged = JSON.stringify(w.logs);
    for (const id of [w.me, w.contractor, w.company]) expect(logged).not.toContain(id);
    expect(w.logs.filter((entry) => entry.message === 'refused')).toHaveLength(refused);
  });

  it('refuses another employee’s id on every route of the employee’s list, sending nothing but the owner read', async () => {
    const w = await setUp();
    w.signIn(asEmployee(w));
    const ids = {
      employee_id: w.other,
      company_id: w.company,
      home_address_id: w.theirHome,
      time_off_request_id: w.theirRequest,
      payroll_id: w.theirPayroll,
    };
    // Where only the service knows the owner, the proxy reads that record first and no more.
    const ownerReads: Record<string, string> = {
      home_address_id: `GET /v1/home_addresses/${w.theirHome}`,
      time_off_request_id: `GET /v1/time_off/requests/${w.theirRequest}`,
    };
    for (const route of EMPLOYEE_ROUTES) {
      const [method, template] = route.split(' ') as [string, string];
      let path = fill(template, ids);
      let body = writeBody(method);
      // Company-level routes: another person in the filter or the body.
      if (template.startsWith('/v1/companies/')) {
        if (method === 'GET') path += `?employee_uuids=${w.other}`;
        else
          body = {
            employee_uuid: w.other,
            policy_uuid: NOBODY,
            start_date: '2026-07-01',
            end_date: '2026-07-01',
            days: {},
          };
      }
      const answer = await w.call(method, path, body);
      expectForbidden(answer, `${method} ${path}`);
      const param = Object.keys(ownerReads).find((name) => template.includes(`{${name}}`));
      expect(answer.upstream, `${method} ${path}`).toEqual(param ? [ownerReads[param]] : []);
    }
    // Another company, and the person's own id beside it, are refused too.
    const foreign = await w.call('GET', `/v1/companies/${NOBODY}/time_off/balances`);
    expectForbidden(foreign, 'another company');
    expect(foreign.upstream).toEqual([]);
    const logged = JSON.stringify(w.logs);
    for (const id of [w.other, w.theirHome, w.theirRequest, w.theirPayroll]) expect(logged).not.toContain(id);
  });

  it('refuses another contractor’s id on every route of the contractor’s list', async () => {
    const w = await setUp();
    w.signIn(asContractor(w));
    for (const route of CONTRACTOR_ROUTES) {
      const [method, template] = route.split(' ') as [string, string];
      const path = fill(template, { contractor_id: w.otherContractor, document_id: w.theirW9 });
      const answer = await w.call(method, path, writeBody(method));
      expectForbidden(answer, `${method} ${path}`);
      expect(answer.upstream, path).toEqual(
        template.includes('{document_id}') ? [`GET /v1/documents/${w.theirW9}`] : [],
      );
    }
    // An employee's records are not a contractor's, and neither is an employee's session a contractor's.
    expectForbidden(await w.call('GET', `/v1/employees/${w.me}`), 'an employee record');
    w.signIn(asEmployee(w));
    expectForbidden(await w.call('GET', `/v1/contractors/${w.contractor}`), 'a contractor record');
    expect(w.calls).toEqual([
      `GET /v1/documents/${w.theirW9}`,
      `GET /v1/documents/${w.theirW9}`,
      `GET /v1/documents/${w.theirW9}`,
    ]);
  });

  it('serves an employee their own records, the time off and pay stubs of the company only for them', async () => {
    const w = await setUp();
    w.signIn(asEmployee(w));
    for (const path of [
      `/v1/employees/${w.me}`,
      `/v1/employees/${w.me}/home_addresses`,
      `/v1/home_addresses/${w.myHome}`,
      `/v1/employees/${w.me}/federal_taxes`,
      `/v1/employees/${w.me}/state_taxes`,
      `/v1/employees/${w.me}/payment_method`,
      `/v1/employees/${w.me}/bank_accounts`,
      `/v1/employees/${w.me}/forms`,
      `/v1/employees/${w.me}/pay_stubs`,
      `/v1/employees/${w.me}/onboarding_status`,
      `/v1/time_off/requests/${w.myRequest}`,
    ])
      expect((await w.call('GET', path)).status, path).toBe(200);

    const stub = await w.call('GET', `/v1/payrolls/${w.payroll}/employees/${w.me}/pay_stub`);
    expect(stub.status).toBe(200);
    expect(stub.text.startsWith('%PDF-1.4')).toBe(true);

    // The employee keeps their own details: a PUT may set the SSN, no answer shows it.
    const record = (await w.call('GET', `/v1/employees/${w.me}`)).json();
    const saved = await w.call('PUT', `/v1/employees/${w.me}`, { version: record.version, ssn: '123456789' });
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({ ssn: '', has_ssn: true });
    // Their details only: nothing of their employment.
    const current = saved.json().version;
    const shareholder = await w.call('PUT', `/v1/employees/${w.me}`, {
      version: current,
      two_percent_shareholder: true,
    });
    expectForbidden(shareholder, 'an employment field');
    expect(shareholder.upstream).toEqual([]);

    // Company-level lists: only the person's rows, the filter forced whatever the page asked.
    const listed = await w.call('GET', `/v1/companies/${w.company}/time_off/requests`);
    expect(listed.status).toBe(200);
    expect(listed.upstream.at(-1)).toBe(
      `GET /v1/companies/${w.company}/time_off/requests?employee_uuids=${w.me}`,
    );
    const rows = listed.json<Array<{ uuid: string; employee: { uuid: string } }>>();
    expect(rows.map((r) => r.uuid)).toEqual([w.myRequest]);
    const balances = await w.call(
      'GET',
      `/v1/companies/${w.company}/time_off/balances?employee_uuids=${w.me}`,
    );
    expect(balances.status).toBe(200);
    expect(balances.json<Array<{ employee_uuid: string }>>().map((b) => b.employee_uuid)).toEqual([w.me]);

    // A request of their own: created for them (the body names no one), cancelled while pending.
    const policy = (await w.call('GET', `/v1/time_off/requests/${w.myRequest}`)).json().policy_uuid;
    const created = await w.call('POST', `/v1/companies/${w.company}/time_off/requests`, {
      policy_uuid: policy,
      start_date: '2026-07-06',
      end_date: '2026-07-06',
      days: { '2026-07-06': '8' },
    });
    expect(created.status).toBe(201);
    const request = created.json<{ uuid: string; employee: { uuid: string } }>();
    expect(request.employee.uuid).toBe(w.me);
    expect((await w.call('DELETE', `/v1/time_off/requests/${request.uuid}`)).status).toBe(204);

    // An approved request is no longer theirs to cancel: refused after the read, nothing deleted.
    await expectCall(w.admin, 200, 'PUT', `/v1/time_off/requests/${w.myRequest}/approve`, {});
    const late = await w.call('DELETE', `/v1/time_off/requests/${w.myRequest}`);
    expectForbidden(late, 'an approved request');
    expect(late.upstream).toEqual([`GET /v1/time_off/requests/${w.myRequest}`]);
  });

  it('serves an employee the time off policies they are in, with their own balance only, and the preview of their own request', async () => {
    const w = await setUp();
    const all = await expectCall<Array<{ uuid: string; employees: Array<{ uuid: string }> }>>(
      w.admin,
      200,
      'GET',
      `/v1/companies/${w.company}/time_off_policies`,
    );
    const theirs = all.filter((policy) => policy.employees.some((row) => row.uuid === w.me));
    expect(theirs.length).toBeGreaterThan(0);
    // Colleagues are in the same policies: the admin's list names them.
    expect(all.some((policy) => policy.employees.some((row) => row.uuid !== w.me))).toBe(true);

    w.signIn(asEmployee(w));
    const policies = await w.call('GET', `/v1/companies/${w.company}/time_off_policies`);
    expect(policies.status).toBe(200);
    const seen = policies.json<Array<{ uuid: string; name: string; employees: Array<{ uuid: string }> }>>();
    expect(seen.map((policy) => policy.uuid)).toEqual(theirs.map((policy) => policy.uuid));
    for (const policy of seen) expect(policy.employees.map((row) => row.uuid)).toEqual([w.me]);
    for (const colleague of w.employees.filter((id) => id !== w.me))
      expect(policies.text).not.toContain(colleague);

    // The preview of their own request; one naming a colleague is refused, nothing sent.
    const preview = await w.call('POST', `/v1/companies/${w.company}/time_off/requests/preview`, {
      policy_uuid: theirs[0]!.uuid,
      start_date: '2026-07-06',
      end_date: '2026-07-06',
      days: { '2026-07-06': '8' },
    });
    expect(preview.status).toBe(200);
    expect(preview.json()).toHaveProperty('remaining_balance_hours');
    const forColleague = await w.call('POST', `/v1/companies/${w.company}/time_off/requests/preview`, {
      employee_uuid: w.other,
      policy_uuid: theirs[0]!.uuid,
      start_date: '2026-07-06',
      end_date: '2026-07-06',
      days: { '2026-07-06': '8' },
    });
    expectForbidden(forColleague, 'a colleague’s preview');
    expect(forColleague.upstream).toEqual([]);
  });

  it('serves a pay stub only of a payroll that paid the employee', async () => {
    const w = await setUp();
    // An employee the seeded payroll did not pay: the admin adds them today.
    const { uuid: newcomer } = await expectCall<{ uuid: string }>(
      w.admin,
      201,
      'POST',
      `/v1/companies/${w.company}/employees`,
      { first_name: 'Hedy', last_name: 'Lamarr' },
    );
    w.signIn({ id: 'u-new', role: 'employee', employeeUuid: newcomer, companyIds: [w.company] });
    const answer = await w.call('GET', `/v1/payrolls/${w.payroll}/employees/${newcomer}/pay_stub`);
    expectForbidden(answer, 'a payroll that did not pay them');
    expect(answer.upstream).toEqual([`GET /v1/employees/${newcomer}/pay_stubs?page=1&per=100`]);
  });

  it('serves a contractor their own record, address, payment method, bank accounts and W-9', async () => {
    const w = await setUp();
    w.signIn(asContractor(w));
    for (const path of [
      `/v1/contractors/${w.contractor}`,
      `/v1/contractors/${w.contractor}/address`,
      `/v1/contractors/${w.contractor}/payment_method`,
      `/v1/contractors/${w.contractor}/bank_accounts`,
      `/v1/contractors/${w.contractor}/documents`,
      `/v1/contractors/${w.contractor}/onboarding_status`,
      `/v1/documents/${w.myW9}`,
    ])
      expect((await w.call('GET', path)).status, path).toBe(200);
    // The contractor completes their own address, then signs their W-9 (read first: only the
    // service knows a document's recipient).
    const address = (await w.call('GET', `/v1/contractors/${w.contractor}/address`)).json();
    const moved = await w.call('PUT', `/v1/contractors/${w.contractor}/address`, {
      version: address.version,
      ...CONTRACTOR_ADDRESS,
    });
    expect(moved.status).toBe(200);
    // Their details, never their pay: a rate in the body is refused before the service.
    const record = (await w.call('GET', `/v1/contractors/${w.contractor}`)).json();
    const raise = await w.call('PUT', `/v1/contractors/${w.contractor}`, {
      version: record.version,
      hourly_rate: '99.00',
    });
    expectForbidden(raise, 'a rate');
    expect(raise.upstream).toEqual([]);
    const renamed = await w.call('PUT', `/v1/contractors/${w.contractor}`, {
      version: record.version,
      first_name: 'Kate',
      ssn: '987654321',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json()).toMatchObject({ first_name: 'Kate', has_ssn: true, hourly_rate: '42.50' });
    const signed = await w.call('PUT', `/v1/documents/${w.myW9}/sign`, { agree: true });
    expect(signed.status).toBe(200);
    expect(signed.upstream).toEqual([`GET /v1/documents/${w.myW9}`, `PUT /v1/documents/${w.myW9}/sign`]);
  });

  it('never answers an SSN with a value, to a person or an admin, even when the service sends one', async () => {
    const w = await setUp({ leakSsn: true });
    w.signIn(asEmployee(w));
    const own = await w.call('GET', `/v1/employees/${w.me}`);
    expect(own.status).toBe(200);
    // The leaking service did send one: the proxy blanked it.
    expect(own.json()).toMatchObject({ ssn: '', has_ssn: true });
    w.signIn({ id: 'u-admin', role: 'admin', companyIds: [w.company] });
    expect((await w.call('GET', `/v1/companies/${w.company}/employees?per=100`)).status).toBe(200);
    expect((await w.call('GET', `/v1/employees/${w.other}`)).status).toBe(200);
    expect(w.bodies.length).toBeGreaterThan(2);
    for (const body of w.bodies) expect(body).not.toMatch(/"ssn"\s*:\s*"[^"]/);
  });

  it('answers 502, not 403, when the read of a record’s owner fails upstream', async () => {
    const w = await setUp({ failRead: (path) => path.startsWith('/v1/home_addresses/') });
    w.signIn(asEmployee(w));
    const answer = await w.call('PUT', `/v1/home_addresses/${w.myHome}`, { street_1: '1 Main St' });
    expect(answer.status).toBe(502);
    expect(answer.json<ErrorBody>().errors[0]).toMatchObject({ category: 'upstream_error' });
    expect(answer.upstream).toEqual([`GET /v1/home_addresses/${w.myHome}`]);
  });

  it('gives a person session no event stream, and a session that names no person nothing at all', async () => {
    const w = await setUp();
    w.signIn({ id: 'u-x', role: 'employee', companyIds: [w.company] });
    expectForbidden(await w.call('GET', `/v1/employees/${w.me}`), 'no employeeUuid');
    w.signIn(asEmployee(w));
    // The company's events are an admin's.
    expectForbidden(await w.call('GET', '/events/stream'), 'the event stream');
    expectForbidden(await w.call('GET', `/events/stream?company_id=${w.company}`), 'the event stream');
    expect(w.calls).toEqual([]);
  });

  it('lets the employee reach their own I-9 authorization and refuses another’s before the service', async () => {
    const w = await setUp();
    w.signIn(asEmployee(w));
    for (const method of ['GET', 'PUT']) {
      const answer = await w.call(method, `/v1/employees/${w.other}/i9_authorization`, writeBody(method));
      expectForbidden(answer, `${method} another's I-9`);
      expect(answer.upstream).toEqual([]);
    }
    // Their own is forwarded (the service answers it once it serves the I-9).
    const own = await w.call('GET', `/v1/employees/${w.me}/i9_authorization`);
    expect(own.upstream).toContain(`GET /v1/employees/${w.me}/i9_authorization`);
  });

  it('leaves an admin session as it was: every employee, unfiltered lists, another company 404', async () => {
    const w = await setUp();
    w.signIn({ id: 'u-admin', role: 'admin', companyIds: [w.company] });
    expect((await w.call('GET', `/v1/employees/${w.other}`)).status).toBe(200);
    const listed = await w.call('GET', `/v1/companies/${w.company}/time_off/requests`);
    expect(listed.upstream).toEqual([`GET /v1/companies/${w.company}/time_off/requests`]);
    const employees = new Set(
      listed.json<Array<{ employee: { uuid: string } }>>().map((r) => r.employee.uuid),
    );
    expect(employees.size).toBe(3);
    expect((await w.call('GET', `/v1/companies/${w.company}/payrolls`)).status).toBe(200);
    const foreign = await w.call('GET', `/v1/companies/${NOBODY}/employees`);
    expect(foreign.status).toBe(404);
    expect(foreign.json<ErrorBody>().errors[0]).toMatchObject({ category: 'not_found' });
  });
});
