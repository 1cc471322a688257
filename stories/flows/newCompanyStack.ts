/**
 * A partner's back end inside the page, for a company that has just signed up: the demo payroll
 * service, the partner server's `createCompany` (system token), and the real proxy holding the
 * new company's tokens. The page's fetch goes through the proxy, as on a partner's site.
 */
import { createPayrollClient, type PayrollClient } from '../../src/api/client';
import { createDemoApi, type DemoApi, type DemoApiOptions } from '../../src/testing';
import { signUpCompany } from '../../test/support/companySignUp';
import { inPageFetch } from './inPageFetch';

let stacks = 0;

/** The new company's stack: its id, the service, and the page's fetch through the proxy. */
export interface NewCompanyStack {
  api: DemoApi;
  companyId: string;
  baseUrl: string;
  fetch: typeof fetch;
  /** A client of the page's, for a story's or test's setup through the same proxy. */
  client: PayrollClient;
}

/**
 * Creates a company as a partner's server does right after sign-up, and the proxy for its admin.
 *
 * @example
 * const { companyId, baseUrl, fetch } = await startNewCompany({ autoApprove: true });
 */
export async function startNewCompany(options: DemoApiOptions = {}): Promise<NewCompanyStack> {
  const api = createDemoApi({ employees: 1, rateLimit: 100_000, now: () => new Date(), ...options });
  const basePath = `/company-${++stacks}/api/payroll`;
  const { companyId, proxy } = await signUpCompany(api, { origin: location.origin, basePath });
  const proxied = inPageFetch(proxy);
  const baseUrl = `${location.origin}${basePath}`;
  const client = createPayrollClient({ baseUrl, fetch: proxied, retry: false });
  return { api, companyId, baseUrl, fetch: proxied, client };
}
