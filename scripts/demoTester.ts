/**
 * The demo's tester panel on the partner's server (issue 44): the cases a tester cannot cause from
 * the product itself — the bank returning a payroll's debit with an ACH return code, the provider
 * approving a wire, the provider asking the company for information — done through the demo
 * service's test controls (`/__demo/…`, src/demo-api/README.md). The page calls these routes with
 * its session cookie; the server checks the record is the signed-in admin's company's (read with
 * that company's token, which never leaves the server) before it calls the control.
 *
 * Routes (the partner's, beside the proxy; the admin only, writes from the page's origin only):
 * - `GET /api/tester/cases?company=<uuid>`: the company's processed payrolls (whose debit can
 *   fail) and its wire-in requests not yet approved;
 * - `POST /api/tester/fail-debit` `{ companyId, payrollId, code }` (`R01` … `R99`);
 * - `POST /api/tester/approve-wire` `{ companyId, wireInRequestId }`;
 * - `POST /api/tester/information-request` `{ companyId, blockingPayroll }`.
 * Each write answers the control's own status and body (201 with the recovery case, 200 with the
 * approved request, 201 with the information request, or the service's 422 `errors`).
 */
import type { PayrollSession } from '../src/server';
import { csrfRefusal } from '../src/server/csrfGuard';
import { readLimited } from '../src/server/requestBody';
import type { TokenProvider } from '../src/server/tokens';

/**
 * Options of {@link createDemoTester}.
 *
 * @example
 * const options: DemoTesterOptions = { upstream, tokens, adminOf: (cookie) => login.adminOf(cookie), allowedOrigins };
 */
export interface DemoTesterOptions {
  upstream: { baseUrl: string; fetch?: (request: Request) => Promise<Response> };
  /** The company's token, to read its payrolls and wires (the partner's server holds it). */
  tokens: (companyId: string) => TokenProvider;
  /** The admin's session behind the cookie, only while the page is signed in as the admin. */
  adminOf(cookie: string | null): PayrollSession | undefined;
  allowedOrigins: readonly string[];
}

/** A processed payroll whose company debit the bank can return. */
export interface TesterPayroll {
  uuid: string;
  checkDate: string;
  payPeriod: string;
}

/** A wire-in request the provider has not approved yet. */
export interface TesterWire {
  uuid: string;
  status: string;
  requestedAmount: string;
  trackingCode: string;
}

/** The information request the panel creates: one question answered by text. */
const INFORMATION_QUESTION = 'Describe the business purpose of your most recent payroll increase.';

const BODY_LIMIT = 1024;

/**
 * The partner's `/api/tester/…` routes of the demo's tester panel.
 *
 * @example
 * const tester = createDemoTester({ upstream, tokens: tokensOf, adminOf: login.adminOf, allowedOrigins });
 * if (path.startsWith('/api/tester/')) return toNodeListener(tester)(req, res);
 */
