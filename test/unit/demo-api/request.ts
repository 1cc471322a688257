import type { DemoApi } from '../../../src/testing';

/**
 * Parsed JSON of a response. Deliberately untyped: the tests assert the service's shape field by
 * field, so a type of our own here would only restate what the assertions check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiJson = any;

/** A response read once: status, headers, parsed JSON body (or null). */
export interface DemoResponse {
  status: number;
  headers: Headers;
  body: ApiJson;
}

/**
 * Calls the simulator through its public handler, with the company token unless told otherwise.
 *
 * @example
 * const { status, body } = await call(api, 'GET', `/v1/employees/${id}`);
 */
export async function call(
  api: DemoApi,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string | null; headers?: Record<string, string> } = {},
): Promise<DemoResponse> {
  const headers: Record<string, string> = { ...options.headers };
  const token = options.token === undefined ? api.tokens.company : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await api.handle(new Request(`${api.baseUrl}${path}`, { method, headers, body }));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** A fixed clock for deterministic tests. @example createDemoApi({ now: fixedNow() }); */
export function fixedNow(iso = '2026-06-15T16:00:00Z'): () => Date {
  const time = new Date(iso).getTime();
  return () => new Date(time);
}

/** Deterministic uuids for records created in a test. @example createDemoApi({ ids: counterIds() }); */
export function counterIds(): () => string {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

/** Employees of the seeded company, page 1 (per 100). @example const [first] = await employees(api); */
export async function employees(api: DemoApi): Promise<ApiJson[]> {
  return (await call(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=100`)).body;
}
