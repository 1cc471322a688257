import type { EndpointMatch, InventoryEntry } from './endpointInventory';
import type { ProxyStore } from './store';

/**
 * Partner sessions (DECISIONS 75): the partner-level operations take the system token, so the
 * proxy calls them only for a session of role `partner`, and only for the companies of that
 * session. A digest or cancellation batch naming other companies is forwarded without them, and
 * they come back in its results' `exclusions` as `not_found`; a batch's results are served only to
 * the session that asked for it; an invoice request is narrowed to the session's companies.
 */

/** The role name of a partner session. */
export const PARTNER_ROLE = 'partner';

/** What a partner-level operation is, by the inventory's method and path template. */
type PartnerOperation =
  | { kind: 'create'; batch: BatchKind }
  | { kind: 'read'; batch: BatchKind; param: string }
  | { kind: 'invoice' };

/** A batch kind: its name in the store and where each item names its company. */
interface BatchKind {
  name: 'digest' | 'cancel';
  companyOf: (item: Record<string, unknown>) => unknown;
  /** Digest results name the company they are about; a cancellation's results name payrolls. */
  resultCompany?: (result: Record<string, unknown>) => unknown;
}

const DIGEST: BatchKind = {
  name: 'digest',
  companyOf: (item) => item.uuid,
  resultCompany: (result) => result.uuid,
};
const CANCEL: BatchKind = { name: 'cancel', companyOf: (item) => item.company_uuid };

const PARTNER_OPERATIONS = new Map<string, PartnerOperation>([
  ['POST /v1/payroll_digests', { kind: 'create', batch: DIGEST }],
  [
    'GET /v1/payroll_digests/{payroll_digest_uuid}',
    { kind: 'read', batch: DIGEST, param: 'payroll_digest_uuid' },
  ],
  ['POST /v1/payroll_batches', { kind: 'create', batch: CANCEL }],
  [
    'GET /v1/payroll_batches/{payroll_batch_uuid}',
    { kind: 'read', batch: CANCEL, param: 'payroll_batch_uuid' },
  ],
  ['GET /v1/invoices/{invoice_period}', { kind: 'invoice' }],
]);

/** How long the proxy remembers who asked for a batch (longer than the service keeps its results). */
const BATCH_OWNER_TTL_MS = 24 * 60 * 60_000;

/** What the proxy remembers of a batch it forwarded: whose it is and what it left out. */
interface BatchMemo {
  sessionId: string;
  companies: string[];
  /** The original index of each item forwarded, in the forwarded order. */
  forwarded: number[];
  /** Items left out because their company is not the session's. */
  removed: { idx: number; uuid: unknown; companyUuid?: unknown }[];
}

/**
 * Whether an operation of the inventory is partner-level (digests, cancellation batches, invoices).
 *
 * @example
 * isPartnerOperation({ name: 'getInvoice', method: 'GET', path: '/v1/invoices/{invoice_period}', token: 'partner' }); // true
 */
export function isPartnerOperation(entry: Pick<InventoryEntry, 'method' | 'path'>): boolean {
  return PARTNER_OPERATIONS.has(`${entry.method} ${entry.path}`);
}

/**
 * Whether a session is a partner's (role `partner`).
 *
 * @example
 * isPartnerSession({ role: 'partner' }); // true
 */
export function isPartnerSession(session: { role: string }): boolean {
  return session.role === PARTNER_ROLE;
}

/**
 * What the proxy does with a partner session's request: refuse it (a batch not the session's:
 * 404, existence not revealed), answer it itself (an invoice request for none of its companies),
 * or forward it with the query and body settled and a cut of the answer.
 */
export type PartnerPlan =
  | { kind: 'refuse' }
  | { kind: 'answer'; response: Response }
  | {
      kind: 'forward';
      search: string;
      body?: Uint8Array;
      answer: (response: Response) => Promise<Response>;
    };

/**
 * The partner scope: plans each partner-level request of a partner session; it remembers in the
 * proxy's store which session asked for each batch and which items it left out.
 *
 * @example
 * const partnerScope = createPartnerScope(store);
 * const plan = await partnerScope.plan(match, url, session, body);
 */
