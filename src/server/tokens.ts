import { fromStore, type ProxyStore } from './store';

/**
 * Supplies the company-level access token the proxy attaches upstream. The browser never sees it.
 *
 * @example
 * const tokens: TokenProvider = staticToken(process.env.PAYROLL_ACCESS_TOKEN!);
 */
export interface TokenProvider {
  /** The current access token, refreshed first when it is about to expire. */
  getAccessToken(): Promise<string>;
  /** The service refused this token (401): forget it, so the next call refreshes. */
  invalidate?(token: string): Promise<void>;
}

/**
 * Thrown when the refresh token was refused: the company's connection must be re-authorised,
 * so the proxy answers 401 instead of retrying forever.
 *
 * @example
 * if (error instanceof SessionEndedError) redirectToConnect();
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

/**
 * A fixed token, for development and for the demo service.
 *
 * @example
 * createPayrollProxy({ ...options, tokens: staticToken('demo-company-token') });
 */
export function staticToken(token: string): TokenProvider {
  return { getAccessToken: async () => token };
}

/**
 * Options of {@link oauthRefreshToken}.
 *
 * @example
 * const options: OAuthRefreshTokenOptions = {
 *   tokenUrl: 'https://api.example.com/oauth/token', clientId, clientSecret, refreshToken,
 * };
 */
export interface OAuthRefreshTokenOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * The refresh token of the company's OAuth connection; rotated on every refresh. Omit it when
   * the `store` already holds the connection's tokens (`storeCompanyTokens`): without either, the
   * connection counts as ended.
   */
  refreshToken?: string;
  /** An access token already held, and when it expires (epoch ms). */
  accessToken?: string;
  expiresAt?: number;
  /** Refresh this long before expiry so no request carries a token that dies in flight. Default 60 s. */
  refreshAheadMs?: number;
  fetch?: typeof fetch;
  /**
   * Keeps the rotated tokens, shared by every instance given the same store: one instance
   * refreshes (under a lock in the store) while the others wait for its result. Without a store
   * the tokens live in this process only and are forgotten on restart.
   */
  store?: ProxyStore;
  /** Key under which the store keeps this connection's tokens. Default `oauth:<clientId>`. */
  storeKey?: string;
  /** Longest a refresh may hold the shared lock before another instance may take over. Default 15 s. */
  refreshLockMs?: number;
  now?: () => number;
}

interface TokenState {
  accessToken?: string;
  refreshToken: string;
  expiresAt: number;
  /** The refresh token was refused: every instance stops trying. */
  ended?: boolean;
}

/** How often an instance waiting on another's refresh looks for the result. */
const LOCK_POLL_MS = 20;

/**
 * An OAuth refresh-token provider. It refreshes ahead of expiry, and concurrent requests share one
 * refresh (single flight) because most services rotate the refresh token: two parallel refreshes
 * would invalidate each other. With a shared `store` the single flight spans every instance: the
 * one that takes the store's lock refreshes, the others wait for the token it stores. A refused
 * refresh ends the session everywhere ({@link SessionEndedError}).
 *
 * @example
 * const tokens = oauthRefreshToken({
 *   tokenUrl: 'https://api.example.com/oauth/token',
 *   clientId: process.env.CLIENT_ID!, clientSecret: process.env.CLIENT_SECRET!,
 *   refreshToken: await loadRefreshToken(companyId),
 * });
 */
