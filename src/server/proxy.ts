import defaultInventory from './endpoint-inventory.json';
import { createCompanyScope, type UpstreamReader } from './companyScope';
import { contractError } from './contractError';
import { csrfRefusal } from './csrfGuard';
import {
  createEndpointMatcher,
  isServerOnlyPath,
  type EndpointInventory,
  type EndpointMatch,
} from './endpointInventory';
import { companyEventStream } from './eventStream';
import { browserResponseHeaders, upstreamRequestHeaders } from './forwardedHeaders';
import { redactingLogger, type ProxyLogger } from './logger';
import type { ConnectionContext } from './node';
import { createPartnerScope, isPartnerOperation, isPartnerSession } from './partnerScope';
import { createPersonScope, personAnswer, personOf, type PersonDecision } from './personScope';
import { findPathTrick, requestTarget } from './requestPath';
import { declaresJson, readLimited } from './requestBody';
import { bodyLimitOf, takesMultipart } from './routeBodyLimits';
import { memoryStore, parseLogId, StoreUnavailableError, type ProxyStore } from './store';
import { withBlankSsn } from './ssnBlanking';
import { SessionEndedError, type TokenProvider } from './tokens';
import {
  browserAnswer,
  MAX_UPSTREAM_JSON_BYTES,
  readUpstreamBody,
  UpstreamBodyTimeout,
  UpstreamBodyTooLarge,
  UpstreamServerError,
} from './upstreamAnswer';
import type { CompanyEventHub } from './webhookEvent';

/**
 * Who is signed in to the partner's product, as the partner's own login says. Any role but
 * `employee` and `contractor` is an admin of its companies. Role `employee` (with `employeeUuid`)
 * or `contractor` (with `contractorUuid`) is a person session (DECISIONS 63): it reaches only that
 * person's own records (their details, addresses, taxes, bank accounts, forms, pay stubs, time
 * off), and everything else is 403 with nothing sent to the service. Role `partner` (DECISIONS 75)
 * is an admin of its companies that alone may use the partner-level operations (payroll digests,
 * cancellation batches, invoices), for those companies only.
 *
 * @example
 * const admin: PayrollSession = { id: 'u-42', role: 'admin', companyIds: ['c-1'] };
 * const employee: PayrollSession = { id: 'u-43', role: 'employee', employeeUuid: 'e-7', companyIds: ['c-1'] };
 * const contractor: PayrollSession = { id: 'u-44', role: 'contractor', contractorUuid: 'k-3', companyIds: ['c-1'] };
 */
export interface PayrollSession {
  /** The partner's user id (never logged with anything sensitive). */
  id: string;
  /**
   * The partner's role name for the user. `employee` and `contractor` make a person session;
   * any other value is an admin's, available to the partner's own checks.
   */
  role: string;
  /** The payroll companies this user may act for; every proxied path must belong to one. */
  companyIds: readonly string[];
  /** With role `employee`: the employee this user is. Without it the session reaches nothing. */
  employeeUuid?: string;
  /** With role `contractor`: the contractor this user is. Without it the session reaches nothing. */
  contractorUuid?: string;
}

/**
 * Options of {@link createPayrollProxy}.
 *
 * @example
 * const options: PayrollProxyOptions = {
 *   upstream: { baseUrl: 'https://api.payroll.example' },
 *   tokens: staticToken(process.env.PAYROLL_TOKEN!),
 *   getSession: (request) => sessions.fromCookie(request.headers.get('cookie')),
 *   allowedOrigins: ['https://app.example.com'],
 * };
 */
