// The demo's tester panel on the partner's server (issue 44): the admin fails a processed
// payroll's debit with a return code, approves a wire and asks the company for information, each
// through `/api/tester/…`, which checks the record is the admin's company's and calls the demo
// service's test control; the page sends no token. A person's session, a write from another
// origin, another company's record and a bad return code are refused before any control runs.
// The demo service, the demo's login and the tester routes in process (no Vite), as
// `scripts/demoStack.ts` wires them.
import { describe, expect, it } from 'vitest';
import { createDemoSignIn } from '../../../scripts/demoSignIn';
import { createDemoTester } from '../../../scripts/demoTester';
import { createDemoApi } from '../../../src/demo-api';
import { staticToken } from '../../../src/server';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { payrollAwaitingWire, processedPayroll } from '../../support/payrollMoney';

const ORIGIN = 'http://localhost:5173';

async function setUp() {
  const api = createDemoApi({ employees: 3, now: () => new Date('2026-06-15T16:00:00Z') });
  const admin = demoAdmin(api);
  const controls: string[] = [];
  const upstream = {
    baseUrl: api.baseUrl,
    fetch: (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/__demo/')) controls.push(`${request.method} ${path}`);
      return api.handle(request);
    },
  };
  const tokens = () => staticToken(api.tokens.company);
  const login = createDemoSignIn({
    upstream,
    tokens,
    allowedOrigins: [ORIGIN],
    companyIds: () => [api.companyUuid],
    names: new Map([[api.companyUuid, 'Demo company']]),
  });
  const tester = createDemoTester({
    upstream,
    tokens,
    adminOf: (cookie) => login.adminOf(cookie),
    allowedOrigins: [ORIGIN],
  });
  const cookie = `${login.cookieName}=${login.newLogin()}`;
  const page = { cookie, origin: ORIGIN, 'x-requested-with': 'payroll-kit' };

  /** The panel's call, as the page makes it (its cookie, our header and origin unless told). */
  const panel = async (path: string, body?: unknown, headers: Record<string, string> = page) => {
    const response = await tester(
      new Request(`${ORIGIN}/api/tester/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    // Parsed JSON, read field by field.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as any };
  };
  return { api, admin, login, cookie, panel, controls, company: api.companyUuid };
}

describe('the demo’s tester panel (issue 44)', () => {
  it('fails a processed payroll’s debit with R16, approves its wire, and creates an information request', async () => {
    const { api, admin, panel, company } = await setUp();
    const advance = (ms: number) => api.clock.advance(ms);
    const processed = await processedPayroll(admin, advance);
    const { payrollUuid: wired, wire } = await payrollAwaitingWire(admin, advance);

    const cases = await panel(`cases?company=${company}`);
    expect(cases.status).toBe(200);
    // The seeded history's processed payroll and the one just processed; not the one awaiting its wire.
    const offered = cases.body.payrolls.map((p: { uuid: string }) => p.uuid);
    expect(offered).toHaveLength(2);
    expect(offered).toContain(processed);
    expect(offered).not.toContain(wired);
    expect(cases.body.wires).toEqual([
      expect.objectContaining({
        uuid: wire.uuid,
        status: 'awaiting_funds',
        requestedAmount: wire.requested_amount,
      }),
    ]);

    const failed = await panel('fail-debit', { companyId: company, payrollId: processed, code: 'R16' });
    expect(failed.status).toBe(201);
    const recovery = await expectCall<{ status: string; latest_error_code: string; payroll_uuid: string }[]>(
      admin,
      200,
      'GET',
      `/v1/companies/${company}/recovery_cases`,
    );
    expect(recovery).toEqual([
      expect.objectContaining({ status: 'open', latest_error_code: 'R16', payroll_uuid: processed }),
    ]);

    const approved = await panel('approve-wire', { companyId: company, wireInRequestId: wire.uuid });
    expect(approved.status).toBe(200);
    const after = await expectCall<{ status: string }>(
      admin,
      200,
      'GET',
      `/v1/wire_in_requests/${wire.uuid}`,
    );
    expect(after.status).toBe('approved');
    // Approved, it is no longer offered.
    expect((await panel(`cases?company=${company}`)).body.wires).toEqual([]);

    const asked = await panel('information-request', { companyId: company, blockingPayroll: true });
    expect(asked.status).toBe(201);
    const requests = await expectCall<{ status: string; blocking_payroll: boolean }[]>(
      admin,
      200,
      'GET',
      `/v1/companies/${company}/information_requests`,
    );
    expect(requests).toEqual([
      expect.objectContaining({ status: 'pending_response', blocking_payroll: true }),
    ]);
  });

  it('refuses a person’s session, another origin, another company’s or an unknown record, and a bad code, calling no control', async () => {
    const { api, admin, login, cookie, panel, controls, company } = await setUp();
    const processed = await processedPayroll(admin, (ms) => api.clock.advance(ms));
    const fail = { companyId: company, payrollId: processed, code: 'R01' };

    expect((await panel('fail-debit', fail, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await panel('fail-debit', { ...fail, code: 'X1' })).status).toBe(400);
    expect((await panel('fail-debit', { ...fail, payrollId: crypto.randomUUID() })).status).toBe(404);
    expect((await panel('fail-debit', { ...fail, companyId: crypto.randomUUID() })).status).toBe(404);
    expect((await panel(`cases?company=${crypto.randomUUID()}`)).status).toBe(404);
    expect(
      (await panel('approve-wire', { companyId: company, wireInRequestId: crypto.randomUUID() })).status,
    ).toBe(404);

    const [employee] = await expectCall<{ uuid: string }[]>(
      admin,
      200,
      'GET',
      `/v1/companies/${company}/employees`,
    );
    const signIn = await login.handle(
      new Request(`${ORIGIN}/api/session/sign-in`, {
        method: 'POST',
        headers: {
          cookie,
          origin: ORIGIN,
          'x-requested-with': 'payroll-kit',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ as: 'employee', uuid: employee!.uuid, companyId: company }),
      }),
    );
    expect(signIn.status).toBe(200);
    expect((await panel('fail-debit', fail)).status).toBe(401);
    expect((await panel(`cases?company=${company}`)).status).toBe(401);
    // Only the sign-in's own control (the portal invitation) reached the service.
    expect(controls.filter((c) => !c.includes('portal_sign_in'))).toEqual([]);
  });
});
