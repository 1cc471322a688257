import type { EndpointMatch } from './endpointInventory';
import { fromStore, type ProxyStore } from './store';

/**
 * Reads one resource from the service with a company's token; the proxy supplies it so scoping
 * uses the same upstream, headers and timeout as forwarding.
 *
 * @example
 * const readResource: UpstreamReader = async (path, companyId) => (await forward(path, companyId)).json();
 */
export type UpstreamReader = (
  path: string,
  companyId: string,
) => Promise<Record<string, unknown> | undefined>;

/** How to find the company that owns a resource named by one path parameter. */
type OwnerRule =
  | { kind: 'company' }
  | { kind: 'read'; path: (id: string) => string }
  | { kind: 'payroll' }
  | { kind: 'underCompany'; path: (companyId: string, id: string) => string }
  | { kind: 'companyList'; path: (companyId: string) => string }
  | { kind: 'readableBy'; path: (id: string, params: Readonly<Record<string, string>>) => string }
  | { kind: 'shared' }
  | { kind: 'name' };

// Every path parameter of the inventory, by name. A parameter not listed here and not nested
// under an already-checked one is refused: scoping fails closed.
const RULES: Record<string, OwnerRule> = {
  company_id: { kind: 'company' },
  employee_id: { kind: 'read', path: (id) => `/v1/employees/${id}` },
  location_id: { kind: 'read', path: (id) => `/v1/locations/${id}` },
  time_off_policy_id: { kind: 'read', path: (id) => `/v1/time_off_policies/${id}` },
  time_off_request_id: { kind: 'read', path: (id) => `/v1/time_off/requests/${id}` },
  home_address_id: { kind: 'read', path: (id) => `/v1/home_addresses/${id}` },
  work_address_id: { kind: 'read', path: (id) => `/v1/work_addresses/${id}` },
  job_id: { kind: 'read', path: (id) => `/v1/jobs/${id}` },
  compensation_id: { kind: 'read', path: (id) => `/v1/compensations/${id}` },
  garnishment_id: { kind: 'read', path: (id) => `/v1/garnishments/${id}` },
  recurring_reimbursement_id: { kind: 'read', path: (id) => `/v1/recurring_reimbursements/${id}` },
  company_benefit_id: { kind: 'read', path: (id) => `/v1/company_benefits/${id}` },
  employee_benefit_id: { kind: 'read', path: (id) => `/v1/employee_benefits/${id}` },
  payroll_id: { kind: 'payroll' },
  contractor_id: { kind: 'read', path: (id) => `/v1/contractors/${id}` },
  // A document names its contractor as its recipient.
  document_id: { kind: 'read', path: (id) => `/v1/documents/${id}` },
  contractor_payment_group_id: { kind: 'read', path: (id) => `/v1/contractor_payment_groups/${id}` },
  // A payment is read under its company (its receipt's path names none).
  contractor_payment_id: {
    kind: 'underCompany',
    path: (companyId, id) => `/v1/companies/${companyId}/contractor_payments/${id}`,
  },
  // A wire-in request names no company (UPSTREAM-3 M.4): found in its company's list.
  wire_in_request_uuid: {
    kind: 'companyList',
    path: (companyId) => `/v1/companies/${companyId}/wire_in_requests`,
  },
  // A recovery case has no read of its own (UPSTREAM-3 M.5): found in its company's list.
  recovery_case_uuid: {
    kind: 'companyList',
    path: (companyId) => `/v1/companies/${companyId}/recovery_cases`,
  },
  // An information request has no read of its own (UPSTREAM-3 L.5): found in its company's list.
  information_request_uuid: {
    kind: 'companyList',
    path: (companyId) => `/v1/companies/${companyId}/information_requests`,
  },
  notification_uuid: { kind: 'read', path: (id) => `/v1/notifications/${id}` },
  department_uuid: { kind: 'read', path: (id) => `/v1/departments/${id}` },
  // A time sheet and a payroll sync name their company (UPSTREAM-3 N.7).
  time_sheet_uuid: { kind: 'read', path: (id) => `/v1/time_tracking/time_sheets/${id}` },
  payroll_sync_uuid: { kind: 'read', path: (id) => `/v1/time_tracking/payroll_syncs/${id}` },
  // A salary estimate names its employee (UPSTREAM-3 N.6), whose company owns it.
  salary_estimate_uuid: { kind: 'read', path: (id) => `/v1/salary_estimates/${id}` },
  // A report names no company and no company lists its reports (UPSTREAM-3 N.1): its owner is the
  // session's company whose token reads it (a company token reaches its own company's only).
  report_id: { kind: 'readableBy', path: (id) => `/v1/reports/${id}` },
  // A supported benefit type is the same for every company (UPSTREAM-2 K.2, DECISIONS 68): it has
  // no owner, and any of the session's companies reads it with its own token.
  benefit_id: { kind: 'shared' },
  // An external payroll is read under its company (UPSTREAM-3 M.3).
  external_payroll_id: {
    kind: 'underCompany',
    path: (companyId, id) => `/v1/companies/${companyId}/external_payrolls/${id}`,
  },
  // A generated document (printable checks, UPSTREAM-3 M.8) names no company or payroll, and no
  // company lists them: as a report, its owner is the session's company whose token reads it.
  // Its type names a kind of document, no record: the request's uuid is what is owned.
  document_type: { kind: 'name' },
  request_uuid: {
    kind: 'readableBy',
    path: (id, params) =>
      `/v1/generated_documents/${encodeURIComponent(params.document_type ?? '')}/${encodeURIComponent(id)}`,
  },
  // A people batch's results name no company either (UPSTREAM-3 N.5): found the same way.
  people_batch_uuid: { kind: 'readableBy', path: (id) => `/v1/people_batches/${id}` },
};

