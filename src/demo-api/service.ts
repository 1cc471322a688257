import type { DemoClock } from './clock';
import { ApiError, notFound } from './errors';
import { recordEvent } from './webhooks/events';
import type { DemoStore } from './store';
import type { WebhookDispatcher } from './webhooks/dispatcher';
import type { CompanyRecord } from './company/records';
import type { EmployeeRecord } from './employees/records';

/** Which well-known token made the request. */
export interface TokenGrant {
  /** `none` only on the token exchange, which authenticates by its refresh token. */
  kind: 'company' | 'system' | 'none';
  token: string;
  companyUuid: string | null;
  scopes: ReadonlySet<string>;
}

/** What a route sees of its request, already authenticated and parsed. */
export interface RouteRequest {
  url: URL;
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  headers: Headers;
  grant: TokenGrant;
}

/** What a route answers; the handler adds the cross-cutting headers. */
export interface RouteResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One operation: method, path template, token kind, scope, and whether it creates (idempotency). */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Which kind of token the operation takes; `any` for token introspection, `none` for the token exchange. */
  auth: 'company' | 'system' | 'any' | 'none';
  scope: string;
  creates?: boolean;
  /** Reads the body where a route takes more than the 1 MiB of JSON of every other (DECISIONS 66). */
  readBody?: (request: Request) => Promise<Record<string, unknown>>;
  handle(request: RouteRequest, service: DemoService): RouteResult | Promise<RouteResult>;
}

/**
 * The state and services every route works with.
 *
 * @example
 * const employee = service.employee(request.params.employee_id);
 */
export class DemoService {
  constructor(
    readonly store: DemoStore,
    readonly clock: DemoClock,
    readonly ids: () => string,
    readonly webhooks: WebhookDispatcher,
    readonly mode: 'demo' | 'production',
    /** Approve a company two seconds after it finishes onboarding (DECISIONS 51). */
    readonly autoApprove = false,
  ) {}

  /** Current time as ISO text. @example service.nowIso(); */
  nowIso(): string {
    return this.clock.now().toISOString();
  }

  /** Records an event and hands it to the webhook dispatcher. @example service.emit('employee.created', 'Employee', uuid, companyUuid); */
  emit(eventType: string, entityType: string, entityUuid: string, companyUuid: string): void {
    const event = recordEvent(this.store, {
      uuid: this.ids(),
      eventType,
      companyUuid,
      entityType,
      entityUuid,
      now: this.clock.now(),
    });
    this.webhooks.publish(event);
  }

  /**
   * A company the token may address: unknown or another company's → 404; archived → 403 with the
   * replacement (DECISIONS 16).
   *
   * @example
   * const company = service.company(request.params.company_id, request.grant);
   */
  company(uuid: string | undefined, grant: TokenGrant): CompanyRecord {
    const company = uuid ? this.store.companies.get(uuid) : undefined;
    if (!company) throw notFound();
    // A company token reaches its own company, and the archived company it replaced (to learn so).
    const reachable =
      grant.kind !== 'company' ||
      grant.companyUuid === company.uuid ||
      company.replacementCompanyUuid === grant.companyUuid;
    if (!reachable) throw notFound();
    if (company.archived) {
      throw new ApiError(403, [
        {
          error_key: 'base',
          category: 'invalid_operation',
          message: 'This company was archived because its EIN was reassigned.',
          metadata: { replacement_company_uuid: company.replacementCompanyUuid },
        },
      ]);
    }
    return company;
  }

  /** @example const employee = service.employee(id, grant); */
  employee(uuid: string | undefined, grant: TokenGrant): EmployeeRecord {
    const employee = uuid ? this.store.employees.get(uuid) : undefined;
    if (!employee) throw notFound();
    this.company(employee.companyUuid, grant);
    return employee;
  }
}
