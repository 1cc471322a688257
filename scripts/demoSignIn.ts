/**
 * The demo partner's own login, and its "Sign in as" (issue 42, DECISIONS 63 and 64): every
 * visitor starts as the demo admin; the admin may sign the page in as an employee or a contractor
 * of one of its companies, and back. What the proxy sees is the session this maps the login to:
 * the admin's (`role: 'admin'`, every company of the admin), or a person's
 * (`role: 'employee'`/`'contractor'` with their uuid and their one company), so each side of
 * self-service can be tried on the same page and the proxy scopes the person to their own records.
 *
 * Routes (the partner's, beside the proxy):
 * - `GET /api/session`: who is signed in, their companies, and as whom;
 * - `GET /api/session/people?company=<uuid>`: the people the admin may sign in as (the partner's
 *   own directory: read here with the company's token, whoever is signed in now);
 * - `POST /api/session/sign-in` `{ "as": "admin" }` or `{ "as": "employee" | "contractor",
 *   "uuid": "…", "companyId": "…" }`: the person must belong to that company, which must be one of
 *   the admin's. Signing in as a person marks their portal invitation complete in the demo service
 *   (`/__demo/people/{uuid}/portal_sign_in`, row 64).
 */
import { randomUUID } from 'node:crypto';
import type { PayrollSession } from '../src/server';
import { csrfRefusal } from '../src/server/csrfGuard';
import { readLimited } from '../src/server/requestBody';
import type { TokenProvider } from '../src/server/tokens';

/** A person of a company the admin may sign in as. */
export interface DemoPerson {
  role: 'employee' | 'contractor';
  uuid: string;
  name: string;
}

/** The admin's own session (its companies grow when the admin adds one). */
export type DemoAdminSession = PayrollSession & { userName: string };

/** The session the proxy sees for a login: the admin's, or a person's of one company. */
export type DemoSession = PayrollSession & { userName: string };

/**
 * Options of {@link createDemoSignIn}.
 *
 * @example
 * const options: DemoSignInOptions = { upstream, tokens: () => staticToken(token), allowedOrigins, companyIds: () => [id] };
 */
export interface DemoSignInOptions {
  upstream: { baseUrl: string; fetch?: (request: Request) => Promise<Response> };
  /** The company's token, to read its people (the partner's server holds it). */
  tokens: (companyId: string) => TokenProvider;
  allowedOrigins: readonly string[];
  /** The companies a new visitor's admin session starts with. */
  companyIds: () => string[];
  /** Company names by id (the partner's own record of the companies it signed up). */
  names: ReadonlyMap<string, string>;
  adminName?: string;
}

interface Login {
  admin: DemoAdminSession;
  /** Signed in as a person of one of the admin's companies, else the admin. */
  person?: DemoPerson & { companyId: string };
}

const BODY_LIMIT = 1024;

/**
 * The demo's login with "Sign in as": a cookie value per visitor, the session the proxy sees for
 * it, and the partner's `/api/session…` routes.
 *
 * @example
 * const login = createDemoSignIn({ upstream, tokens, allowedOrigins, companyIds: () => [companyId] });
 * const proxy = createPayrollProxy({ ...options, getSession: (request) => login.sessionOf(request.headers.get('cookie')) ?? null });
 */
