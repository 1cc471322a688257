/** The partner's OAuth app: where it refreshes tokens, and its client credentials. */
export const PARTNER_APP = {
  tokenUrl: 'https://payroll.example/oauth/token',
  clientId: 'partner-app',
  clientSecret: 'partner-secret',
} as const;

/**
 * A held grant about to expire: five seconds left, inside the minute's refresh-ahead window, so
 * the next request must refresh it (with `first-refresh-token`).
 *
 * @example
 * oauthRefreshToken({ ...PARTNER_APP, ...expiringGrant(), fetch: endpoint.fetch });
 */
export function expiringGrant() {
  return {
    refreshToken: 'first-refresh-token',
    accessToken: 'expiring-access-token',
    expiresAt: Date.now() + 5_000,
    refreshAheadMs: 60_000,
  };
}

/**
 * The partner's OAuth token endpoint as the provider sees it. It grants the demo service's
 * company token (the demo service has no OAuth server), rotates the refresh token and records
 * each refresh it serves; or it refuses every refresh as a revoked connection would (400
 * invalid_grant, RFC 6749 §5.2). A real token service takes a moment (`delayMs`), so a burst of
 * requests piles up behind the refresh.
 *
 * @example
 * const endpoint = tokenEndpoint(demo.tokens.company);
 * oauthRefreshToken({ tokenUrl, clientId, clientSecret, refreshToken: 'first', fetch: endpoint.fetch });
 */
export function tokenEndpoint(accessToken: string, { refuse = false, delayMs = 20 } = {}) {
  /** Each refresh's form, in order. */
  const refreshes: URLSearchParams[] = [];
  /** The refresh token each refresh sent, in order. */
  const refreshTokens: string[] = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    refreshes.push(new URLSearchParams(body));
    refreshTokens.push(body.refresh_token!);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (refuse) return Response.json({ error: 'invalid_grant' }, { status: 400 });
    return Response.json({
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 7200,
      refresh_token: `rotated-${refreshes.length}`,
    });
  };
  return { fetch, refreshes, refreshTokens };
}