export function createDemoTester(options: DemoTesterOptions): (request: Request) => Promise<Response> {
  const fetcher = options.upstream.fetch ?? ((request: Request) => fetch(request));
  const service = (path: string, init: RequestInit = {}) =>
    fetcher(new Request(`${options.upstream.baseUrl}${path}`, init));

  /** Reads one of the company's lists with its token. */
  async function read<T>(companyId: string, path: string): Promise<T> {
    const token = await options.tokens(companyId).getAccessToken();
    const response = await service(path, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  async function payrolls(companyId: string): Promise<TesterPayroll[]> {
    const list = await read<PayrollRecord[]>(
      companyId,
      `/v1/companies/${companyId}/payrolls?processing_statuses=processed&per=100`,
    );
    // A payroll waiting for its wire is listed with the processed ones but has no debit to fail yet.
    return list
      .filter((payroll) => payroll.processed === true)
      .map((payroll) => ({
        uuid: payroll.payroll_uuid ?? payroll.uuid ?? '',
        checkDate: payroll.check_date ?? '',
        payPeriod: `${payroll.pay_period?.start_date ?? ''} – ${payroll.pay_period?.end_date ?? ''}`,
      }));
  }

  async function wires(companyId: string): Promise<TesterWire[]> {
    const list = await read<WireRecord[]>(companyId, `/v1/companies/${companyId}/wire_in_requests`);
    return list
      .filter((wire) => wire.status === 'awaiting_funds' || wire.status === 'pending_review')
      .map((wire) => ({
        uuid: wire.uuid,
        status: wire.status ?? '',
        requestedAmount: wire.requested_amount ?? '',
        trackingCode: wire.unique_tracking_code ?? '',
      }));
  }

  /** The control's answer, passed on as the service gave it (its 422 `errors` included). */
  async function control(path: string, method: string, body?: unknown): Promise<Response> {
    const response = await service(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return new Response(text || null, {
      status: response.status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  }

  return async (request) => {
    const session = options.adminOf(request.headers.get('cookie'));
    if (!session) return json(401, { error: 'the tester panel is the admin’s' });
    const url = new URL(request.url);
    if (url.pathname === '/api/tester/cases' && request.method === 'GET') {
      const companyId = url.searchParams.get('company') ?? '';
      if (!session.companyIds.includes(companyId)) return json(404, { error: 'no such company' });
      try {
        const [processed, awaiting] = await Promise.all([payrolls(companyId), wires(companyId)]);
        return json(200, { payrolls: processed, wires: awaiting });
      } catch {
        return json(502, { error: 'the payroll service did not answer' });
      }
    }
    const action = TESTER_ACTIONS.find((name) => url.pathname === `/api/tester/${name}`);
    if (!action) return json(404, { error: 'not found' });
    if (request.method !== 'POST') return json(405, { error: 'POST' }, { allow: 'POST' });
    // A write from the page only: our header and our origin (the proxy's CSRF rule).
    if (csrfRefusal(request, options.allowedOrigins))
      return json(403, { error: 'cross-site request refused' });
    const raw = await readLimited(request, BODY_LIMIT);
    if (raw === undefined) return json(413, { error: 'body too large' });
    const body = parseObject(raw);
    const companyId = typeof body?.companyId === 'string' ? body.companyId : '';
    if (!body || !session.companyIds.includes(companyId)) return json(404, { error: 'no such company' });
    try {
      if (action === 'fail-debit') {
        const { payrollId, code } = body;
        if (typeof code !== 'string' || !/^R\d{2}$/.test(code))
          return json(400, { error: 'code: an ACH return code such as R01' });
        if (!(await payrolls(companyId)).some((payroll) => payroll.uuid === payrollId))
          return json(404, { error: 'no such processed payroll' });
        return await control(`/__demo/payrolls/${encodeURIComponent(String(payrollId))}/fail_debit`, 'POST', {
          code,
        });
      }
      if (action === 'approve-wire') {
        const { wireInRequestId } = body;
        if (!(await wires(companyId)).some((wire) => wire.uuid === wireInRequestId))
          return json(404, { error: 'no such wire-in request awaiting approval' });
        return await control(
          `/__demo/wire_in_requests/${encodeURIComponent(String(wireInRequestId))}/approve`,
          'PUT',
        );
      }
      return await control(
        `/__demo/companies/${encodeURIComponent(companyId)}/information_requests`,
        'POST',
        {
          type: 'company_onboarding',
          blocking_payroll: body.blockingPayroll === true,
          questions: [{ question_text: INFORMATION_QUESTION, response_type: 'text' }],
        },
      );
    } catch {
      return json(502, { error: 'the payroll service did not answer' });
    }
  };
}

const TESTER_ACTIONS = ['fail-debit', 'approve-wire', 'information-request'] as const;

interface PayrollRecord {
  uuid?: string;
  processed?: boolean;
  payroll_uuid?: string;
  check_date?: string;
  pay_period?: { start_date?: string; end_date?: string };
}

interface WireRecord {
  uuid: string;
  status?: string;
  requested_amount?: string;
  unique_tracking_code?: string;
}

function parseObject(raw: Uint8Array): Record<string, unknown> | undefined {
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(raw));
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });
}
