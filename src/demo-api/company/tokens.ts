import { unauthorized } from '../auth';
import type { DemoService } from '../service';

/** Lifetime of a company access token in seconds (DECISIONS 49). */
export const ACCESS_TOKEN_SECONDS = 7200;

/** What creating a company and refreshing its tokens answer. */
export interface CompanyTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/**
 * Issues a new access and refresh token for a company. Tokens are random (never from the
 * injectable uuid generator, so a test's predictable ids never make guessable tokens).
 *
 * @example
 * const { access_token } = issueCompanyTokens(service, companyUuid);
 */
export function issueCompanyTokens(service: DemoService, companyUuid: string): CompanyTokens {
  const access = `demo-access-${crypto.randomUUID()}`;
  const refresh = `demo-refresh-${crypto.randomUUID()}`;
  service.store.companyAccessTokens.set(access, {
    companyUuid,
    expiresAt: service.clock.now().getTime() + ACCESS_TOKEN_SECONDS * 1000,
  });
  service.store.companyRefreshTokens.set(refresh, companyUuid);
  return { access_token: access, refresh_token: refresh, expires_in: ACCESS_TOKEN_SECONDS };
}

/**
 * `POST /oauth/token` with `grant_type: refresh_token` (DECISIONS 49): new tokens; the company's
 * old access tokens stop working and the refresh token rotates (a used one answers 401).
 *
 * @example
 * refreshCompanyTokens(service, refreshToken).access_token;
 */
export function refreshCompanyTokens(
  service: DemoService,
  refreshToken: string,
): CompanyTokens & { companyUuid: string } {
  const { store } = service;
  const companyUuid = store.companyRefreshTokens.get(refreshToken);
  if (companyUuid === undefined) throw unauthorized('The refresh token is not valid.');
  store.companyRefreshTokens.delete(refreshToken);
  for (const [token, record] of store.companyAccessTokens)
    if (record.companyUuid === companyUuid) store.companyAccessTokens.delete(token);
  return { ...issueCompanyTokens(service, companyUuid), companyUuid };
}