export interface PayrollProxyOptions {
  upstream: { baseUrl: string; fetch?: (request: Request) => Promise<Response> };
  /** One provider for every company, or one per company (each OAuth connection is per company). */
  tokens: TokenProvider | ((companyId: string) => TokenProvider);
  /** The partner's login: the session of this request, or null when nobody is signed in. */
  getSession(request: Request): PayrollSession | null | Promise<PayrollSession | null>;
  /** Exact origins (`https://app.example.com`) the page is served from. */
  allowedOrigins: readonly string[];
  /** Where the proxy is mounted. Default `/api/payroll`. */
  basePath?: string;
  /** Largest request body forwarded; larger gets 413. Default 1 MiB, the service's own cap. */
  maxBodyBytes?: number;
  /**
   * Time allowed for the service's response headers, and again for a JSON body to arrive whole;
   * then a contract-shaped 504. Default 30 s.
   */
  timeoutMs?: number;
  store?: ProxyStore;
  logger?: ProxyLogger;
  /** Allowlist; default the checked-in inventory of what the library calls. */
  inventory?: EndpointInventory;
  /**
   * The system token, for the partner-level operations a session of role `partner` may use
   * (payroll digests, cancellation batches, invoices; DECISIONS 75) and the reference data any
   * admin's session reads (the salary-estimate occupations, UPSTREAM-3 N.6). Without it they are
   * not served (403).
   */
  systemTokens?: TokenProvider;
  /** Delivered webhook events, served at `{basePath}/events/stream` (see `createWebhookReceiver`). */
  events?: CompanyEventHub;
  /** How long a resolved resource owner is cached. Default 10 minutes. */
  ownerCacheTtlMs?: number;
  /**
   * The page's event stream: how often the session is re-checked (it also is on every event;
   * the stream closes once the session no longer holds its companies), default 30 s; and the
   * heartbeat that keeps idle connections open, default 25 s.
   */
  eventStream?: { sessionRecheckMs?: number; heartbeatMs?: number };
}

/**
 * A Web-standard request handler; the connection context carries the peer address.
 *
 * @example
 * const handler: PayrollProxyHandler = createPayrollProxy(options);
 * const response = await handler(request, { clientIp: '203.0.113.7' });
 */
export type PayrollProxyHandler = (request: Request, context?: ConnectionContext) => Promise<Response>;

class UpstreamTimeout extends Error {}

/**
 * The backend-for-frontend proxy: the browser calls it on its own origin with no token, and it
 * forwards the operations of the library's inventory to the payroll service with the bearer
 * token, for the companies of the signed-in session only.
 *
 * @example
 * // Node
 * import { createServer } from 'node:http';
 * import { createPayrollProxy, staticToken } from 'payroll-kit/server';
 * import { toNodeListener } from 'payroll-kit/server/node';
 * const proxy = createPayrollProxy({
 *   upstream: { baseUrl: 'https://api.payroll.example' },
 *   tokens: staticToken(process.env.PAYROLL_TOKEN!),
 *   getSession: (request) => mySessions.lookup(request),
 *   allowedOrigins: ['https://app.example.com'],
 * });
 * createServer(toNodeListener(proxy)).listen(3000);
 */
