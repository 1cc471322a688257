import { DEMO_TOKENS } from './auth';
import { DemoClock } from './clock';
import { invalidAttribute, ApiError } from './errors';
import { createHandler } from './handler';
import { payrollControls } from './payroll/controls';
import { wireInControls } from './wireIn/controls';
import { recoveryCaseControls } from './recoveryCases/controls';
import { portalInvitationControls } from './portalInvitations/controls';
import { informationRequestControls } from './informationRequests/controls';
import { allRoutes } from './routes';
import { seedDemoData } from './seed';
import { RATE_LIMIT } from './rateLimit';
import { DemoService } from './service';
import { DemoStore } from './store';
import { WebhookDispatcher } from './webhooks/dispatcher';

export { API_VERSION } from './handler';
export { signPayload } from './webhooks/dispatcher';

/** Settings of the demo payroll service. */
export interface DemoApiOptions {
  /** Seed size: employees in the demo company (default 12; works at 5,000). */
  employees?: number;
  /**
   * Seed size: locations of the demo company (default 4). The first three are the offices the
   * employees work at; every location added after them, starting with the first, and every tenth
   * after that is inactive (the API cannot deactivate one, UPSTREAM B).
   */
  locations?: number;
  /**
   * Seed the company's first pay period as a processed, paid payroll (default true). `false`
   * gives a company with no payroll history yet, as a partner's new customer has.
   */
  payrollHistory?: boolean;
  /** `production` enforces token scopes with 403 (SPEC §5.3); `demo` does not (default). */
  mode?: 'demo' | 'production';
  /**
   * Requests per token in each rolling 60 s window (default 200, the contract's limit, SPEC §8).
   * Only a load test should raise it, so that it measures the service rather than its 429s.
   */
  rateLimit?: number;
  /**
   * Approve a company two seconds (service clock) after it finishes onboarding, as `npm start`
   * does; off by default, where `PUT /v1/companies/{id}/approve` with the system token approves
   * (DECISIONS 51).
   */
  autoApprove?: boolean;
  /**
   * Whether the seeded company's onboarding, finished, has been approved (default true). `false`
   * leaves it waiting for approval, as a company is in the days after it finishes (DECISIONS 51);
   * `PUT /v1/companies/{id}/approve` with the system token approves it.
   */
  companyApproved?: boolean;
  /** Artificial delay per request, for loading states. */
  latencyMs?: number;
  /** Injectable clock source; `clock.advance` moves the service's time ahead of it. */
  now?: () => Date;
  /** Injectable uuid generator for records created through the API. */
  ids?: () => string;
  /** Webhook retry backoff base (DECISIONS 7; default 2000 ms). */
  webhookRetryBaseMs?: number;
  /** How webhooks are POSTed (default: global fetch). */
  deliver?: (url: string, init: RequestInit) => Promise<Response>;
}

/** A running simulator. */
export interface DemoApi {
  /** The Web-standard handler; everything else wraps it. */
  handle(request: Request): Promise<Response>;
  /** In-process fetch: resolves relative URLs against `baseUrl`; needs a bearer token like the real service. */
  fetch: typeof fetch;
  /** `'http://demo-api.local'`, the origin of the in-process fetch. */
  baseUrl: string;
  /** The seeded demo company. */
  companyUuid: string;
  /** An archived company whose replacement is the demo company (DECISIONS 16). */
  archivedCompanyUuid: string;
  /** The well-known tokens. */
  tokens: { company: 'demo-company-token'; system: 'demo-system-token' };
  /** The service's time; `advance` runs the asynchronous work that falls due. */
  clock: { now(): Date; advance(ms: number): Promise<void> };
  /** Back to the seed (data, clock work, rate-limit windows, idempotency keys). */
  reset(): void;
  /** A text image of every stored resource, for tests proving a request changed nothing. */
  snapshot(): string;
}

const BASE_URL = 'http://demo-api.local';

/**
 * Starts the contract-faithful demo payroll service in memory.
 *
 * @example
 * const api = createDemoApi({ employees: 50 });
 * const res = await api.fetch(`/v1/companies/${api.companyUuid}/employees`, {
 *   headers: { authorization: `Bearer ${api.tokens.company}` },
 * });
 */
