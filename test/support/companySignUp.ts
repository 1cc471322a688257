import { createCompany } from '../../src/server/createCompany';
import { createPayrollProxy, type PayrollProxyHandler, type PayrollSession } from '../../src/server/proxy';
import { memoryStore } from '../../src/server/store';
import { staticToken } from '../../src/server/tokens';
import type { DemoApi } from '../../src/testing';
import { demoCompanyTokens } from './companyTokens';

/** A company that has just signed up, and the proxy its admin's page calls. */
export interface SignedUpCompany {
  companyId: string;
  /** The partner's proxy, holding the new company's tokens (refreshed from the partner's store). */
  proxy: PayrollProxyHandler;
}

/**
 * Creates Dorothy Vaughan's company on the demo service as a partner's server does right after
 * sign-up (`createCompany`, system token), and the partner's proxy for its admin: the company's
 * tokens kept in the partner's store, the page's origin allowed.
 *
 * @example
 * const { companyId, proxy } = await signUpCompany(createDemoApi({ employees: 1 }), { origin: 'https://partner.example' });
 */
export async function signUpCompany(
  api: DemoApi,
  page: {
    origin: string;
    basePath?: string;
    /** Who is signed in from the next request on (the company's admin while it answers nothing). */
    session?: (companyId: string) => PayrollSession | undefined;
  },
): Promise<SignedUpCompany> {
  const upstream = { baseUrl: api.baseUrl, fetch: (request: Request) => api.handle(request) };
  const store = memoryStore();
  const now = () => api.clock.now().getTime();
  const { companyId } = await createCompany(
    { upstream, systemToken: staticToken(api.tokens.system), store, now },
    {
      user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
      company: { name: 'Langley Analytics LLC' },
    },
  );
  const proxy = createPayrollProxy({
    upstream,
    tokens: demoCompanyTokens(api, store, now),
    getSession: () => page.session?.(companyId) ?? { id: 'admin-1', role: 'admin', companyIds: [companyId] },
    allowedOrigins: [page.origin],
    store,
    basePath: page.basePath,
  });
  return { companyId, proxy };
}