export function createPayrollProxy(options: PayrollProxyOptions): PayrollProxyHandler {
  const basePath = (options.basePath ?? '/api/payroll').replace(/\/$/, '');
  const baseUrl = options.upstream.baseUrl.replace(/\/$/, '');
  const upstreamFetch = options.upstream.fetch ?? ((request: Request) => fetch(request));
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const store = options.store ?? memoryStore();
  const matcher = createEndpointMatcher(options.inventory ?? (defaultInventory as EndpointInventory));
  const tokensFor = (companyId: string): TokenProvider =>
    typeof options.tokens === 'function' ? options.tokens(companyId) : options.tokens;
  const recentTokens = new Set<string>();
  const log = redactingLogger(options.logger, () => [...recentTokens]);

  /** One upstream call with a timeout on the response headers; the body then streams freely. */
  async function callUpstream(path: string, init: { method: string; headers: Headers; body?: Uint8Array }) {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new UpstreamTimeout());
      }, timeoutMs);
    });
    try {
      const request = new Request(baseUrl + path, {
        method: init.method,
        headers: init.headers,
        body: init.body as BodyInit | undefined,
        signal: controller.signal,
      });
      return await Promise.race([upstreamFetch(request), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function tokenFor(companyId: string): Promise<string> {
    const token = await tokensFor(companyId).getAccessToken();
    // Remembered only so the log redactor can mask it should it ever appear in a message.
    if (recentTokens.size > 64) recentTokens.clear();
    recentTokens.add(token);
    return token;
  }

  const read: UpstreamReader = async (path, companyId) => {
    const headers = new Headers({ accept: 'application/json' });
    headers.set('authorization', `Bearer ${await tokenFor(companyId)}`);
    const response = await callUpstream(path, { method: 'GET', headers });
    if (!response.ok) {
      await response.body?.cancel();
      if (response.status >= 500) throw new UpstreamServerError();
      return undefined;
    }
    // A body that breaks off, stalls or overflows is an upstream failure (502/504), never "not
    // yours": only a complete answer that is no record leaves the owner unknown.
    const bytes = await readUpstreamBody(response, { maxBytes: MAX_UPSTREAM_JSON_BYTES, timeoutMs });
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      // Not a record the service would send: the owner stays unknown, and the path is refused.
      return undefined;
    }
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  };
  const scope = createCompanyScope({ store, read, ttlMs: options.ownerCacheTtlMs ?? 10 * 60_000 });
  const personScope = createPersonScope(read);
  const partnerScope = createPartnerScope(store);

  return async function payrollProxy(request, context = {}) {
    const started = performance.now();
    const target = context.rawUrl ?? requestTarget(request);
    if (findPathTrick(target)) return notFound();
    const url = new URL(request.url);
    if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return notFound();
    const path = url.pathname.slice(basePath.length);
    const method = request.method.toUpperCase();

    if (path === '/events/stream' && options.events && method === 'GET') {
      const refusal = csrfRefusal(request, options.allowedOrigins, { requireHeader: false });
      if (refusal) return contractError(403, 'invalid_request_error', refusal);
      const session = await options.getSession(request);
      if (!session) return signInRequired();
      // Company events are an admin's: a person session never reaches them (DECISIONS 63).
      if (personOf(session)) return forbiddenToPerson();
      const wanted = url.searchParams.get('company_id');
      if (wanted !== null && !session.companyIds.includes(wanted)) return notFound();
      const companies = wanted ? [wanted] : [...session.companyIds];
      return await companyEventStream(options.events, companies, {
        signal: request.signal,
        // EventSource sends the header when it reconnects by itself; a reloaded page, which
        // opens a new EventSource, passes what it saw in the query.
        lastEventId: parseLogId(
          request.headers.get('last-event-id') ?? url.searchParams.get('last_event_id'),
        ),
        stillAllowed: async () => {
          try {
            const current = await options.getSession(request);
            return current !== null && companies.every((id) => current.companyIds.includes(id));
          } catch {
            return false;
          }
        },
        recheckMs: options.eventStream?.sessionRecheckMs,
        heartbeatMs: options.eventStream?.heartbeatMs,
      });
    }

    const refusal = csrfRefusal(request, options.allowedOrigins);
    if (refusal) {
      log({ level: 'warn', message: 'refused', method, reason: 'csrf' });
      return contractError(403, 'invalid_request_error', refusal);
    }
    const session = await options.getSession(request);
    if (!session) return signInRequired();

    if (isServerOnlyPath(path)) {
      log({ level: 'warn', message: 'refused', method, reason: 'server-only' });
      return notFound();
    }
    const result = matcher.match(method, path);
    const person = personOf(session);
    // No distinction between "no such path" and "no such method": the allowlist is not advertised.
    // A person session is refused any listed operation off its own list with 403 below, a system
    // one included (none is on a person's list).
    const partnerOperation = result.kind === 'match' && isPartnerOperation(result.match.entry);
    const referenceOperation = result.kind === 'match' && result.match.entry.token === 'reference';
    if (
      result.kind !== 'match' ||
      (result.match.entry.token !== 'company' && !person && !partnerOperation && !referenceOperation)
    ) {
      log({ level: 'warn', message: 'refused', method, reason: result.kind });
      return notFound();
    }
    const { match } = result;
    if (partnerOperation) return await servePartner(request, match, url, session, context);
    if (referenceOperation) return await serveReference(request, match, url, session, context);
    // A person session is refused with 403 (DECISIONS 63); an admin's foreign resource stays 404.
    const refuseScope = person ? forbiddenToPerson : forbiddenCompany;
    let search = url.search;
    let personBody: ((bytes: Uint8Array) => Uint8Array | undefined) | undefined;
    let personCut: ((body: unknown) => unknown) | undefined;
    if (person) {
      let decision: PersonDecision;
      try {
        decision = await personScope.decide(person, match, url, session.companyIds);
      } catch (error) {
        return upstreamFailure(error, match.entry.name);
      }
      if (!decision.allowed) {
        // The operation only: never the ids of the person or record that was asked for.
        log({ level: 'warn', message: 'refused', operation: match.entry.name, method, reason: 'person' });
        return forbiddenToPerson();
      }
      search = decision.search;
      personBody = decision.body;
      personCut = decision.answer;
    }
    const pathCompany = match.params.company_id;
    if (pathCompany !== undefined && !session.companyIds.includes(pathCompany)) return refuseScope();

    let owner: string | null | undefined;
    try {
      owner = await scope.ownerOf(match, session.companyIds);
    } catch (error) {
      return upstreamFailure(error, match.entry.name);
    }
    if (owner === undefined || (owner !== null && !session.companyIds.includes(owner))) {
      return refuseScope();
    }
    const companyId = owner ?? session.companyIds[0];
    if (companyId === undefined) return refuseScope();

    let body: Uint8Array | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      body = await readLimited(request, bodyLimitOf(match.entry.name, maxBodyBytes));
      if (body === undefined) return tooLarge();
      // The service takes JSON only; anything else is refused here, never forwarded to be guessed at.
      if (
        body.byteLength > 0 &&
        !declaresJson(request.headers) &&
        !takesMultipart(match.entry.name, request.headers)
      )
        return unsupportedMediaType();
      if (personBody) {
        body = personBody(body);
        if (body === undefined) {
          log({ level: 'warn', message: 'refused', operation: match.entry.name, method, reason: 'person' });
          return forbiddenToPerson();
        }
      }
    }

    try {
      const provider = tokensFor(companyId);
      let token = await tokenFor(companyId);
      const send = (accessToken: string) =>
        callUpstream(path + search, {
          method,
          headers: upstreamRequestHeaders(request.headers, accessToken, context.clientIp),
          body,
        });
      let upstream = await send(token);
      // The service may revoke a token before its stated expiry: refresh once and resend
      // (the body is buffered, and an Idempotency-Key makes a resent create safe).
      if (upstream.status === 401 && provider.invalidate) {
        await upstream.body?.cancel();
        await provider.invalidate(token);
        token = await tokenFor(companyId);
        upstream = await send(token);
      }
      log({
        level: 'info',
        message: 'forwarded',
        operation: match.entry.name,
        method,
        status: upstream.status,
        durationMs: Math.round(performance.now() - started),
        companyId,
      });
      const answer = await withBlankSsn(
        await browserAnswer(upstream, browserResponseHeaders(upstream.headers), {
          timeoutMs,
          secrets: [token],
        }),
      );
      // A company-level answer a person sees only their part of (their time off policies).
      return personCut ? await personAnswer(answer, personCut) : answer;
    } catch (error) {
      return upstreamFailure(error, match.entry.name);
    }
  };

  /** A partner-level operation (DECISIONS 75): a partner session's, with the system token, else 403. */
  async function servePartner(
    request: Request,
    match: EndpointMatch,
    url: URL,
    session: PayrollSession,
    context: ConnectionContext,
  ): Promise<Response> {
    const method = match.entry.method;
    const systemTokens = options.systemTokens;
    if (!isPartnerSession(session) || !systemTokens) {
      log({ level: 'warn', message: 'refused', operation: match.entry.name, method, reason: 'partner' });
      return contractError(403, 'forbidden', 'Only a partner session may use this operation.', {
        errorKey: 'base',
      });
    }
    let body: Uint8Array | undefined;
    if (method !== 'GET') {
      body = await readLimited(request, maxBodyBytes);
      if (body === undefined) return tooLarge();
      if (
        body.byteLength > 0 &&
        !declaresJson(request.headers) &&
        !takesMultipart(match.entry.name, request.headers)
      )
        return unsupportedMediaType();
    }
    try {
      const plan = await partnerScope.plan(match, url, session, body);
      if (plan.kind === 'refuse') return forbiddenCompany();
      if (plan.kind === 'answer') return plan.response;
      const remember = (token: string) => {
        if (recentTokens.size > 64) recentTokens.clear();
        recentTokens.add(token);
        return token;
      };
      const send = (token: string) =>
        callUpstream(url.pathname.slice(basePath.length) + plan.search, {
          method,
          headers: upstreamRequestHeaders(request.headers, token, context.clientIp),
          body: plan.body,
        });
      let token = remember(await systemTokens.getAccessToken());
      let upstream = await send(token);
      if (upstream.status === 401 && systemTokens.invalidate) {
        await upstream.body?.cancel();
        await systemTokens.invalidate(token);
        token = remember(await systemTokens.getAccessToken());
        upstream = await send(token);
      }
      log({
        level: 'info',
        message: 'forwarded',
        operation: match.entry.name,
        method,
        status: upstream.status,
      });
      const answer = await browserAnswer(upstream, browserResponseHeaders(upstream.headers), {
        timeoutMs,
        secrets: [token],
      });
      return await plan.answer(answer);
    } catch (error) {
      return upstreamFailure(error, match.entry.name);
    }
  }

  /**
   * Reference data on the system token that belongs to no company (the salary-estimate
   * occupations): any admin's session (a partner's too) reads it; a person's session gets 403 and
   * nothing is sent. Reads only: the query goes as asked, no body.
   */
  async function serveReference(
    request: Request,
    match: EndpointMatch,
    url: URL,
    session: PayrollSession,
    context: ConnectionContext,
  ): Promise<Response> {
    const method = match.entry.method;
    if (personOf(session)) {
      log({ level: 'warn', message: 'refused', operation: match.entry.name, method, reason: 'person' });
      return forbiddenToPerson();
    }
    const systemTokens = options.systemTokens;
    if (!systemTokens || method !== 'GET') {
      log({ level: 'warn', message: 'refused', operation: match.entry.name, method, reason: 'reference' });
      return contractError(403, 'forbidden', 'This operation needs the proxy’s system token.', {
        errorKey: 'base',
      });
    }
    try {
      const remember = (token: string) => {
        if (recentTokens.size > 64) recentTokens.clear();
        recentTokens.add(token);
        return token;
      };
      const send = (token: string) =>
        callUpstream(url.pathname.slice(basePath.length) + url.search, {
          method,
          headers: upstreamRequestHeaders(request.headers, token, context.clientIp),
        });
      let token = remember(await systemTokens.getAccessToken());
      let upstream = await send(token);
      if (upstream.status === 401 && systemTokens.invalidate) {
        await upstream.body?.cancel();
        await systemTokens.invalidate(token);
        token = remember(await systemTokens.getAccessToken());
        upstream = await send(token);
      }
      log({
        level: 'info',
        message: 'forwarded',
        operation: match.entry.name,
        method,
        status: upstream.status,
      });
      return await browserAnswer(upstream, browserResponseHeaders(upstream.headers), {
        timeoutMs,
        secrets: [token],
      });
    } catch (error) {
      return upstreamFailure(error, match.entry.name);
    }
  }

  function upstreamFailure(error: unknown, operation: string): Response {
    if (error instanceof SessionEndedError) {
      log({ level: 'warn', message: 'session ended', operation });
      return contractError(401, 'invalid_request_error', 'The payroll connection has ended; sign in again.');
    }
    if (error instanceof StoreUnavailableError) {
      log({ level: 'error', message: 'store unavailable', operation, reason: String(error.cause) });
      return contractError(503, 'store_unavailable', 'The proxy cannot reach its store; try again shortly.', {
        headers: { 'retry-after': '1' },
      });
    }
    if (error instanceof UpstreamServerError || error instanceof UpstreamBodyTooLarge) {
      log({ level: 'error', message: 'upstream failed', operation });
      return contractError(
        502,
        'upstream_error',
        'The payroll service could not complete the request; try again shortly.',
      );
    }
    if (error instanceof UpstreamTimeout || error instanceof UpstreamBodyTimeout) {
      log({ level: 'error', message: 'upstream timeout', operation });
      return contractError(504, 'upstream_timeout', 'The payroll service did not answer in time.');
    }
    log({ level: 'error', message: 'upstream unreachable', operation, reason: String(error) });
    return contractError(502, 'upstream_unavailable', 'The payroll service could not be reached.');
  }
}

function notFound(): Response {
  return contractError(404, 'not_found', 'No such operation.');
}

function forbiddenCompany(): Response {
  // 404, not 403: a session must not learn whether another company's resource exists.
  return contractError(404, 'not_found', 'No such resource.');
}

function forbiddenToPerson(): Response {
  return contractError(403, 'forbidden', 'This is not yours to see or change.', { errorKey: 'base' });
}

function signInRequired(): Response {
  return contractError(401, 'invalid_request_error', 'Sign in to continue.');
}

function unsupportedMediaType(): Response {
  return contractError(415, 'invalid_request_error', 'A request body must be sent as application/json.');
}

function tooLarge(): Response {
  return contractError(413, 'invalid_request_error', 'The request body is too large.');
}
