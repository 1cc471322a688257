import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore, oauthRefreshToken, SessionEndedError } from '../../../src/server';
import { createDemoApi } from '../../../src/demo-api';
import { startProxyHarness } from './proxyHarness';
import { expiringGrant, PARTNER_APP, tokenEndpoint } from './tokenEndpoint';

let harness: Awaited<ReturnType<typeof startProxyHarness>> | undefined;
afterEach(() => harness?.close());

describe('token refresh', () => {
  it('serves a concurrent burst during token expiry with exactly one refresh', async () => {
    const demo = createDemoApi();
    const endpoint = tokenEndpoint(demo.tokens.company);
    // The held token is inside the refresh-ahead window: the next request must refresh.
    const tokens = oauthRefreshToken({ ...PARTNER_APP, ...expiringGrant(), fetch: endpoint.fetch });
    const { refreshes } = endpoint;
    harness = await startProxyHarness({
      tokens,
      upstream: { baseUrl: demo.baseUrl, fetch: (r) => demo.handle(r) },
    });
    const cookie = harness.signIn([demo.companyUuid]);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        harness!.call('GET', `/v1/companies/${demo.companyUuid}/employees`, cookie),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(refreshes).toHaveLength(1);
    // The refreshed token serves later requests without another refresh.
    expect((await harness.call('GET', '/v1/token_info', cookie)).status).toBe(200);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.get('grant_type')).toBe('refresh_token');
    expect(refreshes[0]?.get('refresh_token')).toBe('first-refresh-token');
    for (const response of burst) {
      const visible = JSON.stringify(response.headers) + response.body;
      for (const secret of ['first-refresh-token', 'rotated-1', 'partner-secret', demo.tokens.company]) {
        expect(visible).not.toContain(secret);
      }
    }
  });

  it('ends the session when the refresh token is refused', async () => {
    const demo = createDemoApi();
    const endpoint = tokenEndpoint(demo.tokens.company, { refuse: true });
    const { refreshes } = endpoint;
    const tokens = oauthRefreshToken({
      ...PARTNER_APP,
      refreshToken: 'revoked-refresh-token',
      fetch: endpoint.fetch,
    });
    harness = await startProxyHarness({
      tokens,
      upstream: { baseUrl: demo.baseUrl, fetch: (r) => demo.handle(r) },
    });
    const cookie = harness.signIn([demo.companyUuid]);
    const first = await harness.call('GET', '/v1/token_info', cookie);
    const second = await harness.call('GET', '/v1/token_info', cookie);
    expect([first.status, second.status]).toEqual([401, 401]);
    expect(JSON.parse(second.body)).toMatchObject({ errors: [{ category: 'invalid_request_error' }] });
    // Once refused, the provider stops asking: the connection needs re-authorisation.
    expect(refreshes).toHaveLength(1);
  });

  it('ends the connection on every instance sharing the store, until it is re-authorised', async () => {
    const demo = createDemoApi();
    const refused = tokenEndpoint(demo.tokens.company, { refuse: true });
    const store = memoryStore();
    const connection = {
      tokenUrl: 'https://payroll.example/oauth/token',
      clientId: 'partner-app',
      clientSecret: 's',
      store,
    };
    const first = oauthRefreshToken({ ...connection, refreshToken: 'revoked', fetch: refused.fetch });
    const second = oauthRefreshToken({ ...connection, refreshToken: 'revoked', fetch: refused.fetch });
    await expect(first.getAccessToken()).rejects.toBeInstanceOf(SessionEndedError);
    await expect(second.getAccessToken()).rejects.toBeInstanceOf(SessionEndedError);
    expect(refused.refreshes).toHaveLength(1);
    // The partner re-authorises the connection: a provider with the new refresh token works.
    const granted = tokenEndpoint(demo.tokens.company);
    const renewed = oauthRefreshToken({ ...connection, refreshToken: 'reauthorised', fetch: granted.fetch });
    expect(await renewed.getAccessToken()).toBe(demo.tokens.company);
    expect(granted.refreshes[0]?.get('refresh_token')).toBe('reauthorised');
  });

  it('answers a contract-shaped 504 when the service is too slow', async () => {
    const demo = createDemoApi({ latencyMs: 200 });
    harness = await startProxyHarness({
      timeoutMs: 50,
      upstream: { baseUrl: demo.baseUrl, fetch: (r) => demo.handle(r) },
      tokens: { getAccessToken: async () => demo.tokens.company },
    });
    const cookie = harness.signIn([demo.companyUuid]);
    const response = await harness.call('GET', '/v1/token_info', cookie);
    expect(response.status).toBe(504);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ error_key: 'request' }] });
  });
});
