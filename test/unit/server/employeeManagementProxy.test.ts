import { describe, expect, it } from 'vitest';
import { createPayrollClient } from '../../../src/api/client';
import { isApiError } from '../../../src/api/errors';
import { listEmployees } from '../../../src/api/operations/employees';
import {
  createGarnishment,
  getGarnishment,
  listChildSupportAgencies,
} from '../../../src/api/operations/garnishments';
import { getPayStubPdf, listPayStubs } from '../../../src/api/operations/payStubs';
import { createDemoApi } from '../../../src/demo-api';
import {
  companyTokensFromStore,
  createCompany,
  createPayrollProxy,
  memoryStore,
  staticToken,
} from '../../../src/server';

// Employee management's operations through the partner proxy, called with the library's own
// client as a page would: the child support agencies (a literal path beside
// `/v1/garnishments/{garnishment_id}`), a pay stub's PDF (a document, not JSON), and a
// garnishment's uuid, which names no company and is scoped through its employee.
const ORIGIN = 'https://partner.example';
const NOW = new Date('2026-06-15T16:00:00Z').getTime();

async function setUp() {
  const api = createDemoApi({ employees: 4, now: () => new Date(NOW) });
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
    tokens: (companyId) =>
      companyId === api.companyUuid ? staticToken(api.tokens.company) : stored(companyId),
    getSession: () => ({ id: 'admin', role: 'admin', companyIds }),
    allowedOrigins: [ORIGIN],
    store,
  });
  const client = createPayrollClient({
    baseUrl: `${ORIGIN}/api/payroll`,
    retry: false,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('origin', ORIGIN);
      return proxy(request, { clientIp: '203.0.113.9' });
    }) as typeof fetch,
  });
  return { api, newcomer, client, signIn: (ids: string[]) => (companyIds = ids) };
}

describe('employee management through the proxy', () => {
  it('lists the child support agencies and hands a pay stub over as its PDF', async () => {
    const { api, client, signIn } = await setUp();
    signIn([api.companyUuid]);
    const agencies = (await listChildSupportAgencies(client)).data;
    expect(agencies.find((agency) => agency.state === 'FL')?.required_attributes).toEqual([
      { key: 'case_number', label: 'Case Number' },
    ]);

    // The seeded company has paid one payroll (check date 10 June): its employees have a stub.
    const employees = (await listEmployees(client, api.companyUuid, { per: 100 })).items;
    let shown: { stub: string; payroll: string; employee: string } | undefined;
    for (const employee of employees) {
      const stub = (await listPayStubs(client, employee.uuid)).items[0];
      if (stub) {
        shown = { stub: stub.gross_pay, payroll: stub.payroll_uuid, employee: employee.uuid };
        break;
      }
    }
    expect(shown).toBeDefined();
    const { data: pdf, headers } = await getPayStubPdf(client, shown!.payroll, shown!.employee);
    expect(headers.get('content-type')).toBe('application/pdf');
    const text = await pdf.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`(Gross pay: ${shown!.stub})`);
  });

  it('serves a garnishment to its own company’s session and refuses it to another company’s', async () => {
    const { api, newcomer, client, signIn } = await setUp();
    signIn([api.companyUuid]);
    const [employee] = (await listEmployees(client, api.companyUuid, { per: 1 })).items;
    const { data: garnishment } = await createGarnishment(
      client,
      employee!.uuid,
      { court_ordered: true, garnishment_type: 'student_loan', amount: '75.00', recurring: true },
      { idempotencyKey: 'garnishment-1' },
    );
    expect((await getGarnishment(client, garnishment.uuid)).data).toMatchObject({
      uuid: garnishment.uuid,
      amount: '75.00',
    });

    signIn([newcomer]);
    const refused = await getGarnishment(client, garnishment.uuid).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(404);
  });
});
