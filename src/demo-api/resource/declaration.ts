import type { FieldRules, FieldValues } from '../fields';
import type { DemoService, Route, RouteRequest, TokenGrant } from '../service';

/** What a resource answers with: its wire shape, whose `version` a PUT must name. */
export type ResourceView = { readonly version?: unknown };

/** The parent a collection path names (`{company_id}`, `{employee_id}`), checked for the token. */
export type ParentLookup<P> = (service: DemoService, request: RouteRequest) => P;

/**
 * A record by its id, checked for the token: unknown, or another company's → 404 (thrown, or
 * `undefined` for a record that may be absent, such as a singleton not made yet). `params` are
 * the item path's, for a path that also names the parent (`/companies/{company_id}/pay_schedules/{id}`).
 */
export type RecordLookup<R> = (
  service: DemoService,
  uuid: string | undefined,
  grant: TokenGrant,
  params: Record<string, string>,
) => R | undefined;

/**
 * A body read by hand, for a body the field rules cannot say (nested parts whose errors nest,
 * rules that depend on today): `bodyReader((body, service) => …)` in place of `rules`.
 */
export interface BodyReader<V> {
  read: (body: Record<string, unknown>, service: DemoService) => V;
}

/** What `insert` gets: the parsed fields of `rules`, or what a {@link BodyReader} read. */
export type CreateValues<C> =
  C extends BodyReader<infer V> ? V : C extends FieldRules ? FieldValues<C> : never;

/** What `apply` gets: a delta of the fields of `rules`, what a {@link BodyReader} read, or the body as sent. */
export type UpdateValues<U> =
  U extends BodyReader<infer V>
    ? V
    : U extends FieldRules
      ? Partial<FieldValues<U>>
      : Record<string, unknown>;

/** What an operation answers: a body, a body with headers (`withHeaders`), or nothing (`undefined`). */
export type Answer = unknown;

/** Who may call one operation: the resource's read or write scope, or a scope and token of its own. */
export interface Access {
  /** `read` or `write` scope of the resource; each operation has its default. */
  access?: 'read' | 'write';
  /** A scope of its own (`payrolls:run` beside `payrolls:read` and `payrolls:write`). */
  scope?: string;
  /** A token kind of its own (the system token approves a company). */
  auth?: Route['auth'];
}

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

/** Pages of a list read by a cursor rather than `page`/`per` (events: `limit`, `X-Has-Next-Page`). */
export type CursorPage<R, F> = (rows: R[], filters: F) => { items: R[]; headers: Record<string, string> };

/**
 * `GET` on the collection: its rows, read after the query's filters and the page, sorted by
 * `sort_by` and paged unless said otherwise.
 */
export interface ListDeclaration<R, P, F> extends Access {
  /** The list's own query parameters, read (and refused with 422) before the page. */
  filters?: (query: URLSearchParams, service: DemoService, parent: P) => F;
  rows: (parent: P, service: DemoService, request: RouteRequest, filters: F) => R[];
  /** The `sort_by` fields and the value each sorts on; ties keep the rows' order. */
  sortBy?: Record<string, (record: R) => string | number>;
  /** The rows come in their order and read `sort_by` themselves (a sort cached per change). */
  ordered?: boolean;
  /** `false` for the short lists the contract does not page; a function for a cursor's pages. */
  paged?: boolean | CursorPage<R, F>;
  /** The rows' wire shape when the list's differs from the resource's view (it reads `include`). */
  view?: (record: R, service: DemoService, filters: F) => unknown;
  /** The answer when it is more than the rows' views (totals beside the rows). */
  body?: (rows: R[], service: DemoService, filters: F) => Answer;
}

/** `POST` on the collection, idempotent: the body, then a new record. Answers 201 unless told. */
export interface CreateDeclaration<R, P, C> extends Access {
  /** Field rules (every problem at once, each on its field) or a {@link BodyReader}; none: the body as sent. */
  rules?: C;
  /** A record the body names already (sent again unchanged): answered with 200, nothing made. */
  existing?: (values: CreateValues<C>, parent: P, service: DemoService) => R | undefined;
  insert: (values: CreateValues<C>, parent: P, service: DemoService, request: RouteRequest) => R;
  /** 201 by default; 200 where the upstream declares it (DECISIONS 31). */
  status?: number;
  /** The answer when it is not the record's view. */
  answer?: (record: R, service: DemoService) => Answer;
}

