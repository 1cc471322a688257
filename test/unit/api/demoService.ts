// Shared set-up for tests of the fetch layer and hooks: the in-process demo payroll service and
// fetch wrappers that inject the failures a real network produces.
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import { createPayrollClient, type PayrollClientOptions } from '../../../src/api/client';

export const BASE_URL = 'http://demo-api.local';

/** A demo service with `employees` seeded employees and a fetch that carries the company token. */
export function startDemo(employees = 12) {
  const api = createDemoApi({ employees });
  const fetchFn = createDemoFetch(api, { token: 'demo-company-token' }) as typeof fetch;
  return { api, fetchFn };
}

/** A client of the demo service that never waits for real time between retries. */
export function demoClient(fetchFn: typeof fetch, options: Partial<PayrollClientOptions> = {}) {
  return createPayrollClient({
    baseUrl: BASE_URL,
    fetch: fetchFn,
    ...options,
    retry:
      options.retry === false ? false : { jitterMs: 0, sleep: () => Promise.resolve(), ...options.retry },
  });
}

/**
 * A fetch that lets the service do the work but loses the answer on the way back, for the
 * requests `matches` picks, `times` times: the failure that makes idempotency keys necessary.
 */
export function dropResponses(
  fetchFn: typeof fetch,
  matches: (request: Request) => boolean,
  times = 1,
): typeof fetch {
  let left = times;
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await fetchFn(request.clone());
    if (left > 0 && matches(request)) {
      left -= 1;
      throw new TypeError('network connection lost');
    }
    return response;
  };
}

/** Every request a fetch sends, for assertions on headers. */
export function recordRequests(fetchFn: typeof fetch) {
  const requests: Request[] = [];
  const recording: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return fetchFn(request);
  };
  return { requests, fetch: recording };
}
