import { notFound } from './errors';
import { type FieldRules, type FieldValues, readFields, requireCurrentVersion } from './fields';
import { compareBy, paginate, parseSortBy, readPage } from './pagination';
import type { DemoService, Route, RouteRequest, RouteResult, TokenGrant } from './service';
import type { DemoStore } from './store';

/** What a resource answers with: its wire shape, whose `version` a PUT must name. */
export type ResourceView = { readonly version?: unknown };

/** The parent a collection path names (`{company_id}`, `{employee_id}`), checked for the token. */
export type ParentLookup<P> = (service: DemoService, request: RouteRequest) => P;

/**
 * A record by its id, checked for the token: unknown, or another company's → 404. `params` are
 * the item path's, for a path that also names the parent (`/companies/{company_id}/pay_schedules/{id}`).
 */
export type RecordLookup<R> = (
  service: DemoService,
  uuid: string | undefined,
  grant: TokenGrant,
  params: Record<string, string>,
) => R;

/** The events a resource emits on its writes (SPEC §6), each `<prefix>.created|updated|deleted`. */
export interface ResourceEvents<R> {
  /** `entity_type` of the events (`Location`). */
  entity: string;
  created?: string;
  updated?: string;
  deleted?: string;
  /** The company the event belongs to. */
  company: (record: R, service: DemoService) => string;
}

/** `GET` on the collection: its rows in creation order, paged and sorted unless said otherwise. */
export interface ListDeclaration<R, P> {
  rows: (parent: P, service: DemoService, request: RouteRequest) => R[];
  /** The `sort_by` fields and the value each sorts on; ties keep creation order. */
  sortBy?: Record<string, (record: R) => string | number>;
  /** `false` for the short lists the contract does not page (an employee's addresses, jobs). */
  paged?: boolean;
}

/** `POST` on the collection, idempotent: the body's rules, then a new record. Answers 201. */
export interface CreateDeclaration<R, P, C extends FieldRules> {
  rules: C;
  insert: (values: FieldValues<C>, parent: P, service: DemoService, request: RouteRequest) => R;
}

/**
 * `PUT` on the item, versioned: `guard` runs first (a record that can no longer change), then the
 * version (409 when stale, before any field is read), then the rules as a delta, then `apply`,
 * which checks what needs the record and writes only when everything holds.
 */
export interface UpdateDeclaration<R, U extends FieldRules> {
  rules: U;
  guard?: (record: R, service: DemoService) => void;
  apply: (record: R, values: Partial<FieldValues<U>>, service: DemoService, request: RouteRequest) => void;
}

/** `DELETE` on the item: `remove` refuses (throws) or deletes. Answers 204. */
export interface RemoveDeclaration<R> {
  remove: (record: R, service: DemoService) => void;
}

/** An operation on one record beyond CRUD (`PUT …/{id}/deactivate`), found and checked first. */
export interface ActionDeclaration<R> {
  method: Route['method'];
  /** Appended to the item path: `/deactivate`. */
  suffix: string;
  /** `write` (the default) or `read` scope of the resource. */
  access?: 'read' | 'write';
  creates?: boolean;
  handle: (record: R, request: RouteRequest, service: DemoService) => RouteResult;
}

/**
 * One resource of the demo service, declared once: its paths, scopes, view, body rules and
 * events. Every operation left out is simply not routed.
 */
export interface ResourceDeclaration<R, P, C extends FieldRules, U extends FieldRules> {
  /** `/v1/companies/{company_id}/locations`: list and create. */
  collection?: string;
  /** `/v1/locations/{location_id}`: show, update, delete and actions; its last `{…}` is the id. */
  item?: string;
  /** Read and write scopes (`companies:read`, `companies:write`). */
  scopes: { read: string; write: string };
  /** The kind of token the resource takes; company by default. */
  auth?: Route['auth'];
  parent?: ParentLookup<P>;
  find?: RecordLookup<R>;
  /** The wire shape, a function of `(record, service)`: the resource's record type is read from it. */
  view: (record: R, service: DemoService) => ResourceView;
  events?: ResourceEvents<R>;
  list?: ListDeclaration<R, P>;
  create?: CreateDeclaration<R, P, C>;
  /** `false` when the item has no `GET` of its own. */
  show?: boolean;
  update?: UpdateDeclaration<R, U>;
  remove?: RemoveDeclaration<R>;
  actions?: ActionDeclaration<R>[];
}

/**
 * The routes of a declared resource: list (paging, `sort_by`), idempotent create, show, versioned
 * update, delete and actions, each with its scope, lookups and events. The rules of the contract
 * live here once, so a new resource is a declaration, not another copy of them.
 *
 * @example
 * export const locationRoutes = resourceRoutes({
 *   collection: '/v1/companies/{company_id}/locations',
 *   item: '/v1/locations/{location_id}',
 *   scopes: { read: 'companies:read', write: 'companies:write' },
 *   parent: companyParent,
 *   find: companyRecord((store) => store.locations),
 *   view: locationView,
 *   events: { entity: 'Location', created: 'location.created', company: (l) => l.companyUuid },
 *   list: { rows: (company, service) => locationsOf(service, company), sortBy: { created_at: (l) => l.createdAt } },
 *   create: { rules: LOCATION_RULES, insert: (values, company, service) => insertLocation(service, company.uuid, values) },
 * });
 */
