import type { ProxyStore } from './store';
import { oauthRefreshToken, type OAuthRefreshTokenOptions, type TokenProvider } from './tokens';

/** Where the store keeps a company's OAuth tokens. */
const companyTokenKey = (companyId: string) => `oauth:company:${companyId}`;

/** The tokens the service grants a company's connection (creating a company answers them, DECISIONS 49). */
export interface CompanyTokenGrant {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token lives. Default 7200. */
  expires_in?: number;
}

/**
 * Keeps a company's OAuth tokens in the proxy's store, where {@link companyTokensFromStore} reads
 * and refreshes them on every instance. The partner's server calls it right after creating or
 * connecting the company; the browser only ever gets the company id.
 *
 * @example
 * // `created`: the answer of POST /v1/partner_managed_companies (system token, server side)
 * await storeCompanyTokens(store, created.company_uuid, created);
 */
export async function storeCompanyTokens(
  store: ProxyStore,
  companyId: string,
  grant: CompanyTokenGrant,
  now: () => number = Date.now,
): Promise<void> {
  await store.set(
    companyTokenKey(companyId),
    JSON.stringify({
      accessToken: grant.access_token,
      refreshToken: grant.refresh_token,
      expiresAt: now() + (grant.expires_in ?? 7200) * 1000,
    }),
  );
}

/**
 * The proxy's `tokens` for companies whose tokens live in the store (`storeCompanyTokens`): each
 * company's provider refreshes ahead of expiry, one refresh at a time across every instance that
 * shares the store (refresh tokens rotate), and a company with no stored tokens, or whose refresh
 * was refused, answers "sign in again" (401) without calling the token endpoint.
 *
 * @example
 * const proxy = createPayrollProxy({
 *   ...options,
 *   store,
 *   tokens: companyTokensFromStore({ store, tokenUrl, clientId, clientSecret }),
 * });
 */
export function companyTokensFromStore(
  options: Omit<OAuthRefreshTokenOptions, 'refreshToken' | 'accessToken' | 'expiresAt' | 'storeKey'> & {
    store: ProxyStore;
  },
): (companyId: string) => TokenProvider {
  // One provider per company and process, so its in-process single flight is shared too.
  const providers = new Map<string, TokenProvider>();
  return (companyId) => {
    let provider = providers.get(companyId);
    if (!provider) {
      provider = oauthRefreshToken({ ...options, storeKey: companyTokenKey(companyId) });
      providers.set(companyId, provider);
    }
    return provider;
  };
}
