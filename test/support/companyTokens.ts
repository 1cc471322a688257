import { companyTokensFromStore } from '../../src/server/companyTokens';
import type { ProxyStore } from '../../src/server/store';
import type { DemoApi } from '../../src/testing';

/**
 * Each company's stored tokens as the partner's server reads them (`companyTokensFromStore`),
 * refreshed at the demo service's own token endpoint in process, on the test's clock: what a
 * test wires behind a proxy once `createCompany` has stored a new company's grant.
 *
 * @example
 * const tokens = demoCompanyTokens(api, store, () => NOW);
 * const token = await tokens(companyId).getAccessToken();
 */
export function demoCompanyTokens(api: DemoApi, store: ProxyStore, now: () => number) {
  return companyTokensFromStore({
    store,
    tokenUrl: `${api.baseUrl}/oauth/token`,
    clientId: 'partner',
    clientSecret: 'secret',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      api.handle(new Request(input, init))) as typeof fetch,
    now,
  });
}
