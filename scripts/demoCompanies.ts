/**
 * The example partner's own "companies" endpoint, as a partner writes it on its server: the
 * signed-in admin lists the companies of their session and adds one (sign-up), which the server
 * creates with its system token through `createCompany`. The new company's tokens go into the
 * proxy's store; the page only ever gets the company's id and name.
 */
import { isApiError } from '../src/api/errors';
import { createCompany, type PayrollSession, type ProxyStore } from '../src/server';
import { StoreUnavailableError } from '../src/server/store';
import { csrfRefusal } from '../src/server/csrfGuard';
import { readLimited } from '../src/server/requestBody';
import type { TokenProvider } from '../src/server/tokens';

/** A company of the admin's session, as the page lists it. */
export interface DemoCompany {
  id: string;
  name: string;
}

/**
 * Options of {@link demoCompaniesHandler}.
 *
 * @example
 * const options: DemoCompaniesOptions = { upstream, systemToken, store, sessionOf, allowedOrigins, names };
 */
export interface DemoCompaniesOptions {
  upstream: { baseUrl: string; fetch?: (request: Request) => Promise<Response> };
  systemToken: TokenProvider;
  store: ProxyStore;
  /** The partner's session behind the request's cookie, if signed in. */
  sessionOf(cookie: string | null): PayrollSession | undefined;
  allowedOrigins: readonly string[];
  /** Company names by id (the partner keeps its own record of the companies it signed up). */
  names: Map<string, string>;
}

/** A sign-up form is a few short strings. */
const BODY_LIMIT = 4 * 1024;

/**
 * `GET /api/companies`: the session's companies; `POST /api/companies` with
 * `{ company_name, first_name, last_name, email }`: adds a company to the service and to the
 * session, answering `201 { id, name }`, or the service's 422 (its `errors`, nested under `user`
 * and `company`) for the form to show on its fields.
 *
 * @example
 * const companies = demoCompaniesHandler(options);
 * const response = await companies(request);
 */
export function demoCompaniesHandler(options: DemoCompaniesOptions): (request: Request) => Promise<Response> {
  const list = (session: PayrollSession): DemoCompany[] =>
    session.companyIds.map((id) => ({ id, name: options.names.get(id) ?? id }));

  return async (request) => {
    const session = options.sessionOf(request.headers.get('cookie'));
    if (!session) return json(401, { error: 'signed out' });
    if (request.method === 'GET') return json(200, { companies: list(session) });
    if (request.method !== 'POST') return json(405, { error: 'GET or POST' }, { allow: 'GET, POST' });
    // A write from the page only: our header and our origin (the proxy's CSRF rule).
    if (csrfRefusal(request, options.allowedOrigins)) {
      return json(403, { error: 'cross-site request refused' });
    }
    const raw = await readLimited(request, BODY_LIMIT);
    if (raw === undefined) return json(413, { error: 'body too large' });
    const form = parseForm(raw);
    if (!form) return json(400, { error: 'send a JSON object of strings' });
    try {
      const { companyId } = await createCompany(
        {
          upstream: options.upstream,
          systemToken: options.systemToken,
          store: options.store,
          idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
        },
        {
          user: { first_name: form.first_name, last_name: form.last_name, email: form.email },
          company: { name: form.company_name },
        },
      );
      options.names.set(companyId, form.company_name.trim());
      if (!session.companyIds.includes(companyId)) session.companyIds = [...session.companyIds, companyId];
      return json(201, { id: companyId, name: form.company_name.trim() });
    } catch (error) {
      if (isApiError(error) && error.status === 422) return json(422, { errors: error.errors });
      if (error instanceof StoreUnavailableError) return json(503, { error: 'try again shortly' });
      return json(502, { error: 'the payroll service could not add the company' });
    }
  };
}

type SignUpForm = Record<'company_name' | 'first_name' | 'last_name' | 'email', string>;

/** The sign-up form, or undefined when it is not a JSON object of strings (missing ones are ''). */
function parseForm(raw: Uint8Array): SignUpForm | undefined {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return undefined;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const read = (key: keyof SignUpForm) => (body as Record<string, unknown>)[key] ?? '';
  const form = {
    company_name: read('company_name'),
    first_name: read('first_name'),
    last_name: read('last_name'),
    email: read('email'),
  };
  return Object.values(form).every((value) => typeof value === 'string') ? (form as SignUpForm) : undefined;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });
}
