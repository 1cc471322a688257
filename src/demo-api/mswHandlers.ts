import { http, type HttpHandler } from 'msw';
import type { DemoApi } from './index';

/**
 * One `http.all` handler that rewrites a request under `baseUrl` (default the simulator's own
 * origin) onto the simulator and answers with its response.
 *
 * @example
 * createDemoMswHandlers(api, { baseUrl: '/api/payroll' });
 */
export function createDemoMswHandlers(
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
