import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxyHarness } from './proxyHarness';

// Every test is a real HTTP request against the proxy listening on 127.0.0.1, which forwards to
// the in-process demo payroll service.
let harness: Awaited<ReturnType<typeof startProxyHarness>>;
let companyId: string;
let ownCompany: string;
let otherCompany: string;
let employeeId: string;

beforeAll(async () => {
  harness = await startProxyHarness();
  companyId = harness.demo.companyUuid;
  ownCompany = harness.signIn([companyId]);
  // A user of some other payroll company: the demo company's data is foreign to them.
  otherCompany = harness.signIn(['7c1d0f4e-0000-4000-8000-000000000001']);
  const list = await harness.call('GET', `/v1/companies/${companyId}/employees`, ownCompany);
  expect(list.status).toBe(200);
  const first = (JSON.parse(list.body) as { uuid: string }[])[0];
  if (!first) throw new Error('the demo company has no employees');
  employeeId = first.uuid;
});
afterAll(() => harness.close());

describe('tokens stay on the server', () => {
  it('never puts the access token or the system token in a response, header or body', async () => {
    const responses = await Promise.all([
      harness.call('GET', '/v1/token_info', ownCompany),
      harness.call('GET', `/v1/companies/${companyId}/employees`, ownCompany),
      harness.call('GET', `/v1/employees/${employeeId}`, ownCompany),
      harness.call('PUT', `/v1/employees/${employeeId}`, ownCompany, { version: 'stale', first_name: 'X' }),
      harness.call('GET', '/v1/nothing/here', ownCompany),
      harness.call('GET', `/v1/employees/${employeeId}`, otherCompany),
    ]);
    const secrets = [harness.demo.tokens.company, harness.demo.tokens.system];
    for (const response of responses) {
      const visible = JSON.stringify(response.headers) + response.body;
      for (const secret of secrets) expect(visible).not.toContain(secret);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(responses[0]?.status).toBe(200);
  });

  it('forwards with the bearer token and the connection IP, never the browser cookie or its own IP claim', async () => {
    harness.upstreamRequests.length = 0;
    const response = await harness.call('GET', `/v1/employees/${employeeId}`, ownCompany, undefined, {
      authorization: 'Bearer stolen',
      'x-client-ip': '6.6.6.6',
      'x-forwarded-for': '6.6.6.6',
    });
    expect(response.status).toBe(200);
    const forwarded = harness.upstreamRequests.at(-1);
    expect(forwarded?.headers.get('authorization')).toBe(`Bearer ${harness.demo.tokens.company}`);
    expect(forwarded?.headers.get('cookie')).toBeNull();
    expect(forwarded?.headers.get('x-forwarded-for')).toBeNull();
    expect(forwarded?.headers.get('x-client-ip')).toBe('127.0.0.1');
    expect(forwarded?.headers.get('x-api-version')).toBe('2026-06-15');
  });

  it('exposes paging and rate-limit headers to the page', async () => {
    const response = await harness.call('GET', `/v1/companies/${companyId}/employees?per=1`, ownCompany);
    expect(response.headers['x-total-count']).toBeDefined();
    expect(response.headers['x-total-pages']).toBeDefined();
    expect(response.headers['x-ratelimit-remaining']).toBeDefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('asks for sign-in when there is no session', async () => {
    const response = await harness.call('GET', '/v1/token_info', 'sid=nobody');
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ error_key: 'request' }] });
  });
});

describe('CSRF', () => {
  const path = () => `/api/payroll/v1/companies/${companyId}/employees`;
  const create = { first_name: 'Cross', last_name: 'Site' };

  it('refuses a request without the X-Requested-With header', async () => {
    const response = await harness.raw('POST', path(), {
      headers: { cookie: ownCompany, origin: 'http://app.test', 'content-type': 'application/json' },
      body: JSON.stringify(create),
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ category: 'invalid_request_error' }] });
  });

  it('refuses a request from another origin', async () => {
    const response = await harness.call('POST', `/v1/companies/${companyId}/employees`, ownCompany, create, {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });

  it('refuses a write without any Origin', async () => {
    const response = await harness.raw('POST', path(), {
      headers: { cookie: ownCompany, 'x-requested-with': 'payroll-kit', 'content-type': 'application/json' },
      body: JSON.stringify(create),
    });
    expect(response.status).toBe(403);
  });
});