export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const employees = options.employees ?? 12;
  const rateLimit = options.rateLimit ?? RATE_LIMIT;
  if (!Number.isSafeInteger(rateLimit) || rateLimit < 1)
    throw new RangeError('rateLimit must be a whole number of 1 or more');
  if (!Number.isSafeInteger(employees) || employees < 0)
    throw new RangeError('employees must be a whole number of 0 or more');
  const locations = options.locations ?? 4;
  if (!Number.isSafeInteger(locations) || locations < 0)
    throw new RangeError('locations must be a whole number of 0 or more');
  const clock = new DemoClock(options.now ?? (() => new Date()), options.now === undefined);
  const ids = options.ids ?? (() => crypto.randomUUID());
  const deliver = options.deliver ?? ((url: string, init: RequestInit) => fetch(url, init));
  let store = new DemoStore();
  let service = build(store);
  let seed = seedDemoData(
    service,
    employees,
    locations,
    options.payrollHistory ?? true,
    options.companyApproved ?? true,
  );

  function build(target: DemoStore): DemoService {
    const dispatcher = new WebhookDispatcher(target, clock, ids, deliver, options.webhookRetryBaseMs ?? 2000);
    return new DemoService(
      target,
      clock,
      ids,
      dispatcher,
      options.mode ?? 'demo',
      options.autoApprove ?? false,
    );
  }

  const reset = () => {
    clock.clear();
    store = new DemoStore();
    service = build(store);
    seed = seedDemoData(
      service,
      employees,
      locations,
      options.payrollHistory ?? true,
      options.companyApproved ?? true,
    );
    pipeline.resetRequestState();
  };

  const demoRoutes = async (method: string, path: string, body: Record<string, unknown>) => {
    if (method === 'POST' && path === '/__demo/reset') {
      reset();
      return { status: 204 };
    }
    if (method === 'POST' && path === '/__demo/clock/advance') {
      const ms = body.ms;
      if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0) {
        throw new ApiError(422, [invalidAttribute('ms', 'ms must be a whole number of 0 or more.')]);
      }
      await clock.advance(ms);
      return { status: 200, body: { now: clock.now().toISOString() } };
    }
    if (method === 'GET' && path === '/__demo/webhook-deliveries') {
      return { status: 200, body: store.deliveries.map((d) => ({ ...d, attempts: [...d.attempts] })) };
    }
    return (
      payrollControls(service, method, path, body) ??
      wireInControls(service, method, path) ??
      recoveryCaseControls(service, method, path, body) ??
      portalInvitationControls(service, method, path) ??
      informationRequestControls(service, method, path, body)
    );
  };

  // Routes reach the current service through this indirection, so reset swaps it atomically.
  const proxyService = new Proxy({} as DemoService, {
    get: (_target, key) => {
      const value = (service as unknown as Record<PropertyKey, unknown>)[key];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(service) : value;
    },
  });
  const pipeline = createHandler(
    proxyService,
    allRoutes,
    demoRoutes,
    () => seed.companyUuid,
    options.latencyMs ?? 0,
    rateLimit,
  );

  const api: DemoApi = {
    handle: pipeline.handle,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request
          ? new Request(input, init)
          : new Request(new URL(String(input), BASE_URL), init);
      return pipeline.handle(request);
    }) as typeof fetch,
    baseUrl: BASE_URL,
    get companyUuid() {
      return seed.companyUuid;
    },
    get archivedCompanyUuid() {
      return seed.archivedCompanyUuid;
    },
    tokens: { company: DEMO_TOKENS.company, system: DEMO_TOKENS.system },
    clock: { now: () => clock.now(), advance: (ms: number) => clock.advance(ms) },
    reset,
    snapshot: () => store.snapshot(),
  };
  return api;
}

/**
 * A fetch that adds the company token, for running the library straight against the simulator
 * (Storybook, browser tests) where no proxy holds the token.
 *
 * @example
 * const fetchAsCompany = createDemoFetch(api);
 * await fetchAsCompany(`/v1/employees/${id}`);
 */
export function createDemoFetch(
  api: DemoApi,
  { token = 'demo-company-token' }: { token?: string } = {},
): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), api.baseUrl), init);
    if (!request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
    return api.handle(request);
  }) as typeof fetch;
}
