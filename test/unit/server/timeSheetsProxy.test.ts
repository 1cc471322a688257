import { describe, expect, it } from 'vitest';
import { createPayrollClient } from '../../../src/api/client';
import {
  createPayrollSync,
  createTimeSheet,
  getPayrollSync,
  updateTimeSheet,
} from '../../../src/api/timeSheets/operations';
import { createDemoApi } from '../../../src/demo-api';
import {
  createCompany,
  createPayrollProxy,
  memoryStore,
  staticToken,
  type PayrollSession,
} from '../../../src/server';
import { demoCompanyTokens } from '../../support/companyTokens';

// Time sheets and payroll syncs through the proxy (UPSTREAM-3 N.7, DECISIONS 75): an admin's
// session works its own company's sheets and syncs; their own paths name no company, so the proxy
// reads each to find its owner, and a session of another company gets 404 (existence not
// revealed); an employee's session gets 403 on every one of them, with nothing sent upstream.

const ORIGIN = 'https://partner.example';
const NOW = new Date('2026-06-15T16:00:00Z').getTime();

async function proxyWithSessions() {
  const api = createDemoApi({ employees: 1, now: () => new Date(NOW) });
  const upstreamPaths: string[] = [];
  const upstream = {
    baseUrl: api.baseUrl,
    fetch: (request: Request) => {
      upstreamPaths.push(`${request.method} ${new URL(request.url).pathname}`);
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
  return {
    api,
    newcomer,
    call,
    client,
    upstreamPaths,
    signIn: (next: PayrollSession) => {
      session = next;
    },
  };
}

describe('time sheets through the proxy', () => {
  it('serves an admin its own company’s sheets and syncs, 404 to another company’s session, 403 to an employee', async () => {
    const { api, newcomer, call, client, upstreamPaths, signIn } = await proxyWithSessions();
    const company = api.companyUuid;
    signIn({ id: 'admin', role: 'admin', companyIds: [company] });
    const employees = (await call('GET', `/v1/companies/${company}/employees`)).body;
    const ada = employees[0];
    const { data: sheet } = await createTimeSheet(
      client,
      company,
      {
        entity_type: 'Employee',
        entity_uuid: ada.uuid,
        time_zone: 'America/Los_Angeles',
        shift_started_at: '2026-06-08T09:00:00-07:00',
        entries: [{ hours_worked: 7.5, pay_classification: 'Regular' }],
      },
      { idempotencyKey: 'ts-1' },
    );
    const { data: approved } = await updateTimeSheet(client, sheet.uuid, {
      version: sheet.version,
      status: 'approved',
    });
    expect(approved.status).toBe('approved');
    const payroll = (await call('GET', `/v1/companies/${company}/payrolls?processing_statuses=unprocessed`))
      .body[0];
    const { data: sync } = await createPayrollSync(
      client,
      company,
      {
        kind: 'regular',
        pay_schedule_uuid: payroll.pay_period.pay_schedule_uuid,
        pay_period_start_date: payroll.pay_period.start_date,
        pay_period_end_date: payroll.pay_period.end_date,
      },
      { idempotencyKey: 'sync-1' },
    );
    expect((await getPayrollSync(client, sync.uuid)).data.uuid).toBe(sync.uuid);

    // Another company's admin: neither the sheet nor the sync exists for it.
    signIn({ id: 'other', role: 'admin', companyIds: [newcomer] });
    expect((await call('GET', `/v1/time_tracking/time_sheets/${sheet.uuid}`)).status).toBe(404);
    expect(
      (
        await call('PUT', `/v1/time_tracking/time_sheets/${sheet.uuid}`, {
          version: approved.version,
          status: 'rejected',
        })
      ).status,
    ).toBe(404);
    expect((await call('DELETE', `/v1/time_tracking/time_sheets/${sheet.uuid}`)).status).toBe(404);
    expect((await call('GET', `/v1/time_tracking/payroll_syncs/${sync.uuid}`)).status).toBe(404);
    expect((await call('GET', `/v1/companies/${company}/time_tracking/time_sheets`)).status).toBe(404);
    signIn({ id: 'both', role: 'admin', companyIds: [newcomer, company] });
    expect((await call('GET', `/v1/time_tracking/time_sheets/${sheet.uuid}`)).body.status).toBe('approved');

    // An employee's session: 403 everywhere here, nothing forwarded.
    signIn({ id: 'ada', role: 'employee', employeeUuid: ada.uuid, companyIds: [company] });
    const before = upstreamPaths.length;
    for (const [method, path, body] of [
      ['GET', `/v1/companies/${company}/time_tracking/time_sheets`],
      ['POST', `/v1/companies/${company}/time_tracking/time_sheets`, { entity_uuid: ada.uuid }],
      ['GET', `/v1/time_tracking/time_sheets/${sheet.uuid}`],
      [
        'PUT',
        `/v1/time_tracking/time_sheets/${sheet.uuid}`,
        { version: approved.version, status: 'approved' },
      ],
      ['POST', `/v1/companies/${company}/time_tracking/payroll_syncs`, { kind: 'regular' }],
      ['GET', `/v1/time_tracking/payroll_syncs/${sync.uuid}`],
    ] as const) {
      const answer = await call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.errors[0]).toMatchObject({ category: 'forbidden' });
    }
    expect(upstreamPaths.length).toBe(before);
  });
});