describe('company scoping', () => {
  it("refuses another company's company-level path", async () => {
    const response = await harness.call('GET', `/v1/companies/${companyId}/employees`, otherCompany);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({
      errors: [{ error_key: 'request', category: 'not_found' }],
    });
  });

  it("refuses another company's employee-level paths, reads and writes", async () => {
    expect((await harness.call('GET', `/v1/employees/${employeeId}`, otherCompany)).status).toBe(404);
    expect(
      (await harness.call('GET', `/v1/employees/${employeeId}/home_addresses`, otherCompany)).status,
    ).toBe(404);
    const write = await harness.call('PUT', `/v1/employees/${employeeId}`, otherCompany, {
      version: 'v',
      first_name: 'Mallory',
    });
    expect(write.status).toBe(404);
    // The owner still reads it: the refusal is about the session, not the employee.
    expect((await harness.call('GET', `/v1/employees/${employeeId}`, ownCompany)).status).toBe(200);
  });

  it("refuses another company's payroll-level paths", async () => {
    const list = await harness.call('GET', `/v1/companies/${companyId}/payrolls`, ownCompany);
    expect(list.status).toBe(200);
    const payroll = (JSON.parse(list.body) as { uuid?: string; payroll_uuid?: string }[])[0];
    const payrollId = payroll?.uuid ?? payroll?.payroll_uuid;
    if (!payrollId) throw new Error('the demo company has no payrolls');
    expect(
      (await harness.call('GET', `/v1/companies/${companyId}/payrolls/${payrollId}`, otherCompany)).status,
    ).toBe(404);
    expect((await harness.call('GET', `/v1/payrolls/${payrollId}/receipt`, otherCompany)).status).toBe(404);
    // A payroll of the demo company asked for under the other user's own company id.
    const otherId = '7c1d0f4e-0000-4000-8000-000000000001';
    expect(
      (await harness.call('GET', `/v1/companies/${otherId}/payrolls/${payrollId}`, otherCompany)).status,
    ).toBe(404);
    expect(
      (await harness.call('GET', `/v1/companies/${companyId}/payrolls/${payrollId}`, ownCompany)).status,
    ).toBe(200);
  });
});

describe('allowlist and path tricks', () => {
  it.each([
    ['dot segments', () => `/api/payroll/v1/companies/${companyId}/../../v1/events`],
    ['dot segments inside a company path', () => `/api/payroll/v1/employees/${employeeId}/..`],
    ['an encoded slash', () => `/api/payroll/v1/companies/${companyId}%2Femployees`],
    ['encoded dots', () => `/api/payroll/v1/employees/%2e%2e/${employeeId}`],
    ['a double slash', () => `/api/payroll//v1/token_info`],
    ['a leading double slash', () => `//evil.example/api/payroll/v1/token_info`],
    ['an absolute URL', () => `http://evil.example/api/payroll/v1/token_info`],
    ['a backslash', () => `/api/payroll/v1\\token_info`],
  ])('refuses %s', async (_name, path) => {
    const response = await harness.raw('GET', path(), {
      headers: { cookie: ownCompany, origin: 'http://app.test', 'x-requested-with': 'payroll-kit' },
    });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ category: 'not_found' }] });
  });

  it('refuses a method the inventory does not list for a path', async () => {
    expect((await harness.call('DELETE', `/v1/companies/${companyId}/employees`, ownCompany)).status).toBe(
      404,
    );
    expect((await harness.call('PATCH', `/v1/employees/${employeeId}`, ownCompany, {})).status).toBe(404);
  });

  it('refuses system-token operations even though the service has them', async () => {
    expect((await harness.call('GET', '/v1/events', ownCompany)).status).toBe(404);
    expect((await harness.call('GET', '/v1/webhook_subscriptions', ownCompany)).status).toBe(404);
  });

  it('refuses an oversized body with 413, declared or streamed', async () => {
    const big = JSON.stringify({ first_name: 'x'.repeat(1024 * 1024 + 10) });
    const declared = await harness.call(
      'POST',
      `/v1/companies/${companyId}/employees`,
      ownCompany,
      undefined,
      {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(big)),
      },
    );
    expect(declared.status).toBe(413);
    const streamed = await harness.raw('POST', `/api/payroll/v1/companies/${companyId}/employees`, {
      headers: {
        cookie: ownCompany,
        origin: 'http://app.test',
        'x-requested-with': 'payroll-kit',
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      body: big,
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ errors: [{ category: 'invalid_request_error' }] });
  });
});
