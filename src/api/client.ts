import { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';
import type { Endpoint } from './endpoints';
import { ApiError, DeprecatedEndpointError, NetworkError, TimeoutError } from './errors';
import { createRateLimitGovernor } from './rateLimit';
import {
  parseRetryAfter,
  resolveRetryOptions,
  retryDelay,
  type ResolvedRetryOptions,
  type RetryOptions,
} from './retry';
import type { ApiErrorEntry } from './errorBody';

/** The only API version this library speaks (contract.md#requests). @example API_VERSION === '2026-06-15' */
export const API_VERSION = '2026-06-15';

export { CSRF_HEADER, CSRF_HEADER_VALUE };

/** A query-string value; arrays become comma lists, `undefined` is left out. @example const q: QueryValue = ['a', 'b']; */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * Options of one call.
 *
 * @example
 * client.request(endpoints.getEmployee, { params: { employee_id: id }, signal });
 */
export interface RequestOptions {
  /** Values for the `{name}` segments of the endpoint's path. */
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a `FormData` is sent as `multipart/form-data` (a document upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** `Idempotency-Key` of a creating POST; kept across the automatic retries of this call. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** A read nobody is waiting on: it leaves the rate window's last requests to the rest. */
  background?: boolean;
}

/**
 * A successful answer.
 *
 * @example
 * const { data, headers } = await client.request<Employee>(endpoints.getEmployee, opts);
 */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * Configuration of {@link createPayrollClient}. There is no token option on purpose: the browser
 * talks to the partner's proxy on its own origin, and the proxy holds the tokens.
 *
 * @example
 * const options: PayrollClientOptions = { baseUrl: '/api/payroll' };
 */
export interface PayrollClientOptions {
  /** The partner proxy, e.g. `/api/payroll` (relative to the page) or an absolute URL. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Extra headers on every request (for example the partner's own CSRF token). */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Defaults to {@link API_VERSION}. */
  apiVersion?: string;
  /** Called before every try; may return a replacement request. */
  onRequest?: (request: Request) => void | Request | Promise<void | Request>;
  /** Called with every answer, errors and retries included. */
  onResponse?: (response: Response, request: Request) => void;
  /** Called once per failed call with the error it rejects with. */
  onError?: (error: Error, request: Request) => void;
  /** Retry policy; `false` turns automatic retries off. */
  retry?: RetryOptions | false;
  /** Abort a try that takes longer than this. Default 30 s. */
  timeoutMs?: number;
}

/**
 * The fetch layer every operation goes through.
 *
 * @example
 * const client: PayrollClient = createPayrollClient({ baseUrl: '/api/payroll' });
 */
export interface PayrollClient {
  readonly baseUrl: string;
  request<T>(endpoint: Endpoint, options?: RequestOptions): Promise<ApiResponse<T>>;
}

/**
 * Fill a path template.
 *
 * @example
 * buildPath('/v1/employees/{employee_id}', { employee_id: 'e 1' }); // '/v1/employees/e%201'
 */
export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(value);
  });
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

/** Which failures may be repeated without risk of doing the work twice. */
function safeToRepeat(endpoint: Endpoint, options: RequestOptions): boolean {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return true;
  // A create (or an information request's answers) with a key is replayed by the service, never
  // duplicated (contract.md#idempotency).
  return (endpoint.method === 'POST' || endpoint.method === 'PUT') && options.idempotencyKey !== undefined;
}

async function readErrorEntries(response: Response): Promise<ApiErrorEntry[]> {
  try {
    const body = (await response.json()) as { errors?: unknown };
    return Array.isArray(body?.errors) ? (body.errors as ApiErrorEntry[]) : [];
  } catch {
    return [];
  }
}

