import type { ProxyStore } from './store';

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
  /** The refresh token of the company's OAuth connection; rotated on every refresh. */
  refreshToken: string;
  /** An access token already held, and when it expires (epoch ms). */
  accessToken?: string;
  expiresAt?: number;
  /** Refresh this long before expiry so no request carries a token that dies in flight. Default 60 s. */
  refreshAheadMs?: number;
  fetch?: typeof fetch;
  /** Keeps the rotated tokens; the in-memory default forgets them on restart. */
  store?: ProxyStore;
  /** Key under which the store keeps this connection's tokens. Default `oauth:<clientId>`. */
  storeKey?: string;
  now?: () => number;
}

interface TokenState {
  accessToken?: string;
  refreshToken: string;
  expiresAt: number;
}

/**
 * An OAuth refresh-token provider. It refreshes ahead of expiry, and concurrent requests share one
 * refresh (single flight) because most services rotate the refresh token: two parallel refreshes
 * would invalidate each other. A refused refresh ends the session ({@link SessionEndedError}).
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
  let state: TokenState = {
    accessToken: options.accessToken,
    refreshToken: options.refreshToken,
    expiresAt: options.expiresAt ?? 0,
  };
  let loaded = !options.store;
  let ended = false;
  let inFlight: Promise<string> | undefined;

  async function load(): Promise<void> {
    if (loaded || !options.store) return;
    const saved = await options.store.get(storeKey);
    if (saved) state = JSON.parse(saved) as TokenState;
    loaded = true;
  }

  async function refresh(): Promise<string> {
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
      ended = true;
      throw new SessionEndedError('The refresh token was refused; the connection must be re-authorised.');
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
    await options.store?.set(storeKey, JSON.stringify(state));
    return body.access_token;
  }

  return {
    async getAccessToken() {
      if (ended) throw new SessionEndedError('The session ended; the connection must be re-authorised.');
      await load();
      if (state.accessToken && now() < state.expiresAt - refreshAheadMs) return state.accessToken;
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    async invalidate(token) {
      if (state.accessToken === token) state = { ...state, accessToken: undefined, expiresAt: 0 };
    },
  };
}
