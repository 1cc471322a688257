import { authenticate, bearerToken, forbidden, unauthorized } from './auth';
import { ApiError, type ErrorEntry, invalidRequest } from './errors';
import { IdempotencyStore } from './idempotency';
import { readJsonBody } from './jsonBody';
import { RateLimiter } from './rateLimit';
import { Router } from './router';
import type { DemoService, Route, RouteResult } from './service';

/** The one API version (DECISIONS 3). */
export const API_VERSION = '2026-06-15';

/** Test-only routes under `/__demo/`: no token, no rate limit. */
export type DemoRoutes = (
  method: string,
  path: string,
  body: Record<string, unknown>,
) => Promise<RouteResult | undefined>;

/**
 * The cross-cutting pipeline around every route: rate limit, API version, token, routing,
 * body limits and parsing, scopes, artificial latency, idempotency, and the error shape.
 * Unexpected exceptions become a contract-shaped 500 rather than a crash.
 *
 * @example
 * const handle = createHandler(service, routes, demoRoutes, () => companyUuid, 0, 200);
 * await handle(new Request('http://demo-api.local/v1/token_info', { headers }));
 */
export function createHandler(
  service: DemoService,
  routes: readonly Route[],
  demoRoutes: DemoRoutes,
  companyUuid: () => string,
  latencyMs: number,
  rateLimit: number,
): { handle: (request: Request) => Promise<Response>; resetRequestState: () => void } {
  const router = new Router(routes);
  const limiter = new RateLimiter(rateLimit);
  const keys = new IdempotencyStore();

  async function handle(request: Request): Promise<Response> {
    const headers: Record<string, string> = { 'X-API-Version': API_VERSION };
    try {
      service.clock.runDue();
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      if (url.pathname.startsWith('/__demo/')) {
        const body = method === 'POST' || method === 'PUT' ? await readJsonBody(request) : {};
        const result = await demoRoutes(method, url.pathname, body);
        if (!result)
          throw new ApiError(404, [
            { error_key: 'request', category: 'not_found', message: 'Unknown demo route.' },
          ]);
        return respond(result, headers);
      }

      // Every response, a 401 included, carries the rate-limit headers (DECISIONS 24).
      const token = bearerToken(request.headers);
      const rate = limiter.count(`token:${token ?? ''}`, service.clock.now().getTime());
      Object.assign(headers, rate.headers);
      if (!rate.allowed) {
        throw new ApiError(429, [
          {
            error_key: 'request',
            category: 'rate_limit_exceeded',
            message: 'Too many requests; retry after the window resets.',
          },
        ]);
      }

      const version = request.headers.get('x-api-version');
      if (version !== null && version !== API_VERSION) {
        throw new ApiError(422, [
          {
            error_key: 'X-API-Version',
            category: 'invalid_parameter',
            message: `The only API version is ${API_VERSION}.`,
          },
        ]);
      }

      const match = router.match(method, url.pathname);
      // A token exchange (`/oauth/token`) is the one operation that takes no bearer token.
      const grant =
        match.kind === 'found' && match.route.auth === 'none'
          ? { kind: 'none' as const, token: '', companyUuid: null, scopes: new Set<string>() }
          : authenticate(
              request.headers,
              companyUuid(),
              service.store.companyAccessTokens,
              service.clock.now().getTime(),
            );
      if (match.kind === 'not_found') {
        throw new ApiError(404, [{ error_key: 'request', category: 'not_found', message: 'No such path.' }]);
      }
      if (match.kind === 'method_not_allowed') {
        headers.Allow = match.allowed.join(', ');
        throw new ApiError(405, [
          {
            error_key: 'request',
            category: 'invalid_request_error',
            message: `Use ${match.allowed.join(' or ')} on this path.`,
          },
        ]);
      }
      const { route, params } = match;
      if (route.auth !== 'any' && route.auth !== 'none' && route.auth !== grant.kind) {
        throw unauthorized(
          route.auth === 'system'
            ? 'This operation needs the system-level token.'
            : 'This operation needs a company-level token.',
        );
      }
      if (
        service.mode === 'production' &&
        route.auth !== 'any' &&
        route.auth !== 'none' &&
        !grant.scopes.has(route.scope)
      )
        throw forbidden(route.scope);

      const body =
        method === 'POST' || method === 'PUT' ? await (route.readBody ?? readJsonBody)(request) : {};
      // The delay sits after the idempotency claim so a retry during it sees the key in flight.
      const run = async () => {
        if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
        return route.handle(
          { url, method, params, query: url.searchParams, body, headers: request.headers, grant },
          service,
        );
      };

      const key = route.creates ? request.headers.get('idempotency-key') : null;
      if (key !== null && key !== undefined) {
        if (key.trim() === '' || key.length > 255) {
          throw new ApiError(422, [
            {
              error_key: 'Idempotency-Key',
              category: 'invalid_request_error',
              message: 'Idempotency-Key must be 1–255 characters.',
            },
          ]);
        }
        const claim = keys.claim(
          `${grant.token} ${method} ${url.pathname}`,
          key,
          body,
          service.clock.now().getTime(),
        );
        if (claim.kind === 'in_flight') {
          throw new ApiError(409, [
            {
              error_key: 'request',
              category: 'duplicate_operation',
              message: 'A request with this Idempotency-Key is still running.',
            },
          ]);
        }
        if (claim.kind === 'mismatch') {
          throw invalidRequest('This Idempotency-Key was used with a different body.');
        }
        if (claim.kind === 'replay') {
          return new Response(claim.body || null, {
            status: claim.status,
            headers: { ...headers, 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
          });
        }
        try {
          const result = await run();
          const text = result.body === undefined ? '' : JSON.stringify(result.body);
          claim.finish(result.status, text);
          return respond(result, headers);
        } catch (error) {
          claim.release();
          throw error;
        }
      }
      return respond(await run(), headers);
    } catch (error) {
      if (error instanceof ApiError)
        return errorResponse(error.status, error.entries, { ...headers, ...error.headers });
      return errorResponse(
        500,
        [{ error_key: 'request', category: 'internal_error', message: 'The demo service failed.' }],
        headers,
      );
    }
  }

  return {
    handle,
    resetRequestState: () => {
      limiter.clear();
      keys.clear();
    },
  };
}

function respond(result: RouteResult, headers: Record<string, string>): Response {
  const all = { ...headers, ...result.headers };
  if (result.body === undefined || result.status === 204)
    return new Response(null, { status: result.status, headers: all });
  // A document (a pay stub PDF): its bytes sent as is, with the Content-Type its route gives.
  if (ArrayBuffer.isView(result.body))
    return new Response(result.body as Uint8Array<ArrayBuffer>, { status: result.status, headers: all });
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: { ...all, 'Content-Type': 'application/json' },
  });
}

function errorResponse(status: number, errors: ErrorEntry[], headers: Record<string, string>): Response {
  return new Response(JSON.stringify({ errors }), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json' },
  });
}