export function oauthRefreshToken(options: OAuthRefreshTokenOptions): TokenProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const refreshAheadMs = options.refreshAheadMs ?? 60_000;
  const storeKey = options.storeKey ?? `oauth:${options.clientId}`;
  const lockKey = `${storeKey}:refresh-lock`;
  const lockMs = options.refreshLockMs ?? 15_000;
  // A store failure is told apart from the token service's: the proxy answers 503
  // store_unavailable, and the session survives for the next request.
  const store = options.store && guarded(options.store);
  let state: TokenState = {
    accessToken: options.accessToken,
    refreshToken: options.refreshToken ?? '',
    expiresAt: options.expiresAt ?? 0,
  };
  let loaded = !store;
  let inFlight: Promise<string> | undefined;
  // Tokens the service refused (401) before their stated expiry; a few are enough to remember.
  const revoked: string[] = [];

  const usable = (candidate: TokenState): candidate is TokenState & { accessToken: string } =>
    candidate.accessToken !== undefined &&
    !revoked.includes(candidate.accessToken) &&
    now() < candidate.expiresAt - refreshAheadMs;

  const sessionEnded = () =>
    new SessionEndedError('The refresh token was refused; the connection must be re-authorised.');

  /** The shared state, which another instance may have refreshed or ended meanwhile. */
  async function load(): Promise<void> {
    if (!store) return;
    const saved = await store.get(storeKey);
    const shared = saved ? (JSON.parse(saved) as TokenState) : undefined;
    // An ended connection stays ended, unless this provider was given a different refresh token
    // (the partner re-authorised it): that one gets its chance.
    const reauthorised =
      options.refreshToken !== undefined &&
      shared?.ended === true &&
      shared.refreshToken !== options.refreshToken;
    if (shared && !reauthorised) state = shared;
    loaded = true;
  }

  async function refresh(): Promise<string> {
    // No refresh token at all (nothing stored for this connection): nothing to ask the service.
    if (state.refreshToken === '') throw sessionEnded();
    let response: Response;
    try {
      response = await doFetch(options.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          client_id: options.clientId,
          client_secret: options.clientSecret,
          grant_type: 'refresh_token',
          refresh_token: state.refreshToken,
        }),
      });
    } catch (error) {
      // A network failure is not a refusal: the session survives and the next request retries.
      throw new Error('The token service could not be reached.', { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      state = { ...state, accessToken: undefined, ended: true };
      await store?.set(storeKey, JSON.stringify(state));
      throw sessionEnded();
    }
    const body = (await response.json()) as {
      access_token: string;
      refresh_token?: string;
      expires_in?: number;
    };
    state = {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? state.refreshToken,
      expiresAt: now() + (body.expires_in ?? 7200) * 1000,
    };
    await store?.set(storeKey, JSON.stringify(state));
    return body.access_token;
  }

  /** One refresh across every instance sharing the store: take the lock, or wait for its holder. */
  async function sharedRefresh(): Promise<string> {
    if (!store) return refresh();
    const owner = crypto.randomUUID();
    const giveUpAt = Date.now() + 2 * lockMs;
    for (;;) {
      if (await store.setIfAbsent(lockKey, owner, lockMs)) {
        try {
          // The previous holder may have refreshed (or ended the connection) just before.
          await load();
          if (state.ended) throw sessionEnded();
          if (usable(state)) return state.accessToken;
          return await refresh();
        } finally {
          await store.deleteIfEquals(lockKey, owner).catch(() => false);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      await load();
      if (state.ended) throw sessionEnded();
      if (usable(state)) return state.accessToken;
      // The lock expires with its holder, so this is reached only if the store keeps failing.
      if (Date.now() > giveUpAt) throw new Error('The token refresh did not finish in time.');
    }
  }

  return {
    async getAccessToken() {
      if (!loaded) await load();
      if (state.ended) throw sessionEnded();
      if (usable(state)) return state.accessToken;
      inFlight ??= sharedRefresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    async invalidate(token) {
      if (!revoked.includes(token)) revoked.push(token);
      if (revoked.length > 8) revoked.shift();
    },
  };
}

/** The store's calls, their failures thrown as `StoreUnavailableError` (see {@link fromStore}). */
function guarded(store: ProxyStore): Pick<ProxyStore, 'get' | 'set' | 'setIfAbsent' | 'deleteIfEquals'> {
  const call =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      fromStore(method.apply(store, args));
  return {
    get: call(store.get),
    set: call(store.set),
    setIfAbsent: call(store.setIfAbsent),
    deleteIfEquals: call(store.deleteIfEquals),
  };
}
