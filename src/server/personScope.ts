import type { UpstreamReader } from './companyScope';
import type { EndpointMatch } from './endpointInventory';

/**
 * The person a signed-in employee or contractor is (DECISIONS 63): the proxy lets such a session
 * reach only this person's own records.
 *
 * @example
 * const person: PayrollPerson = { role: 'employee', uuid: 'e-7' };
 */
export interface PayrollPerson {
  role: 'employee' | 'contractor';
  /** The employee's or contractor's uuid; empty when the session named none (then nothing is reachable). */
  uuid: string;
}

/** How a route of the table reaches its person. */
type Reach =
  /**
   * The path's `employee_id` / `contractor_id` is the person; with `fields`, a body naming any
   * other field is refused (a person edits their details, never their pay or employment).
   */
  | { kind: 'own'; fields?: readonly string[] }
  /** A record whose owner only the service knows: read it first; `allows` may add a state rule. */
  | {
      kind: 'record';
      param: string;
      read: (id: string) => string;
      ownerOf: (record: Record<string, unknown>) => string | undefined;
      allows?: (record: Record<string, unknown>) => boolean;
    }
  /** A company-level list served for the person only: its `employee_uuids` filter forced to the person. */
  | { kind: 'companyList' }
  /** A company-level create for the person only: the body's `employee_uuid` is the person. */
  | { kind: 'companyCreate' }
  /**
   * The company's time off policies, as the person may see them: only the policies they are in,
   * each with their own row of `employees` (never a colleague's balance).
   */
  | { kind: 'ownPolicies' }
  /** A payroll's pay stub: the person's own, and only of a payroll that paid them. */
  | { kind: 'payStub' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const employeeOf = (record: Record<string, unknown>) =>
  typeof record.employee_uuid === 'string' ? record.employee_uuid : undefined;
const requesterOf = (record: Record<string, unknown>) => {
  const employee = record.employee as { uuid?: unknown } | null | undefined;
  return typeof employee?.uuid === 'string' ? employee.uuid : undefined;
};
const contractorRecipientOf = (record: Record<string, unknown>) =>
  record.recipient_type === 'Contractor' && typeof record.recipient_uuid === 'string'
    ? record.recipient_uuid
    : undefined;

const homeAddress: Reach = {
  kind: 'record',
  param: 'home_address_id',
  read: (id) => `/v1/home_addresses/${id}`,
  ownerOf: employeeOf,
};
const timeOffRequest: Reach = {
  kind: 'record',
  param: 'time_off_request_id',
  read: (id) => `/v1/time_off/requests/${id}`,
  ownerOf: requesterOf,
};
const document: Reach = {
  kind: 'record',
  param: 'document_id',
  read: (id) => `/v1/documents/${id}`,
  ownerOf: contractorRecipientOf,
};
const own: Reach = { kind: 'own' };
// What an employee or contractor may change of their own record (UPSTREAM-3 L.1/L.2: the person's
// profile step); rates, type, dates, activity and company settings stay the admin's.
const ownEmployeeRecord: Reach = {
  kind: 'own',
  fields: [
    'version',
    'first_name',
    'middle_initial',
    'last_name',
    'preferred_first_name',
    'email',
    'phone',
    'date_of_birth',
    'ssn',
  ],
};
const ownContractorRecord: Reach = {
  kind: 'own',
  fields: ['version', 'first_name', 'middle_initial', 'last_name', 'email', 'ssn', 'business_name', 'ein'],
};

/**
 * Everything a person session may reach (DECISIONS 63; the I-9 paths of UPSTREAM-3 L.4), by role,
 * method and the inventory's path template. A route not listed here is refused with 403 before any
 * upstream call, whatever the inventory allows an admin.
 */
const PERSON_ROUTES: Record<PayrollPerson['role'], readonly (readonly [Method, string, Reach])[]> = {
  employee: [
    ['GET', '/v1/employees/{employee_id}', own],
    // A PUT may set `ssn`; no answer ever carries it with a value (the proxy blanks it).
    ['PUT', '/v1/employees/{employee_id}', ownEmployeeRecord],
    ['GET', '/v1/employees/{employee_id}/home_addresses', own],
    ['POST', '/v1/employees/{employee_id}/home_addresses', own],
    ['GET', '/v1/home_addresses/{home_address_id}', homeAddress],
    ['PUT', '/v1/home_addresses/{home_address_id}', homeAddress],
    ['DELETE', '/v1/home_addresses/{home_address_id}', homeAddress],
    ['GET', '/v1/employees/{employee_id}/federal_taxes', own],
    ['PUT', '/v1/employees/{employee_id}/federal_taxes', own],
    ['GET', '/v1/employees/{employee_id}/state_taxes', own],
    ['PUT', '/v1/employees/{employee_id}/state_taxes', own],
    ['GET', '/v1/employees/{employee_id}/payment_method', own],
    ['PUT', '/v1/employees/{employee_id}/payment_method', own],
    ['GET', '/v1/employees/{employee_id}/bank_accounts', own],
    ['POST', '/v1/employees/{employee_id}/bank_accounts', own],
    ['PUT', '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}', own],
    ['DELETE', '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}', own],
    ['GET', '/v1/employees/{employee_id}/forms', own],
    ['GET', '/v1/employees/{employee_id}/forms/{form_id}', own],
    ['GET', '/v1/employees/{employee_id}/forms/{form_id}/pdf', own],
    ['PUT', '/v1/employees/{employee_id}/forms/{form_id}/sign', own],
    // The I-9 steps the employee does (UPSTREAM-3 L.4 (3)); its I-9 form is signed as a form above.
    // Document options, documents and the employer's signature are the employer's.
    ['GET', '/v1/employees/{employee_id}/i9_authorization', own],
    ['PUT', '/v1/employees/{employee_id}/i9_authorization', own],
    ['GET', '/v1/employees/{employee_id}/pay_stubs', own],
    ['GET', '/v1/payrolls/{payroll_id}/employees/{employee_id}/pay_stub', { kind: 'payStub' }],
    // Read only: the status moves by the service's own moves and the admin's PUTs.
    ['GET', '/v1/employees/{employee_id}/onboarding_status', own],
    ['GET', '/v1/companies/{company_id}/time_off/requests', { kind: 'companyList' }],
    ['POST', '/v1/companies/{company_id}/time_off/requests', { kind: 'companyCreate' }],
    ['GET', '/v1/companies/{company_id}/time_off/balances', { kind: 'companyList' }],
    // The preview of a request's effect on their own balance, and the policies they are in.
    ['POST', '/v1/companies/{company_id}/time_off/requests/preview', { kind: 'companyCreate' }],
    ['GET', '/v1/companies/{company_id}/time_off_policies', { kind: 'ownPolicies' }],
    ['GET', '/v1/time_off/requests/{time_off_request_id}', timeOffRequest],
    // Cancelling is deleting a request that is still pending.
    [
      'DELETE',
      '/v1/time_off/requests/{time_off_request_id}',
      { ...timeOffRequest, allows: (record) => record.status === 'pending' },
    ],
  ],
  contractor: [
    ['GET', '/v1/contractors/{contractor_id}', own],
    ['PUT', '/v1/contractors/{contractor_id}', ownContractorRecord],
    ['GET', '/v1/contractors/{contractor_id}/address', own],
    ['PUT', '/v1/contractors/{contractor_id}/address', own],
    ['GET', '/v1/contractors/{contractor_id}/payment_method', own],
    ['PUT', '/v1/contractors/{contractor_id}/payment_method', own],
    ['GET', '/v1/contractors/{contractor_id}/bank_accounts', own],
    ['POST', '/v1/contractors/{contractor_id}/bank_accounts', own],
    ['GET', '/v1/contractors/{contractor_id}/forms', own],
    ['GET', '/v1/contractors/{contractor_id}/forms/{form_id}', own],
    ['GET', '/v1/contractors/{contractor_id}/forms/{form_id}/pdf', own],
    // The W-9 and any other document addressed to the contractor.
    ['GET', '/v1/contractors/{contractor_id}/documents', own],
    ['GET', '/v1/documents/{document_id}', document],
    ['GET', '/v1/documents/{document_id}/pdf', document],
    ['PUT', '/v1/documents/{document_id}/sign', document],
    ['GET', '/v1/contractors/{contractor_id}/onboarding_status', own],
  ],
};

/** The path parameter that names the person, by role. */
const PERSON_PARAM = { employee: 'employee_id', contractor: 'contractor_id' } as const;

/** The filter a company-level list of the person's own rows takes (UPSTREAM D.2). */
const EMPLOYEE_FILTER = 'employee_uuids';

/** Pay stubs read per page while looking for a payroll's (the service's largest page). */
const STUB_PAGE = 100;

/**
 * What the proxy may do with a person session's request: refuse it, or forward it, with the query
 * and body the check settled (a forced filter, the person named in a create).
 */
export type PersonDecision =
  | { allowed: false }
  | {
      allowed: true;
      /** The query to forward (`?…` or empty). */
      search: string;
      /** For a write whose body names the person: the body to forward, or undefined to refuse. */
      body?: (bytes: Uint8Array) => Uint8Array | undefined;
      /** For a company-level answer: the part of its JSON the person may see. */
      answer?: (body: unknown) => unknown;
    };

/**
 * The person a session is, when it is an employee's or a contractor's (DECISIONS 63), else null
 * (an admin session, unchanged). A person session that names no uuid reaches nothing.
 *
 * @example
 * personOf({ id: 'u-1', role: 'employee', employeeUuid: 'e-7', companyIds: ['c-1'] }); // { role: 'employee', uuid: 'e-7' }
 */
export function personOf(session: {
  role: string;
  employeeUuid?: string;
  contractorUuid?: string;
}): PayrollPerson | null {
  if (session.role === 'employee')
    return { role: 'employee', uuid: typeof session.employeeUuid === 'string' ? session.employeeUuid : '' };
  if (session.role === 'contractor')
    return {
      role: 'contractor',
      uuid: typeof session.contractorUuid === 'string' ? session.contractorUuid : '',
    };
  return null;
}

/**
 * Decides a person session's request from the table: a route not on the person's list, another
 * person's id, or another company's path is refused before any upstream call; a record only the
 * service can attribute is read first (with the same reader as the company scope, so an outage is
 * a 502, never a refusal) and nothing else is sent.
 *
 * @example
 * const scope = createPersonScope(read);
 * const decision = await scope.decide(person, match, new URL(request.url), session.companyIds);
 * if (!decision.allowed) return forbidden();
 */
export function createPersonScope(read: UpstreamReader): {
  decide(
    person: PayrollPerson,
    match: EndpointMatch,
    url: URL,
    companies: readonly string[],
  ): Promise<PersonDecision>;
} {
  const routes = new Map(
    (Object.keys(PERSON_ROUTES) as PayrollPerson['role'][]).map((role) => [
      role,
      new Map(PERSON_ROUTES[role].map(([method, path, reach]) => [`${method} ${path}`, reach])),
    ]),
  );

  /** Reads a record with each of the session's companies' tokens until one answers. */
  async function readRecord(path: string, companies: readonly string[]) {
    for (const companyId of companies) {
      const record = await read(path, companyId);
      if (record) return record;
    }
    return undefined;
  }

  /** Whether the person's pay stubs include one of this payroll (only a payroll that paid them has one). */
  async function paidBy(payrollId: string, person: string, companies: readonly string[]): Promise<boolean> {
    for (const companyId of companies) {
      for (let page = 1; page <= 1000; page += 1) {
        const stubs = (await read(
          `/v1/employees/${person}/pay_stubs?page=${page}&per=${STUB_PAGE}`,
          companyId,
        )) as unknown;
        if (!Array.isArray(stubs)) break;
        if (stubs.some((stub) => (stub as { payroll_uuid?: unknown })?.payroll_uuid === payrollId))
          return true;
        if (stubs.length < STUB_PAGE) return false;
      }
    }
    return false;
  }

  return {
    async decide(person, match, url, companies) {
      const refuse = { allowed: false } as const;
      const reach = routes.get(person.role)?.get(`${match.entry.method} ${match.entry.path}`);
      if (!reach || person.uuid === '') return refuse;
      const { params } = match;
      const query = url.searchParams;
      const search = url.search;
      // Any person parameter in the path must be the person; a path that names another company too.
      const personParam = PERSON_PARAM[person.role];
      if (personParam in params && params[personParam] !== person.uuid) return refuse;
      if (params.company_id !== undefined && !companies.includes(params.company_id)) return refuse;

      switch (reach.kind) {
        case 'own': {
          if (!(personParam in params)) return refuse;
          const { fields } = reach;
          return fields
            ? { allowed: true, search, body: (bytes) => (onlyFields(bytes, fields) ? bytes : undefined) }
            : { allowed: true, search };
        }
        case 'record': {
          const record = await readRecord(reach.read(params[reach.param] ?? ''), companies);
          if (!record || reach.ownerOf(record) !== person.uuid) return refuse;
          if (reach.allows && !reach.allows(record)) return refuse;
          return { allowed: true, search };
        }
        case 'companyList': {
          const named = (query.get(EMPLOYEE_FILTER) ?? '').split(',').filter((id) => id.trim() !== '');
          if (named.some((id) => id.trim() !== person.uuid)) return refuse;
          const forced = new URLSearchParams(query);
          forced.set(EMPLOYEE_FILTER, person.uuid);
          return { allowed: true, search: `?${forced}` };
        }
        case 'companyCreate':
          return { allowed: true, search, body: (bytes) => withPerson(bytes, person.uuid) };
        case 'ownPolicies': {
          const named = (query.get(EMPLOYEE_FILTER) ?? '').split(',').filter((id) => id.trim() !== '');
          if (named.some((id) => id.trim() !== person.uuid)) return refuse;
          return { allowed: true, search, answer: (body) => policiesOf(body, person.uuid) };
        }
        case 'payStub':
          return (await paidBy(params.payroll_id ?? '', person.uuid, companies))
            ? { allowed: true, search }
            : refuse;
      }
    },
  };
}

/**
 * The policies of a company's list that name the person among their `employees`, each cut to the
 * person's own row; anything but a list answers an empty one.
 */
function policiesOf(body: unknown, person: string): unknown[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((policy: unknown) => {
    if (!policy || typeof policy !== 'object') return [];
    const employees = (policy as { employees?: unknown }).employees;
    const own = Array.isArray(employees)
      ? employees.filter((row: unknown) => (row as { uuid?: unknown } | null)?.uuid === person)
      : [];
    return own.length > 0 ? [{ ...(policy as Record<string, unknown>), employees: own }] : [];
  });
}

/**
 * A person's answer cut by `answer` (DECISIONS 63): a successful JSON answer is parsed, cut and
 * sent again; an error or any other answer passes unchanged.
 *
 * @example
 * return decision.answer ? await personAnswer(response, decision.answer) : response;
 */
export async function personAnswer(
  response: Response,
  answer: (body: unknown) => unknown,
): Promise<Response> {
  if (!response.ok || !/json/i.test(response.headers.get('content-type') ?? '')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(answer(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Whether the body is a JSON object naming only these fields. */
function onlyFields(bytes: Uint8Array, fields: readonly string[]): boolean {
  const body = jsonObject(bytes);
  return body !== undefined && Object.keys(body).every((key) => fields.includes(key));
}

function jsonObject(bytes: Uint8Array): Record<string, unknown> | undefined {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/** A create's body for the person: `employee_uuid` set to them; naming anyone else, or no JSON object, refused. */
function withPerson(bytes: Uint8Array, person: string): Uint8Array | undefined {
  const body = jsonObject(bytes);
  if (!body) return undefined;
  const named = body.employee_uuid;
  if (named !== undefined && named !== person) return undefined;
  return new TextEncoder().encode(JSON.stringify({ ...body, employee_uuid: person }));
}
