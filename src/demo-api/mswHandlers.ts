import { http, type HttpHandler } from 'msw';
import type { DemoApi } from './index';

/**
 * MSW handlers that forward every request under `baseUrl` (default the simulator's own origin) to
 * the simulator: one `http.all` that rewrites the request onto it and answers with its response.
 *
 * @example
 * import { setupWorker } from 'msw/browser';
 * import { createDemoApi } from 'payroll-kit/testing';
 * const api = createDemoApi();
 * await setupWorker(...createDemoApiHandlers(api, { baseUrl: '/api/payroll' })).start();
 */
export function createDemoApiHandlers(
  api: DemoApi,
  { baseUrl = api.baseUrl }: { baseUrl?: string } = {},
): HttpHandler[] {
  const prefix = baseUrl.replace(/\/$/, '');
  return [
    http.all(`${prefix}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const mount = new URL(prefix, url.origin).pathname.replace(/\/$/, '');
      const path = url.pathname.slice(mount.length) || '/';
      const init: RequestInit = { method: request.method, headers: request.headers };
      if (request.method !== 'GET' && request.method !== 'HEAD') init.body = await request.arrayBuffer();
      return api.handle(new Request(new URL(`${path}${url.search}`, api.baseUrl), init));
    }),
  ];
}
