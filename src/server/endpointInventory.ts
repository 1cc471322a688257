import type { Endpoint } from '../api/endpoints';

/**
 * Which kind of token an upstream operation takes (DECISIONS 21): `partner` is the system token of
 * the partner-level operations (digests, cancellation batches, invoices), forwarded for a session
 * of role `partner` only (DECISIONS 75); `reference` is the system token of reference data that
 * belongs to no company (the salary-estimate occupations, UPSTREAM-3 N.6), read for any admin's
 * session and never a person's.
 */
export type TokenKind = 'company' | 'system' | 'partner' | 'reference';

/**
 * One allowed operation: method and path template, as generated from the API layer's table.
 *
 * @example
 * const entry: InventoryEntry = {
 *   name: 'getEmployee', method: 'GET', path: '/v1/employees/{employee_id}', token: 'company',
 * };
 */
export interface InventoryEntry {
  name: string;
  method: Endpoint['method'];
  path: string;
  token: TokenKind;
}

/**
 * The proxy's allowlist, checked in as `src/server/endpoint-inventory.json`.
 *
 * @example
 * const inventory: EndpointInventory = { source: 'src/api/endpoints.ts', endpoints: [] };
 */
export interface EndpointInventory {
  source: string;
  endpoints: InventoryEntry[];
}

// Paths that take the system-level token (DECISIONS 21). They are listed so the inventory is
// complete, and the proxy refuses them: a system token never serves a browser request.
const SYSTEM_PATH = /^\/v1\/(events|webhook_subscriptions|webhooks|partner_managed_companies)(\/|$)/;

// The partner-level operations (DECISIONS 75): the system token, for partner sessions only and
// their own companies (`partnerScope.ts`).
const PARTNER_PATH = /^\/v1\/(payroll_digests|payroll_batches|invoices)(\/|$)/;

// Reference data on the system token that names no company (UPSTREAM-3 N.6): an admin's session
// reads it, a person's never does.
const REFERENCE_PATH = /^\/v1\/salary_estimates\/occupations$/;

// Paths that hand out tokens: creating a company answers its OAuth tokens (DECISIONS 49), and the
// token endpoint exchanges grants. Only the partner's server calls them; the proxy refuses them
// whatever an inventory says, in any letter case.
const SERVER_ONLY_PATH = /^\/(v1\/partner_managed_companies|oauth)(\/|$)/i;

/**
 * Whether a path is one the proxy never forwards from a browser, whatever its inventory lists:
 * company creation (`/v1/partner_managed_companies…`) and the OAuth endpoints (`/oauth/…`).
 *
 * @example
 * isServerOnlyPath('/v1/partner_managed_companies'); // true
 */
export function isServerOnlyPath(path: string): boolean {
  return SERVER_ONLY_PATH.test(path);
}

/**
 * Builds the inventory from an endpoint table (stable order: by path, then method).
 *
 * @example
 * import { endpoints } from '../api/endpoints';
 * const inventory = buildEndpointInventory(endpoints);
 */
export function buildEndpointInventory(table: Record<string, Endpoint>): EndpointInventory {
  const entries = Object.entries(table).map(([name, { method, path }]): InventoryEntry => ({
    name,
    method,
    path,
    token: PARTNER_PATH.test(path)
      ? 'partner'
      : REFERENCE_PATH.test(path)
        ? 'reference'
        : SYSTEM_PATH.test(path)
          ? 'system'
          : 'company',
  }));
  // Code-point order, not localeCompare: the file must be byte-identical on every machine.
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  entries.sort((a, b) => byCodePoint(a.path, b.path) || byCodePoint(a.method, b.method));
  return { source: 'src/api/endpoints.ts', endpoints: entries };
}

/**
 * A request path matched against the inventory.
 *
 * @example
 * const match: EndpointMatch = { entry, params: { employee_id: 'e-1' }, paramOrder: ['employee_id'] };
 */
export interface EndpointMatch {
  entry: InventoryEntry;
  /** Values of the template's `{name}` segments. */
  params: Record<string, string>;
  /** Names of the params in path order, so scoping checks parents before children. */
  paramOrder: string[];
}

/** The outcome of matching a path: an operation, or why there is none. */
export type MatchResult =
  { kind: 'match'; match: EndpointMatch } | { kind: 'no-path' } | { kind: 'no-method' };

// A path parameter is an opaque identifier (a uuid or a numeric id). Anything else in a
// parameter position (dots, encoded characters, empty) is refused before it reaches the service.
const PARAM_VALUE = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Matches paths against an inventory. Literal segments win over parameters, so
 * `/payrolls/blockers` is never read as a payroll whose id is "blockers".
 *
 * @example
 * const matcher = createEndpointMatcher(inventory);
 * matcher.match('GET', '/v1/employees/e-1'); // { kind: 'match', match: { … } }
 */
export function createEndpointMatcher(inventory: EndpointInventory): {
  match(method: string, path: string): MatchResult;
} {
  const compiled = inventory.endpoints.map((entry) => ({
    entry,
    segments: entry.path.split('/').slice(1),
  }));
  return {
    match(method, path) {
      const segments = path.split('/').slice(1);
      let best: {
        entry: InventoryEntry;
        params: Record<string, string>;
        order: string[];
        literals: number;
      }[] = [];
      let bestLiterals = -1;
      for (const candidate of compiled) {
        if (candidate.segments.length !== segments.length) continue;
        const params: Record<string, string> = {};
        const order: string[] = [];
        let literals = 0;
        let ok = true;
        for (let i = 0; i < segments.length; i += 1) {
          const pattern = candidate.segments[i] ?? '';
          const value = segments[i] ?? '';
          if (pattern.startsWith('{') && pattern.endsWith('}')) {
            if (!PARAM_VALUE.test(value)) {
              ok = false;
              break;
            }
            const name = pattern.slice(1, -1);
            params[name] = value;
            order.push(name);
          } else if (pattern === value) {
            literals += 1;
          } else {
            ok = false;
            break;
          }
        }
        if (!ok) continue;
        if (literals > bestLiterals) {
          best = [];
          bestLiterals = literals;
        }
        if (literals === bestLiterals) best.push({ entry: candidate.entry, params, order, literals });
      }
      if (best.length === 0) return { kind: 'no-path' };
      const hit = best.find((b) => b.entry.method === method.toUpperCase());
      if (!hit) return { kind: 'no-method' };
      return { kind: 'match', match: { entry: hit.entry, params: hit.params, paramOrder: hit.order } };
    },
  };
}