export function createDemoSignIn(options: DemoSignInOptions) {
  const logins = new Map<string, Login>();
  const cookieName = 'acme_session';
  const loginOf = (cookie: string | null | undefined) => {
    const match = new RegExp(`(?:^|;\\s*)${cookieName}=([^;]+)`).exec(cookie ?? '');
    return match?.[1] ? logins.get(decodeURIComponent(match[1])) : undefined;
  };

  /** The session the proxy sees for this cookie. */
  function sessionOf(cookie: string | null | undefined): DemoSession | undefined {
    const login = loginOf(cookie);
    if (!login) return undefined;
    const { person, admin } = login;
    if (!person) return admin;
    const base = { id: `${admin.id}:${person.uuid}`, userName: person.name, companyIds: [person.companyId] };
    return person.role === 'employee'
      ? { ...base, role: 'employee', employeeUuid: person.uuid }
      : { ...base, role: 'contractor', contractorUuid: person.uuid };
  }

  /** The admin's session, only while the page is signed in as the admin (company sign-up). */
  function adminOf(cookie: string | null | undefined): DemoAdminSession | undefined {
    const login = loginOf(cookie);
    return login && !login.person ? login.admin : undefined;
  }

  /** A new visitor: signed in as the demo admin. Answers the cookie's value. */
  function newLogin(): string {
    const id = randomUUID();
    logins.set(id, {
      admin: {
        id,
        userName: options.adminName ?? 'Dana Admin',
        role: 'admin',
        companyIds: options.companyIds(),
      },
    });
    return id;
  }

  /** Reads one of the company's records with its token (the partner's server, not the page). */
  async function read(companyId: string, path: string): Promise<Response> {
    const token = await options.tokens(companyId).getAccessToken();
    const fetcher = options.upstream.fetch ?? ((request: Request) => fetch(request));
    return fetcher(
      new Request(`${options.upstream.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } }),
    );
  }

  /** Every employee and contractor of the company, by name. */
  async function people(companyId: string): Promise<DemoPerson[]> {
    const [employees, contractors] = await Promise.all([
      read(companyId, `/v1/companies/${companyId}/employees?per=100`),
      read(companyId, `/v1/companies/${companyId}/contractors?per=100`),
    ]);
    if (!employees.ok || !contractors.ok) throw new Error('people unavailable');
    const name = (record: PersonRecord) =>
      record.business_name || [record.first_name, record.last_name].filter(Boolean).join(' ') || record.uuid;
    return [
      ...((await employees.json()) as PersonRecord[]).map((e) => ({
        role: 'employee' as const,
        uuid: e.uuid,
        name: name(e),
      })),
      ...((await contractors.json()) as PersonRecord[]).map((c) => ({
        role: 'contractor' as const,
        uuid: c.uuid,
        name: name(c),
      })),
    ];
  }

  /** The person, when they belong to the company (404 from the service otherwise). */
  async function personOf(companyId: string, role: DemoPerson['role'], uuid: string) {
    const response = await read(companyId, `/v1/${role}s/${encodeURIComponent(uuid)}`);
    if (!response.ok) return undefined;
    const record = (await response.json()) as PersonRecord & { company_uuid?: string };
    if (record.company_uuid !== companyId) return undefined;
    return (await people(companyId)).find((person) => person.uuid === uuid && person.role === role);
  }

  /** The partner's `/api/session…` routes. */
  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const login = loginOf(request.headers.get('cookie'));
    if (!login) return json(401, { error: 'signed out' });
    const session = sessionOf(request.headers.get('cookie'))!;
    if (url.pathname === '/api/session' && request.method === 'GET') {
      return json(200, {
        userName: session.userName,
        role: session.role,
        companyIds: login.admin.companyIds,
        companies: login.admin.companyIds.map((id) => ({ id, name: options.names.get(id) ?? id })),
        adminName: login.admin.userName,
        as: login.person
          ? { role: login.person.role, uuid: login.person.uuid, companyId: login.person.companyId }
          : null,
      });
    }
    if (url.pathname === '/api/session/people' && request.method === 'GET') {
      const companyId = url.searchParams.get('company') ?? '';
      if (!login.admin.companyIds.includes(companyId)) return json(404, { error: 'no such company' });
      try {
        return json(200, { people: await people(companyId) });
      } catch {
        return json(502, { error: 'the payroll service did not answer' });
      }
    }
    if (url.pathname === '/api/session/sign-in' && request.method === 'POST') {
      if (csrfRefusal(request, options.allowedOrigins)) {
        return json(403, { error: 'cross-site request refused' });
      }
      const raw = await readLimited(request, BODY_LIMIT);
      if (raw === undefined) return json(413, { error: 'body too large' });
      const body = parseSignIn(raw);
      if (!body)
        return json(400, {
          error: 'send {"as":"admin"} or {"as":"employee"|"contractor","uuid","companyId"}',
        });
      if (body.as === 'admin') {
        login.person = undefined;
        return json(200, { role: 'admin' });
      }
      if (!login.admin.companyIds.includes(body.companyId)) return json(404, { error: 'no such person' });
      const person = await personOf(body.companyId, body.as, body.uuid).catch(() => undefined);
      if (!person) return json(404, { error: 'no such person' });
      login.person = { ...person, companyId: body.companyId };
      // The demo service marks the person's portal invitation complete (row 64); none: nothing to do.
      const fetcher = options.upstream.fetch ?? ((next: Request) => fetch(next));
      await fetcher(
        new Request(
          `${options.upstream.baseUrl}/__demo/people/${encodeURIComponent(person.uuid)}/portal_sign_in`,
          {
            method: 'POST',
          },
        ),
      ).catch(() => undefined);
      return json(200, { role: person.role, uuid: person.uuid, name: person.name });
    }
    return json(404, { error: 'not found' });
  }

  return { cookieName, newLogin, sessionOf, adminOf, handle };
}

interface PersonRecord {
  uuid: string;
  first_name?: string | null;
  last_name?: string | null;
  business_name?: string | null;
}

type SignIn = { as: 'admin' } | { as: 'employee' | 'contractor'; uuid: string; companyId: string };

function parseSignIn(raw: Uint8Array): SignIn | undefined {
  try {
    const body = JSON.parse(new TextDecoder().decode(raw)) as Record<string, unknown>;
    if (body.as === 'admin') return { as: 'admin' };
    if (
      (body.as === 'employee' || body.as === 'contractor') &&
      typeof body.uuid === 'string' &&
      typeof body.companyId === 'string'
    ) {
      return { as: body.as, uuid: body.uuid, companyId: body.companyId };
    }
  } catch {
    // Not JSON: refused below.
  }
  return undefined;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
