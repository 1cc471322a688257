import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../src/testing';
import { call, counterIds, employees, fixedNow, type ApiJson } from './request';

const newEmployee = { first_name: 'Rosa', last_name: 'Parks' };

describe('authentication (DECISIONS 21, 24)', () => {
  it('refuses a missing or unknown token with 401 on request, rate-limit headers included', async () => {
    const api = createDemoApi({ now: fixedNow() });
    for (const token of [null, 'not-a-token']) {
      const res = await call(api, 'GET', `/v1/companies/${api.companyUuid}/employees`, { token });
      expect(res.status).toBe(401);
      expect(res.body.errors[0]).toMatchObject({ error_key: 'request', category: 'invalid_request_error' });
      expect(res.headers.get('x-ratelimit-limit')).toBe('200');
      expect(res.headers.get('x-api-version')).toBe('2026-06-15');
    }
  });

  it('refuses the wrong kind of token in both directions', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const asSystem = await call(api, 'GET', `/v1/companies/${api.companyUuid}/employees`, {
      token: api.tokens.system,
    });
    const asCompany = await call(api, 'GET', '/v1/events');
    expect([asSystem.status, asCompany.status]).toEqual([401, 401]);
  });

  it('token_info names the company for the company token and the application for the system token', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const company = await call(api, 'GET', '/v1/token_info');
    expect(company.body.resource).toEqual({ type: 'Company', uuid: api.companyUuid });
    expect(company.body.scope.split(' ')).toContain('employees:write');
    const system = await call(api, 'GET', '/v1/token_info', { token: api.tokens.system });
    expect(system.body.resource.type).toBe('Oauth::Application');
  });

  it('enforces scopes with 403 in production mode only (DECISIONS 10)', async () => {
    const body = newEmployee;
    const production = createDemoApi({ mode: 'production', now: fixedNow() });
    const refused = await call(production, 'POST', `/v1/companies/${production.companyUuid}/employees`, {
      body,
      token: 'demo-company-readonly-token',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].metadata.scope).toBe('employees:write');
    const read = await call(production, 'GET', `/v1/companies/${production.companyUuid}/employees`, {
      token: 'demo-company-readonly-token',
    });
    expect(read.status).toBe(200);
    const demo = createDemoApi({ now: fixedNow() });
    const allowed = await call(demo, 'POST', `/v1/companies/${demo.companyUuid}/employees`, {
      body,
      token: 'demo-company-readonly-token',
    });
    expect(allowed.status).toBe(201);
  });
});

describe('API version header (DECISIONS 3)', () => {
  it('accepts the one version or none, and refuses ApiJson other', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const ok = await call(api, 'GET', '/v1/token_info', { headers: { 'X-API-Version': '2026-06-15' } });
    expect(ok.status).toBe(200);
    const bad = await call(api, 'GET', '/v1/token_info', { headers: { 'X-API-Version': '2025-06-15' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ error_key: 'X-API-Version', category: 'invalid_parameter' });
  });
});

describe('malformed requests (DECISIONS 13, 28)', () => {
  it('answers 422 on request for a body that is not JSON or not an object', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const path = `/v1/companies/${api.companyUuid}/employees`;
    for (const rawBody of ['{"first_name":', '[1,2]', 'null', '"text"']) {
      const res = await call(api, 'POST', path, { rawBody, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ error_key: 'request', category: 'invalid_request_error' }),
      ]);
    }
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const res = await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
      body: { first_name: 'x'.repeat(1024 * 1024 + 1), last_name: 'y' },
    });
    expect(res.status).toBe(413);
    expect(res.body.errors[0]).toMatchObject({ error_key: 'request', category: 'invalid_request_error' });
  });

  it('answers 404 for an unknown path or resource and 405 with Allow for a wrong method', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const unknownPath = await call(api, 'GET', '/v1/payroll_wizards');
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.body.errors[0]).toMatchObject({ error_key: 'request', category: 'not_found' });
    const unknownEmployee = await call(api, 'GET', '/v1/employees/00000000-0000-4000-8000-000000000000');
    expect(unknownEmployee.status).toBe(404);
    const wrongMethod = await call(api, 'PATCH', '/v1/token_info');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    expect(wrongMethod.body.errors[0].error_key).toBe('request');
  });

  it('refuses an unknown field on that field, and reports every bad field at once', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const res = await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
      body: { first_name: 'Ada', favourite_colour: 'blue', ssn: '123-45-6789' },
    });
    expect(res.status).toBe(422);
    const keyed = Object.fromEntries(res.body.errors.map((e: ApiJson) => [e.error_key, e.category]));
    expect(keyed).toEqual({
      favourite_colour: 'invalid_attribute_value',
      ssn: 'invalid_attribute_value',
      last_name: 'missing_parameter',
    });
  });
});