/** `GET` on the item. */
export interface ShowDeclaration<R> extends Access {
  /** 204 answers a singleton not made yet (a rehire, a holiday pay policy); else 404. */
  absent?: 204;
  /** A document's media type (`application/pdf`): the view is its bytes. */
  contentType?: string;
  /** The answer when it reads the query too (a payroll's page of rows). */
  answer?: (record: R, request: RouteRequest, service: DemoService) => Answer;
}

/**
 * `PUT` on the item: `guard` runs first (a record that can no longer change), then the version
 * (409 when stale, before any field is read), then the body as a delta, then `apply`, which checks
 * what needs the record and writes only when everything holds.
 */
export interface UpdateDeclaration<R, U, A> extends Access {
  rules?: U;
  guard?: (record: R, service: DemoService) => void;
  /**
   * `first` (the default): stale → 409 before any field is read. `after-fields`: the version is
   * required first and compared once the fields are read. `none`: the resource has no version.
   */
  version?: 'first' | 'after-fields' | 'none';
  /** The body replaces the record whole: every required field is required (beside `version`). */
  whole?: boolean;
  apply: (record: R, values: UpdateValues<U>, service: DemoService, request: RouteRequest) => A;
  /** 200 by default (201 where the upstream declares it). */
  status?: number;
  /** The answer when it is not the record's view (only the rows an update sent). */
  answer?: (record: R, service: DemoService, applied: A) => Answer;
}

/** `DELETE` on the item: `remove` refuses (throws) or deletes. Answers 204 unless told. */
export interface RemoveDeclaration<R> extends Access {
  remove: (record: R, service: DemoService) => void;
  /** 204 by default; a function of the request where a query asks for 202. */
  status?: number | ((request: RouteRequest) => number);
}

/** What an action answers: `status` (200 by default) with what `run` returns as the body. */
export interface ActionParts extends Access {
  method: Route['method'];
  /** Appended to the item (or collection) path: `/deactivate`, `/preview`. */
  suffix: string;
  /** Marks it creating, for the handler's `Idempotency-Key` replay. */
  creates?: boolean;
  status?: number;
}

/** An operation on one record beyond CRUD (`PUT …/{id}/deactivate`), found and checked first. */
export interface ActionDeclaration<R> extends ActionParts {
  /** The version the body must name, checked before the body is read (409 when stale). */
  version?: (record: R, service: DemoService) => unknown;
  run: (record: R, request: RouteRequest, service: DemoService) => Answer;
}

/** An operation on the collection beyond list and create (`POST …/preview`), on its parent. */
export interface CollectionActionDeclaration<P> extends ActionParts {
  run: (parent: P, request: RouteRequest, service: DemoService) => Answer;
}

/**
 * One resource of the demo service, declared once: its paths, scopes, view, body rules and
 * events. Every operation left out is simply not routed.
 */
export interface ResourceDeclaration<R, P, C, U, A, F> {
  /** `/v1/companies/{company_id}/locations`: list, create and collection actions. */
  collection?: string;
  /** `/v1/locations/{location_id}`: show, update, delete and actions; its last `{…}` is the id. */
  item?: string;
  /** Read and write scopes (`companies:read`, `companies:write`); a read-only resource has no write scope. */
  scopes: { read: string; write?: string };
  /** The kind of token the resource takes; company by default. */
  auth?: Route['auth'];
  /** The collection's parent; none for a top-level collection (`/v1/webhook_subscriptions`). */
  parent?: ParentLookup<P>;
  find?: RecordLookup<R>;
  /** The wire shape, a function of `(record, service)`: the resource's record type is read from it. */
  view?: (record: R, service: DemoService) => unknown;
  events?: ResourceEvents<R>;
  list?: ListDeclaration<R, P, F>;
  create?: CreateDeclaration<R, P, C>;
  /** `false` when the item has no `GET` of its own. */
  show?: boolean | ShowDeclaration<R>;
  update?: UpdateDeclaration<R, U, A>;
  remove?: RemoveDeclaration<R>;
  actions?: ActionDeclaration<R>[];
  collectionActions?: CollectionActionDeclaration<P>[];
}