export function createPartnerScope(store: ProxyStore): {
  plan(
    match: EndpointMatch,
    url: URL,
    session: { id: string; companyIds: readonly string[] },
    body: Uint8Array | undefined,
  ): Promise<PartnerPlan>;
} {
  const memoKey = (kind: BatchKind, uuid: string) => `partner-batch:${kind.name}:${uuid}`;

  return {
    async plan(match, url, session, body) {
      const operation = PARTNER_OPERATIONS.get(`${match.entry.method} ${match.entry.path}`);
      const companies = [...session.companyIds];
      if (!operation) return { kind: 'refuse' };

      if (operation.kind === 'invoice') {
        const asked = url.searchParams.get('company_uuids');
        const wanted =
          asked === null
            ? companies
            : asked
                .split(',')
                .map((id) => id.trim())
                .filter((id) => companies.includes(id));
        if (wanted.length === 0)
          return { kind: 'answer', response: jsonResponse(200, { active_companies: [] }) };
        const query = new URLSearchParams(url.searchParams);
        query.set('company_uuids', wanted.join(','));
        return {
          kind: 'forward',
          search: `?${query}`,
          answer: (response) => cutJson(response, (json) => invoiceOf(json, companies)),
        };
      }

      if (operation.kind === 'read') {
        const uuid = match.params[operation.param] ?? '';
        const text = await store.get(memoKey(operation.batch, uuid));
        const memo = text === undefined ? undefined : (JSON.parse(text) as BatchMemo);
        if (!memo || memo.sessionId !== session.id) return { kind: 'refuse' };
        return {
          kind: 'forward',
          search: url.search,
          answer: (response) =>
            cutJson(response, (json) => resultsOf(json, memo, operation.batch, companies)),
        };
      }

      const parsed = jsonObject(body);
      const items = parsed?.batch;
      // Not a batch the service could process: forwarded as it is, for its own 422.
      if (!parsed || !Array.isArray(items))
        return { kind: 'forward', search: url.search, body, answer: async (r) => r };
      const memo: BatchMemo = { sessionId: session.id, companies, forwarded: [], removed: [] };
      const kept: unknown[] = [];
      items.forEach((item: unknown, idx) => {
        const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : undefined;
        const company = record ? operation.batch.companyOf(record) : undefined;
        // Only an item that names one of the session's companies reaches the service; a malformed
        // one goes on to be refused there.
        if (!record || typeof company !== 'string' || companies.includes(company)) {
          memo.forwarded.push(idx);
          kept.push(item);
        } else
          memo.removed.push({
            idx,
            uuid: record.uuid,
            ...(operation.batch === CANCEL ? { companyUuid: record.company_uuid } : {}),
          });
      });
      return {
        kind: 'forward',
        search: url.search,
        body: new TextEncoder().encode(JSON.stringify({ ...parsed, batch: kept })),
        answer: async (response) => {
          if (response.status !== 201) return response;
          const text = await response.text();
          const uuid = (safeJson(text) as { uuid?: unknown } | undefined)?.uuid;
          if (typeof uuid === 'string')
            await store.set(memoKey(operation.batch, uuid), JSON.stringify(memo), BATCH_OWNER_TTL_MS);
          return new Response(text, response);
        },
      };
    },
  };
}

/** A batch's results as the session may see them: its own items, in its own numbering, the rest `not_found`. */
function resultsOf(json: unknown, memo: BatchMemo, kind: BatchKind, companies: readonly string[]): unknown {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
  const batch = json as Record<string, unknown>;
  const original = (idx: unknown) => (typeof idx === 'number' ? (memo.forwarded[idx] ?? idx) : idx);
  const renumber = (list: unknown) =>
    (Array.isArray(list) ? list : []).map((entry: unknown) =>
      entry && typeof entry === 'object'
        ? { ...(entry as Record<string, unknown>), idx: original((entry as Record<string, unknown>).idx) }
        : entry,
    );
  const results = renumber(batch.results).filter((r) => {
    const company = kind.resultCompany?.(r as Record<string, unknown>);
    return company === undefined || (typeof company === 'string' && companies.includes(company));
  });
  const exclusions = [
    ...renumber(batch.exclusions),
    ...memo.removed.map((item) => ({
      idx: item.idx,
      entity_type: kind === CANCEL ? 'payroll' : 'company',
      uuid: item.uuid,
      ...(item.companyUuid === undefined ? {} : { company_uuid: item.companyUuid }),
      status: 'failed',
      category: 'not_found',
      message:
        kind === CANCEL ? 'No payroll of your companies has this uuid.' : 'This company is not one of yours.',
    })),
  ].sort((a, b) => Number((a as { idx?: unknown }).idx) - Number((b as { idx?: unknown }).idx));
  return {
    ...batch,
    submitted_items: memo.forwarded.length + memo.removed.length,
    processed_items: results.length,
    excluded_items: exclusions.length,
    results,
    exclusions,
  };
}

/** An invoice answer holding the session's companies only. */
function invoiceOf(json: unknown, companies: readonly string[]): unknown {
  if (!json || typeof json !== 'object') return json;
  const lines = (json as { active_companies?: unknown }).active_companies;
  if (!Array.isArray(lines)) return json;
  return {
    ...(json as Record<string, unknown>),
    active_companies: lines.filter((line: unknown) =>
      companies.includes((line as { company_uuid?: unknown } | null)?.company_uuid as string),
    ),
  };
}

/** A successful JSON answer cut by `cut`; an error or any other answer passes unchanged. */
async function cutJson(response: Response, cut: (json: unknown) => unknown): Promise<Response> {
  if (!response.ok || !/json/i.test(response.headers.get('content-type') ?? '')) return response;
  const text = await response.text();
  const json = safeJson(text);
  if (json === undefined) return new Response(text, response);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(cut(json)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function jsonObject(bytes: Uint8Array | undefined): Record<string, unknown> | undefined {
  const body = bytes === undefined ? undefined : safeJson(new TextDecoder().decode(bytes));
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}
