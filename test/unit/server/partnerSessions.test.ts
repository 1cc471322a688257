import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../src/demo-api';
import {
  createCompany,
  createPayrollProxy,
  memoryStore,
  staticToken,
  type PayrollSession,
} from '../../../src/server';
import { demoCompanyTokens } from '../../support/companyTokens';

// Partner sessions in the proxy (DECISIONS 75, issue 46): payroll digests, cancellation batches
// and invoices take the system token, so only a session of role `partner` reaches them, and only
// for its own companies: other companies named in a batch are not forwarded and come back in its
// `exclusions` as `not_found`, a batch's results are its session's alone, an invoice is narrowed to
// the session's companies. Admin and person sessions get 403 there, before any upstream call.

const ORIGIN = 'https://partner.example';
const NOW = new Date('2026-06-15T16:00:00Z').getTime();

async function partnerProxy({ systemTokens = true } = {}) {
  const api = createDemoApi({ employees: 2, now: () => new Date(NOW) });
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
  let session: PayrollSession = { id: 'p1', role: 'partner', companyIds: [api.companyUuid] };
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
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  upstreamRequests.length = 0;
  return { api, newcomer, call, upstreamRequests, signIn: (next: PayrollSession) => (session = next) };
}

const digestBody = (key: string, uuids: string[]) => ({
  idempotency_key: key,
  batch_action: 'create',
  batch: uuids.map((uuid) => ({ entity_type: 'company', uuid })),
});