export function resourceRoutes<R extends { uuid: string }, P, C extends FieldRules, U extends FieldRules>(
  declaration: ResourceDeclaration<R, P, C, U>,
): Route[] {
  const { collection, item, scopes, auth = 'company', parent, find, view, events } = declaration;
  const routes: Route[] = [];
  const emit = (record: R, service: DemoService, event: string | undefined) => {
    if (events && event) service.emit(event, events.entity, record.uuid, events.company(record, service));
  };

  const { list, create } = declaration;
  if (collection && parent && list) {
    const sortBy = list.sortBy ?? {};
    routes.push({
      method: 'GET',
      path: collection,
      auth,
      scope: scopes.read,
      handle(request, service) {
        const owner = parent(service, request);
        if (list.paged === false) {
          return { status: 200, body: list.rows(owner, service, request).map((r) => view(r, service)) };
        }
        const page = readPage(request.query);
        const clauses = parseSortBy(request.query.get('sort_by'), Object.keys(sortBy));
        const rows = list.rows(owner, service, request);
        // The sort is stable, so ties keep creation order.
        rows.sort(
          compareBy<R>(
            clauses,
            (record, field) => sortBy[field]!(record),
            () => 0,
          ),
        );
        const { items, headers } = paginate(rows, page);
        return { status: 200, body: items.map((r) => view(r, service)), headers };
      },
    });
  }
  if (collection && parent && create) {
    routes.push({
      method: 'POST',
      path: collection,
      auth,
      scope: scopes.write,
      creates: true,
      handle(request, service) {
        const owner = parent(service, request);
        const record = create.insert(readFields(request.body, create.rules), owner, service, request);
        emit(record, service, events?.created);
        return { status: 201, body: view(record, service) };
      },
    });
  }

  if (!item || !find) return routes;
  const idParam = lastParam(item);
  const found = (service: DemoService, request: RouteRequest) =>
    find(service, request.params[idParam], request.grant, request.params);
  if (declaration.show !== false) {
    routes.push({
      method: 'GET',
      path: item,
      auth,
      scope: scopes.read,
      handle: (request, service) => ({ status: 200, body: view(found(service, request), service) }),
    });
  }
  const { update, remove } = declaration;
  if (update) {
    routes.push({
      method: 'PUT',
      path: item,
      auth,
      scope: scopes.write,
      handle(request, service) {
        const record = found(service, request);
        update.guard?.(record, service);
        requireCurrentVersion(request.body, view(record, service).version);
        update.apply(record, readFields(request.body, update.rules, { partial: true }), service, request);
        emit(record, service, events?.updated);
        return { status: 200, body: view(record, service) };
      },
    });
  }
  if (remove) {
    routes.push({
      method: 'DELETE',
      path: item,
      auth,
      scope: scopes.write,
      handle(request, service) {
        const record = found(service, request);
        remove.remove(record, service);
        emit(record, service, events?.deleted);
        return { status: 204 };
      },
    });
  }
  for (const action of declaration.actions ?? []) {
    routes.push({
      method: action.method,
      path: `${item}${action.suffix}`,
      auth,
      scope: action.access === 'read' ? scopes.read : scopes.write,
      creates: action.creates,
      handle: (request, service) => action.handle(found(service, request), request, service),
    });
  }
  return routes;
}

function lastParam(path: string): string {
  const match = /\{([^}]+)\}[^{]*$/.exec(path);
  if (!match) throw new Error(`${path} names no record id.`);
  return match[1]!;
}

/**
 * The company of a `/v1/companies/{company_id}/…` collection.
 *
 * @example
 * resourceRoutes({ collection: '/v1/companies/{company_id}/locations', parent: companyParent, … });
 */
export const companyParent: ParentLookup<ReturnType<DemoService['company']>> = (service, { params, grant }) =>
  service.company(params.company_id, grant);

/**
 * The employee of a `/v1/employees/{employee_id}/…` collection.
 *
 * @example
 * resourceRoutes({ collection: '/v1/employees/{employee_id}/jobs', parent: employeeParent, … });
 */
export const employeeParent: ParentLookup<ReturnType<DemoService['employee']>> = (
  service,
  { params, grant },
) => service.employee(params.employee_id, grant);

/**
 * A record of a company, from its store map: unknown, or beyond the token's reach → 404.
 *
 * @example
 * const location = companyRecord((store) => store.locations);
 * location(service, params.location_id, grant);
 */
export function companyRecord<R extends { companyUuid: string }>(
  map: (store: DemoStore) => ReadonlyMap<string, R>,
): RecordLookup<R> {
  return (service, uuid, grant) => {
    const record = uuid ? map(service.store).get(uuid) : undefined;
    if (!record) throw notFound();
    service.company(record.companyUuid, grant);
    return record;
  };
}

/**
 * A record of an employee, from its store map: unknown, or beyond the token's reach → 404.
 *
 * @example
 * const job = employeeRecord((store) => store.jobs);
 * job(service, params.job_id, grant);
 */
export function employeeRecord<R extends { employeeUuid: string }>(
  map: (store: DemoStore) => ReadonlyMap<string, R>,
): RecordLookup<R> {
  return (service, uuid, grant) => {
    const record = uuid ? map(service.store).get(uuid) : undefined;
    if (!record) throw notFound();
    service.employee(record.employeeUuid, grant);
    return record;
  };
}

/**
 * Writes the fields a delta sent onto a record; a field left out (undefined) stays as it was.
 * Typed: a value must fit the record's field, so no record is written through a cast.
 *
 * @example
 * assignFields(location, { city: 'Oakland', street_2: null });
 */
export function assignFields<R extends object>(record: R, values: Partial<R>): void {
  for (const key of Object.keys(values) as (keyof R)[]) {
    const value = values[key];
    if (value !== undefined) record[key] = value;
  }
}
