import { describe, expect, it } from 'vitest';
import { createPayrollClient } from '../../../src/api/client';
import {
  acceptSalaryEstimate,
  createSalaryEstimate,
  getSalaryEstimate,
  searchSalaryOccupations,
  updateSalaryEstimate,
} from '../../../src/api/salaryEstimates/operations';
import type { SalaryEstimateBody } from '../../../src/api/salaryEstimates/types';
import { createDemoApi } from '../../../src/demo-api';
import {
  createCompany,
  createPayrollProxy,
  memoryStore,
  staticToken,
  type PayrollSession,
} from '../../../src/server';
import { demoCompanyTokens } from '../../support/companyTokens';

// Salary estimates through the proxy (UPSTREAM-3 N.6): an admin's session creates, reads, updates
// and accepts its own employee's estimate (the estimate's path names no company, so the proxy reads
// it to find its employee's company); another company's session gets 404 (existence not revealed);
// the occupations take the system token, read for any admin's session and never for a person's;
// an employee's session gets 403 on every one of them, with nothing sent upstream.

const ORIGIN = 'https://partner.example';
const NOW = new Date('2026-06-15T16:00:00Z').getTime();

// Hand-checked (contract.md#salary-estimates): Software Developers skilled half the time
// ($76,055.25) and General and Operations Managers average the other half ($50,640.00).
const HALF_AND_HALF: SalaryEstimateBody = {
  zip_code: '94107',
  annual_net_revenue: null,
  occupations: [
    { code: '15-1252', experience_level: 'skilled', time_percentage: '0.5', primary: true },
    { code: '11-1021', experience_level: 'average', time_percentage: '0.5', primary: false },
  ],
};