describe('partner sessions (DECISIONS 75)', () => {
  it('a digest reaches the session’s companies only: others are not sent and come back as not_found', async () => {
    const { api, newcomer, call, upstreamRequests, signIn } = await partnerProxy();
    const created = await call('POST', '/v1/payroll_digests', digestBody('d1', [newcomer, api.companyUuid]));
    expect(created.status).toBe(201);
    const sent = await upstreamRequests[0]!.json();
    expect(sent.batch).toEqual([{ entity_type: 'company', uuid: api.companyUuid }]);
    expect(upstreamRequests[0]!.headers.get('authorization')).toBe(`Bearer ${api.tokens.system}`);

    const read = await call('GET', `/v1/payroll_digests/${created.body.uuid}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ submitted_items: 2, processed_items: 1, excluded_items: 1 });
    expect(read.body.results).toEqual([expect.objectContaining({ idx: 1, uuid: api.companyUuid })]);
    expect(read.body.exclusions).toEqual([
      expect.objectContaining({ idx: 0, entity_type: 'company', uuid: newcomer, category: 'not_found' }),
    ]);
    // Another partner session, even of the same companies, does not read this digest.
    signIn({ id: 'p2', role: 'partner', companyIds: [api.companyUuid] });
    const before = upstreamRequests.length;
    expect((await call('GET', `/v1/payroll_digests/${created.body.uuid}`)).status).toBe(404);
    expect(upstreamRequests).toHaveLength(before);
  });

  it('a cancellation batch never sends another company’s payroll; an invoice is narrowed to the session', async () => {
    const { api, newcomer, call, upstreamRequests, signIn } = await partnerProxy();
    const payrolls = await api.fetch(
      `/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed`,
      {
        headers: { authorization: `Bearer ${api.tokens.company}` },
      },
    );
    const next = ((await payrolls.json()) as { payroll_uuid: string; off_cycle: boolean }[]).find(
      (p) => !p.off_cycle,
    )!;
    // The newcomer's partner names the seeded company's payroll: it never reaches the service.
    signIn({ id: 'p3', role: 'partner', companyIds: [newcomer] });
    const foreign = await call('POST', '/v1/payroll_batches', {
      idempotency_key: 'c1',
      batch_action: 'cancel',
      batch: [
        { entity_type: 'payroll', uuid: next.payroll_uuid, company_uuid: api.companyUuid },
        // Naming its own company with another's payroll: the service finds no such payroll there.
        { entity_type: 'payroll', uuid: next.payroll_uuid, company_uuid: newcomer },
      ],
    });
    expect(foreign.status).toBe(201);
    expect((await upstreamRequests.at(-1)!.json()).batch).toEqual([
      { entity_type: 'payroll', uuid: next.payroll_uuid, company_uuid: newcomer },
    ]);
    const read = await call('GET', `/v1/payroll_batches/${foreign.body.uuid}`);
    expect(read.body.results).toEqual([]);
    expect(read.body.exclusions.map((e: { idx: number; category: string }) => [e.idx, e.category])).toEqual([
      [0, 'not_found'],
      [1, 'not_found'],
    ]);
    const still = await api.fetch(`/v1/companies/${api.companyUuid}/payrolls/${next.payroll_uuid}`, {
      headers: { authorization: `Bearer ${api.tokens.company}` },
    });
    expect(await still.json()).toMatchObject({ processed: false, processing_request: null });

    signIn({ id: 'p1', role: 'partner', companyIds: [api.companyUuid] });
    const june = await call('GET', '/v1/invoices/2026-06');
    expect(june.status).toBe(200);
    expect(new URL(upstreamRequests.at(-1)!.url).searchParams.get('company_uuids')).toBe(api.companyUuid);
    expect(june.body.active_companies).toEqual([expect.objectContaining({ company_uuid: api.companyUuid })]);
    const before = upstreamRequests.length;
    const others = await call('GET', `/v1/invoices/2026-06?company_uuids=${newcomer}`);
    expect(others).toEqual({ status: 200, body: { active_companies: [] } });
    expect(upstreamRequests).toHaveLength(before);
  });

  it('admin and person sessions get 403 on the partner operations; a partner session reaches nothing else of the system token or another company', async () => {
    const { api, newcomer, call, upstreamRequests, signIn } = await partnerProxy();
    const operations: [string, string, unknown?][] = [
      ['POST', '/v1/payroll_digests', digestBody('x', [api.companyUuid])],
      ['GET', '/v1/payroll_digests/00000000-0000-4000-8000-000000000000'],
      ['POST', '/v1/payroll_batches', { idempotency_key: 'x', batch_action: 'cancel', batch: [] }],
      ['GET', '/v1/payroll_batches/00000000-0000-4000-8000-000000000000'],
      ['GET', '/v1/invoices/2026-06'],
    ];
    const sessions: PayrollSession[] = [
      { id: 'a', role: 'admin', companyIds: [api.companyUuid] },
      { id: 'e', role: 'employee', employeeUuid: 'e-1', companyIds: [api.companyUuid] },
      { id: 'k', role: 'contractor', contractorUuid: 'k-1', companyIds: [api.companyUuid] },
    ];
    for (const session of sessions) {
      signIn(session);
      for (const [method, path, body] of operations) {
        const answer = await call(method, path, body);
        expect([session.role, path, answer.status]).toEqual([session.role, path, 403]);
        expect(answer.body.errors[0]).toMatchObject({ error_key: 'base', category: 'forbidden' });
      }
    }
    expect(upstreamRequests).toHaveLength(0);

    signIn({ id: 'p1', role: 'partner', companyIds: [api.companyUuid] });
    for (const path of ['/v1/events', '/v1/webhook_subscriptions', `/v1/companies/${newcomer}/payrolls`])
      expect((await call('GET', path)).status).toBe(404);
    expect((await call('POST', '/v1/partner_managed_companies', { user: {}, company: {} })).status).toBe(404);
    expect(upstreamRequests).toHaveLength(0);
    // Its own company's flows, as the dashboard links into them, are reached with the company token.
    expect((await call('GET', `/v1/companies/${api.companyUuid}/payrolls/blockers`)).status).toBe(200);
    expect(upstreamRequests.at(-1)!.headers.get('authorization')).toBe(`Bearer ${api.tokens.company}`);
  });

  it('without a system token the partner operations are not served', async () => {
    const { api, call, upstreamRequests } = await partnerProxy({ systemTokens: false });
    expect((await call('POST', '/v1/payroll_digests', digestBody('d', [api.companyUuid]))).status).toBe(403);
    expect(upstreamRequests).toHaveLength(0);
  });
});