async function readData<T>(response: Response): Promise<T> {
  const type = response.headers.get('Content-Type') ?? '';
  // A document (a pay stub's PDF, a report's CSV, an uploaded company document) is handed over
  // as it came: any typed body that is not JSON.
  if (type !== '' && !/json/i.test(type)) return response.blob() as T;
  // 204 from deletes and 202 from calculate/submit have no body (contract.md#requests).
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Create the client every operation and hook uses. JSON in and out, `X-API-Version`,
 * `X-Requested-With`, same-origin credentials, cancellation through `AbortSignal`, 429 handling
 * and proactive pacing, and typed errors.
 *
 * @example
 * const client = createPayrollClient({ baseUrl: '/api/payroll' });
 * const { items } = await listEmployees(client, companyId, { per: 25 });
 */
export function createPayrollClient(options: PayrollClientOptions): PayrollClient {
  const retry = resolveRetryOptions(options.retry);
  const governor = createRateLimitGovernor(retry);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const apiVersion = options.apiVersion ?? API_VERSION;

  async function request<T>(
    endpoint: Endpoint,
    requestOptions: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const operation = `${endpoint.method} ${endpoint.path}`;
    const url =
      joinUrl(options.baseUrl, buildPath(endpoint.path, requestOptions.params)) +
      queryString(requestOptions.query);
    let lastRequest: Request | undefined;
    try {
      for (let attempt = 0; ; attempt++) {
        const outcome = await attemptOnce<T>(
          endpoint,
          requestOptions,
          url,
          operation,
          (req) => (lastRequest = req),
        );
        if (outcome.ok) return outcome.response;
        const { error } = outcome;
        const retriable =
          (error instanceof ApiError && error.status === 429) ||
          ((error instanceof NetworkError || error instanceof TimeoutError) &&
            safeToRepeat(endpoint, requestOptions));
        if (!retriable || attempt >= retry.maxRetries) throw error;
        const retryAfter = error instanceof ApiError ? error.retryAfter : undefined;
        const delay = retryDelay(attempt + 1, retryAfter, retry);
        if (error instanceof ApiError) governor.exhausted(delay / 1000);
        else await retry.sleep(delay, requestOptions.signal);
      }
    } catch (error) {
      if (lastRequest && error instanceof Error && !isAbort(error, requestOptions.signal)) {
        options.onError?.(error, lastRequest);
      }
      throw error;
    }
  }

  async function attemptOnce<T>(
    endpoint: Endpoint,
    requestOptions: RequestOptions,
    url: string,
    operation: string,
    remember: (request: Request) => void,
  ): Promise<{ ok: true; response: ApiResponse<T> } | { ok: false; error: Error }> {
    await governor.acquire(requestOptions.signal, requestOptions.background);
    // Cancelled while waiting (a query unmounted, StrictMode's double mount): send nothing.
    if (requestOptions.signal?.aborted) throw requestOptions.signal.reason;
    // One controller for both the caller's signal and our timeout, linked by hand: under jsdom
    // the page's AbortSignal is not the one Node's fetch accepts, and `AbortSignal.any` may be
    // missing, so abort is also raced below rather than left to fetch alone.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    // Not aborted yet: that was checked above, with no await since.
    const onCallerAbort = () => controller.abort(requestOptions.signal?.reason);
    requestOptions.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const cleanUp = () => {
      clearTimeout(timer);
      requestOptions.signal?.removeEventListener('abort', onCallerAbort);
    };
    let request = buildRequest(endpoint, requestOptions, url, controller.signal);
    const replaced = await options.onRequest?.(request);
    if (replaced) request = replaced;
    remember(request);
    let response: Response;
    try {
      response = await raceAbort((options.fetch ?? globalThis.fetch)(request), controller.signal);
    } catch (cause) {
      cleanUp();
      if (requestOptions.signal?.aborted) throw requestOptions.signal.reason;
      if (timedOut) return { ok: false, error: new TimeoutError(operation, timeoutMs) };
      return { ok: false, error: new NetworkError(operation, { cause }) };
    }
    cleanUp();
    governor.observe(response.headers);
    // A clone, so a hook that reads the body cannot starve the client.
    options.onResponse?.(response.clone(), request);
    if (response.ok) {
      return {
        ok: true,
        response: { data: await readData<T>(response), status: response.status, headers: response.headers },
      };
    }
    return { ok: false, error: await toApiError(response, operation, retry) };
  }

  function buildRequest(
    endpoint: Endpoint,
    requestOptions: RequestOptions,
    url: string,
    signal: AbortSignal,
  ): Request {
    const extra = typeof options.headers === 'function' ? options.headers() : options.headers;
    // JSON unless the call names a document type (a pay stub's PDF).
    const headers = new Headers({ Accept: 'application/json', ...extra, ...requestOptions.headers });
    headers.set('X-API-Version', apiVersion);
    headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
    if (requestOptions.idempotencyKey) headers.set('Idempotency-Key', requestOptions.idempotencyKey);
    const hasBody = requestOptions.body !== undefined;
    // A form (a document upload) goes as multipart: fetch writes its Content-Type and boundary.
    const form = typeof FormData !== 'undefined' && requestOptions.body instanceof FormData;
    if (hasBody && !form) headers.set('Content-Type', 'application/json');
    // Relative base URLs resolve against the page, as `fetch(string)` would.
    const absolute = new URL(url, globalThis.location?.href ?? 'http://localhost/').toString();
    const init: RequestInit = {
      method: endpoint.method,
      headers,
      body: form ? (requestOptions.body as FormData) : hasBody ? JSON.stringify(requestOptions.body) : null,
      credentials: 'same-origin',
    };
    try {
      return new Request(absolute, { ...init, signal });
    } catch {
      // A signal from another realm (jsdom): abort still works through raceAbort.
      return new Request(absolute, init);
    }
  }

  return { baseUrl: options.baseUrl, request };
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    // The promise's own outcome is always taken, so a late rejection is never left unhandled.
    promise.finally(() => signal.removeEventListener('abort', onAbort)).then(resolve, reject);
  });
}

function isAbort(error: Error, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && error === signal.reason;
}

async function toApiError(
  response: Response,
  operation: string,
  retry: ResolvedRetryOptions,
): Promise<ApiError> {
  const errors = await readErrorEntries(response);
  const init = {
    status: response.status,
    errors,
    operation,
    retryAfter: parseRetryAfter(response.headers.get('Retry-After'), retry.now()),
    requestId: response.headers.get('X-Request-Id') ?? undefined,
  };
  const deprecated = errors.find((entry) => entry.category === 'deprecated_endpoint');
  if (deprecated) {
    const replacement = deprecated.metadata?.replacement;
    return new DeprecatedEndpointError({
      ...init,
      replacement: typeof replacement === 'string' ? replacement : 'unknown',
    });
  }
  return new ApiError(init);
}