async function proxyWithSessions({ systemTokens = true } = {}) {
  const api = createDemoApi({ employees: 1, now: () => new Date(NOW) });
  const upstreamRequests: Request[] = [];
  const upstream = {
    baseUrl: api.baseUrl,
    fetch: (request: Request) => {
      upstreamRequests.push(request.clone());
      return api.handle(request);
    },
  };
  const store = memoryStore();
  const { companyId: newcomer } = await createCompany(
    { upstream, systemToken: staticToken(api.tokens.system), store, now: () => NOW },
    {
      user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
      company: { name: 'Langley Analytics LLC' },
    },
  );
  const stored = demoCompanyTokens(api, store, () => NOW);
  let session: PayrollSession = { id: 'admin', role: 'admin', companyIds: [] };
  const proxy = createPayrollProxy({
    upstream,
    tokens: (companyId) =>
      companyId === api.companyUuid ? staticToken(api.tokens.company) : stored(companyId),
    ...(systemTokens ? { systemTokens: staticToken(api.tokens.system) } : {}),
    getSession: () => session,
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
    const text = await response.text();
    return { status: response.status, text, body: text ? JSON.parse(text) : null };
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
  return {
    api,
    newcomer,
    call,
    client,
    upstreamRequests,
    signIn: (next: PayrollSession) => {
      session = next;
    },
  };
}

describe('salary estimates through the proxy', () => {
  it('serves an admin its own employee’s estimate, 404 to another company’s session, 403 to an employee', async () => {
    const { api, newcomer, call, client, upstreamRequests, signIn } = await proxyWithSessions();
    const company = api.companyUuid;
    signIn({ id: 'admin', role: 'admin', companyIds: [company] });
    const ada = (await call('GET', `/v1/companies/${company}/employees`)).body[0];
    const job = (await call('GET', `/v1/employees/${ada.uuid}/jobs`)).body[0];
    const { data: estimate } = await createSalaryEstimate(client, ada.uuid, HALF_AND_HALF, {
      idempotencyKey: 'se-1',
    });
    expect(estimate).toMatchObject({ employee_uuid: ada.uuid, result: 12_669_525, accepted_at: null });
    expect((await getSalaryEstimate(client, estimate.uuid)).data.zip_code).toBe('94107');
    const { data: updated } = await updateSalaryEstimate(client, estimate.uuid, {
      ...HALF_AND_HALF,
      annual_net_revenue: 100_000,
    });
    // At most the business's revenue.
    expect(updated.result).toBe(10_000_000);

    // Another company's admin: the estimate does not exist for it, and stays as it was.
    signIn({ id: 'other', role: 'admin', companyIds: [newcomer] });
    expect((await call('GET', `/v1/salary_estimates/${estimate.uuid}`)).status).toBe(404);
    expect((await call('PUT', `/v1/salary_estimates/${estimate.uuid}`, HALF_AND_HALF)).status).toBe(404);
    expect(
      (await call('POST', `/v1/salary_estimates/${estimate.uuid}/accept`, { employee_job_uuid: job.uuid }))
        .status,
    ).toBe(404);
    expect((await call('POST', `/v1/employees/${ada.uuid}/salary_estimates`, HALF_AND_HALF)).status).toBe(
      404,
    );
    signIn({ id: 'both', role: 'admin', companyIds: [newcomer, company] });
    expect((await call('GET', `/v1/salary_estimates/${estimate.uuid}`)).body).toMatchObject({
      result: 10_000_000,
      accepted_at: null,
    });

    // An employee's session, even on its own estimate: 403 everywhere here, nothing forwarded.
    signIn({ id: 'ada', role: 'employee', employeeUuid: ada.uuid, companyIds: [company] });
    const before = upstreamRequests.length;
    for (const [method, path, body] of [
      ['POST', `/v1/employees/${ada.uuid}/salary_estimates`, HALF_AND_HALF],
      ['GET', `/v1/salary_estimates/${estimate.uuid}`],
      ['PUT', `/v1/salary_estimates/${estimate.uuid}`, HALF_AND_HALF],
      ['POST', `/v1/salary_estimates/${estimate.uuid}/accept`, { employee_job_uuid: job.uuid }],
      ['GET', '/v1/salary_estimates/occupations?search=software'],
    ] as const) {
      const answer = await call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.errors[0]).toMatchObject({ error_key: 'base', category: 'forbidden' });
    }
    expect(upstreamRequests.length).toBe(before);

    // The admin accepts it into the employee's job: read-only from then on.
    signIn({ id: 'admin', role: 'admin', companyIds: [company] });
    const { data: accepted } = await acceptSalaryEstimate(client, estimate.uuid, job.uuid);
    expect(accepted).toMatchObject({ employee_job_uuid: job.uuid, accepted_at: expect.any(String) });
    const again = await call('PUT', `/v1/salary_estimates/${estimate.uuid}`, HALF_AND_HALF);
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
  });

  it('reads the occupations with the system token for an admin’s session, never handing it to the page', async () => {
    const { api, client, call, upstreamRequests, signIn } = await proxyWithSessions();
    signIn({ id: 'admin', role: 'admin', companyIds: [api.companyUuid] });
    const { data } = await searchSalaryOccupations(client, 'software');
    expect(data.map((o) => o.code)).toContain('15-1252');
    const sent = upstreamRequests.at(-1)!;
    expect(new URL(sent.url).pathname).toBe('/v1/salary_estimates/occupations');
    expect(new URL(sent.url).searchParams.get('search')).toBe('software');
    expect(sent.headers.get('authorization')).toBe(`Bearer ${api.tokens.system}`);

    // A search too short is the service's own 422 on `search`, passed on as it is.
    const short = await call('GET', '/v1/salary_estimates/occupations?search=so');
    expect(short.status).toBe(422);
    expect(short.body.errors[0]).toMatchObject({ error_key: 'search' });
    expect(short.text).not.toContain(api.tokens.system);

    // A partner's session is an admin's too.
    signIn({ id: 'p1', role: 'partner', companyIds: [api.companyUuid] });
    expect((await call('GET', '/v1/salary_estimates/occupations?search=manager')).status).toBe(200);
    // Only reads: any other method on the path is not an operation.
    expect((await call('POST', '/v1/salary_estimates/occupations', {})).status).toBe(404);
  });

  it('refuses the occupations when the proxy has no system token, sending nothing', async () => {
    const { api, call, upstreamRequests, signIn } = await proxyWithSessions({ systemTokens: false });
    signIn({ id: 'admin', role: 'admin', companyIds: [api.companyUuid] });
    const before = upstreamRequests.length;
    const answer = await call('GET', '/v1/salary_estimates/occupations?search=software');
    expect(answer.status).toBe(403);
    expect(answer.body.errors[0]).toMatchObject({ error_key: 'base', category: 'forbidden' });
    expect(upstreamRequests.length).toBe(before);
  });
});