describe('rate limit (SPEC §8, DECISIONS 14, 24)', () => {
  it('allows 200 requests per rolling minute per token, then 429 with Retry-After until the window resets', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 1 });
    let last;
    for (let i = 0; i < 200; i++) last = await call(api, 'GET', '/v1/token_info');
    expect(last!.status).toBe(200);
    expect(last!.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(last!.headers.get('x-ratelimit-reset')).toBe('2026-06-15T16:01:00Z');
    const limited = await call(api, 'GET', '/v1/token_info');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.body.errors[0]).toMatchObject({ error_key: 'request', category: 'rate_limit_exceeded' });
    // The system token is another user: its own window.
    expect((await call(api, 'GET', '/v1/events', { token: api.tokens.system })).status).toBe(200);
    await api.clock.advance(60_000);
    const again = await call(api, 'GET', '/v1/token_info');
    expect(again.status).toBe(200);
    expect(again.headers.get('x-ratelimit-remaining')).toBe('199');
  });

  it('takes another limit for load tests, announced in the same headers', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 1, rateLimit: 1000 });
    let last;
    for (let i = 0; i < 201; i++) last = await call(api, 'GET', '/v1/token_info');
    expect(last!.status).toBe(200);
    expect(last!.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(last!.headers.get('x-ratelimit-remaining')).toBe('799');
    expect(() => createDemoApi({ rateLimit: 0 })).toThrow(RangeError);
  });
});

describe('Idempotency-Key (DECISIONS 1, 2, 33)', () => {
  it('replays the stored answer for the same key and body, creating nothing more', async () => {
    const api = createDemoApi({ now: fixedNow(), ids: counterIds() });
    const path = `/v1/companies/${api.companyUuid}/employees`;
    const headers = { 'Idempotency-Key': 'key-1' };
    const first = await call(api, 'POST', path, {
      body: { first_name: 'Rosa', last_name: 'Parks' },
      headers,
    });
    const replay = await call(api, 'POST', path, {
      body: { last_name: 'Parks', first_name: 'Rosa' },
      headers,
    });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const all = await employees(api);
    expect(all.filter((e) => e.last_name === 'Parks')).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and scopes keys to the endpoint', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const path = `/v1/companies/${api.companyUuid}/employees`;
    const headers = { 'Idempotency-Key': 'key-2' };
    await call(api, 'POST', path, { body: newEmployee, headers });
    const mismatch = await call(api, 'POST', path, {
      body: { ...newEmployee, first_name: 'Other' },
      headers,
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors[0]).toMatchObject({
      error_key: 'request',
      category: 'invalid_request_error',
    });
    const [employee] = await employees(api);
    const elsewhere = await call(api, 'POST', `/v1/employees/${employee.uuid}/jobs`, {
      body: { title: 'Welder', hire_date: '2026-01-05' },
      headers,
    });
    expect(elsewhere.status).toBe(201);
  });

  it('answers 409 duplicate_operation while the first request with the key is running', async () => {
    const api = createDemoApi({ now: fixedNow(), latencyMs: 30 });
    const path = `/v1/companies/${api.companyUuid}/employees`;
    const headers = { 'Idempotency-Key': 'key-3' };
    const [a, b] = await Promise.all([
      call(api, 'POST', path, { body: newEmployee, headers }),
      call(api, 'POST', path, { body: newEmployee, headers }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.errors[0].category).toBe('duplicate_operation');
  });

  it('lets a key whose request failed validation carry the corrected payload', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const path = `/v1/companies/${api.companyUuid}/employees`;
    const headers = { 'Idempotency-Key': 'key-4' };
    expect((await call(api, 'POST', path, { body: { first_name: 'Rosa' }, headers })).status).toBe(422);
    expect((await call(api, 'POST', path, { body: newEmployee, headers })).status).toBe(201);
  });
});

describe('versions and PUT deltas (SPEC §9.2–3, DECISIONS 22)', () => {
  it('requires version, refuses a stale one with 409 and changes nothing', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const [employee] = await employees(api);
    const path = `/v1/employees/${employee.uuid}`;
    const missing = await call(api, 'PUT', path, { body: { first_name: 'New' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ error_key: 'version', category: 'missing_parameter' });
    const updated = await call(api, 'PUT', path, {
      body: { version: employee.version, preferred_first_name: 'Addie' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.version).not.toBe(employee.version);
    const stale = await call(api, 'PUT', path, { body: { version: employee.version, first_name: 'Stale' } });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_resource_version' });
    const current = await call(api, 'GET', path);
    expect(current.body.first_name).toBe(employee.first_name);
    expect(current.body.preferred_first_name).toBe('Addie');
    expect(current.body.last_name).toBe(employee.last_name);
  });

  it('keeps the version across reads and moves it when a child object changes', async () => {
    const api = createDemoApi({ now: fixedNow() });
    // An employee still onboarding: no payroll has paid (and frozen) the compensation yet.
    const employee = (await employees(api)).find((e) => !e.onboarded && e.jobs.length > 0);
    const again = await call(api, 'GET', `/v1/employees/${employee.uuid}`);
    expect(again.body.version).toBe(employee.version);
    const compensation = employee.jobs[0].compensations[0];
    await call(api, 'PUT', `/v1/compensations/${compensation.uuid}`, {
      body: { version: compensation.version, rate: '99.00' },
    });
    const after = await call(api, 'GET', `/v1/employees/${employee.uuid}`);
    expect(after.body.version).not.toBe(employee.version);
  });
});

describe('page-based collections (SPEC §8, DECISIONS 11, 23)', () => {
  it('defaults to page 1 of 25 with the four headers, also past the end', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 30 });
    const path = `/v1/companies/${api.companyUuid}/employees`;
    const first = await call(api, 'GET', path);
    expect(first.body).toHaveLength(25);
    expect(
      ['x-page', 'x-per-page', 'x-total-count', 'x-total-pages'].map((h) => first.headers.get(h)),
    ).toEqual(['1', '25', '30', '2']);
    const past = await call(api, 'GET', `${path}?page=9`);
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('30');
    const tooMany = await call(api, 'GET', `${path}?per=101`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]).toMatchObject({ error_key: 'per', category: 'invalid_parameter' });
  });
});