// Parameters that are scoped by their parent when nested (an employee's form) but stand alone
// in other paths (`/v1/forms/{form_id}`, a company form, whose record names no company).
const STANDALONE_RULES: Record<string, OwnerRule> = {
  form_id: { kind: 'companyList', path: (companyId) => `/v1/companies/${companyId}/forms` },
};

/**
 * Finds the company that owns the resource a path names, asking the service and caching the
 * answer (ownership never changes), so a session for company A cannot reach B's employee,
 * job, payroll or policy by its uuid.
 *
 * @example
 * const scope = createCompanyScope({ store, read, ttlMs: 600_000 });
 * const owner = await scope.ownerOf(match, session.companyIds); // 'c-1' or undefined
 */
export function createCompanyScope(options: { store: ProxyStore; read: UpstreamReader; ttlMs: number }): {
  ownerOf(match: EndpointMatch, sessionCompanies: readonly string[]): Promise<string | null | undefined>;
} {
  const { store, read, ttlMs } = options;

  /** The parent a resource record points at: its company, else its employee, else its job. */
  function parentOf(body: Record<string, unknown>): { param: string; id: string } | undefined {
    if (typeof body.company_uuid === 'string') return { param: 'company_id', id: body.company_uuid };
    const employee = typeof body.employee_uuid === 'string' ? body.employee_uuid : nestedUuid(body.employee);
    if (employee) return { param: 'employee_id', id: employee };
    if (typeof body.job_uuid === 'string') return { param: 'job_id', id: body.job_uuid };
    if (body.recipient_type === 'Contractor' && typeof body.recipient_uuid === 'string')
      return { param: 'contractor_id', id: body.recipient_uuid };
    return undefined;
  }

  async function resolve(
    param: string,
    id: string,
    companies: readonly string[],
    pathCompany: string | undefined,
    depth = 0,
    params: Readonly<Record<string, string>> = {},
  ): Promise<string | undefined> {
    const rule =
      RULES[param] ?? (depth === 0 && pathCompany === undefined ? STANDALONE_RULES[param] : undefined);
    if (!rule || rule.kind === 'name' || depth > 3) return undefined;
    if (rule.kind === 'company') return id;
    if (rule.kind === 'shared') return undefined;
    const key = `owner:${param}:${id}`;
    const cached = await fromStore(store.get(key));
    if (cached) return cached;
    let owner: string | undefined;
    if (rule.kind === 'companyList') {
      // Found in one of the session's companies' own list (forms, wire-in requests): exact with
      // one token or many.
      for (const companyId of companies) {
        const listed = await read(rule.path(companyId), companyId);
        if (Array.isArray(listed) && listed.some((item) => (item as { uuid?: unknown })?.uuid === id)) {
          owner = companyId;
          break;
        }
      }
    } else if (rule.kind === 'readableBy') {
      for (const companyId of companies) {
        if (await read(rule.path(id, params), companyId)) {
          owner = companyId;
          break;
        }
      }
    } else if (rule.kind === 'payroll' || rule.kind === 'underCompany') {
      // Read under their company, so probe the companies this session may use.
      const path =
        rule.kind === 'payroll'
          ? (companyId: string) => `/v1/companies/${companyId}/payrolls/${id}`
          : (companyId: string) => rule.path(companyId, id);
      for (const companyId of pathCompany ? [pathCompany] : companies) {
        const body = await read(path(companyId), companyId);
        if (!body) continue;
        owner = typeof body.company_uuid === 'string' ? body.company_uuid : companyId;
        break;
      }
    } else {
      // Try the session's companies in turn: with per-company tokens only the owner's token can
      // read the resource, and with one token the first answer settles it.
      for (const companyId of companies) {
        const body = await read(rule.path(id), companyId);
        const parent = body && parentOf(body);
        if (!parent) continue;
        owner = await resolve(parent.param, parent.id, companies, undefined, depth + 1);
        break;
      }
    }
    if (owner) await fromStore(store.set(key, owner, ttlMs));
    return owner;
  }

  return {
    /**
     * The owning company of the path: a company id when every identifying parameter belongs to
     * one company, `undefined` when it cannot be resolved or crosses companies, `null` when
     * the path names no company at all (e.g. `/v1/token_info`).
     */
    async ownerOf(match, sessionCompanies) {
      let owner: string | null = null;
      for (const param of match.paramOrder) {
        const id = match.params[param] ?? '';
        // A kind's name (a document type) owns nothing: the record after it is checked.
        if (RULES[param]?.kind === 'name') continue;
        if (!RULES[param] && !(owner === null && STANDALONE_RULES[param])) {
          // Nested under a checked parent (a form of an employee, a pay schedule of a company):
          // the service scopes it by that parent. With no parent, refuse.
          if (owner === null) return undefined;
          continue;
        }
        if (RULES[param]?.kind === 'shared') continue;
        const found = await resolve(param, id, sessionCompanies, match.params.company_id, 0, match.params);
        if (!found || (owner !== null && found !== owner)) return undefined;
        owner = found;
      }
      return owner;
    },
  };
}

function nestedUuid(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'uuid' in value) {
    const uuid = (value as { uuid: unknown }).uuid;
    return typeof uuid === 'string' ? uuid : undefined;
  }
  return undefined;
}