describe('sort_by (SPEC §8.3, DECISIONS 12, 35)', () => {
  it('sorts by name descending: last name, then first name, case-insensitively', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 45 });
    const res = await call(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/employees?per=100&sort_by=name:desc`,
    );
    const keys = res.body.map(
      (e: ApiJson) => `${e.last_name.toLowerCase()}\u0000${e.first_name.toLowerCase()}`,
    );
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('gives earlier clauses precedence', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 45 });
    const res = await call(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/employees?per=100&sort_by=first_name:asc,last_name:desc`,
    );
    const pairs = res.body.map((e: ApiJson) => [e.first_name.toLowerCase(), e.last_name.toLowerCase()]);
    for (let i = 1; i < pairs.length; i++) {
      const [a, b] = [pairs[i - 1], pairs[i]];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] >= b[1])).toBe(true);
    }
  });

  it('refuses an unknown field, a bad direction, and sort_by with search_term', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const path = `/v1/companies/${api.companyUuid}/employees`;
    for (const query of ['sort_by=salary', 'sort_by=name:up', 'sort_by=name&search_term=ada']) {
      const res = await call(api, 'GET', `${path}?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ error_key: 'sort_by', category: 'invalid_parameter' });
    }
    const search = await call(api, 'GET', `${path}?search_term=LOVE`);
    expect(search.body.length).toBeGreaterThan(0);
    expect(
      search.body.every((e: ApiJson) => `${e.first_name} ${e.last_name}`.toLowerCase().includes('love')),
    ).toBe(true);
  });
});

describe('company rules (DECISIONS 16, 17, 27)', () => {
  it('answers 403 with the replacement for an archived company', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const res = await call(api, 'GET', `/v1/companies/${api.archivedCompanyUuid}/employees`);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({
      error_key: 'base',
      category: 'invalid_operation',
      metadata: { replacement_company_uuid: api.companyUuid },
    });
  });

  it('answers 410 deprecated_endpoint naming the replacement for the old terms of service', async () => {
    const api = createDemoApi({ now: fixedNow() });
    for (const method of ['GET', 'POST']) {
      const res = await call(
        api,
        method,
        `/v1/companies/${api.companyUuid}/terms_of_service`,
        method === 'POST' ? { body: {} } : {},
      );
      expect(res.status).toBe(410);
      expect(res.body.errors[0]).toMatchObject({
        error_key: 'request',
        category: 'deprecated_endpoint',
        metadata: { replacement: `/v1/partner_managed_companies/${api.companyUuid}/terms_of_service` },
      });
    }
  });
});

describe('seed and reset', () => {
  it('seeds exactly N employees with stable uuids, and reset returns to the seed', async () => {
    const a = createDemoApi({ now: fixedNow(), employees: 7 });
    const b = createDemoApi({ now: fixedNow(), employees: 7 });
    expect(a.companyUuid).toBe(b.companyUuid);
    expect(a.snapshot()).toBe(b.snapshot());
    expect(await employees(a)).toHaveLength(7);
    await call(a, 'POST', `/v1/companies/${a.companyUuid}/employees`, { body: newEmployee });
    expect(await employees(a)).toHaveLength(8);
    a.reset();
    expect(a.snapshot()).toBe(b.snapshot());
    const viaRoute = await call(b, 'POST', '/__demo/reset', { token: null });
    expect(viaRoute.status).toBe(204);
  });
});
