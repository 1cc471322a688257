import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPayrollClient } from '../../../../src/api/client';
import { getContractor } from '../../../../src/api/contractors/operations';
import type { Contractor, ContractorBody } from '../../../../src/api/contractors/types';
import { createDemoApi, createDemoFetch } from '../../../../src/demo-api';
import { PayrollClientProvider } from '../../../../src/hooks/PayrollClientProvider';
import { addOnboardedContractor } from '../../../support/contractors';
import { demoAdmin } from '../../../support/demoAdmin';

export {
  CONTRACTOR_ADDRESS as ADDRESS,
  CONTRACTOR_BANK_ACCOUNT as BANK_ACCOUNT,
} from '../../../support/contractors';
export { SIGNER_IP } from '../../../support/demoAdmin';

/** Monday 2026-06-15, 09:00 in California: the demo company pays contractors by 2-day ACH. */
export const TODAY = '2026-06-15T16:00:00Z';

/**
 * The in-process demo service on a pinned clock and one admin's page of hooks talking to it with
 * the company's token (the proxy's part, which these tests do not need).
 */
export function contractorsPage() {
  const start = new Date(TODAY).getTime();
  const api = createDemoApi({ employees: 1, now: () => new Date(start), rateLimit: 100_000 });
  const demoFetch = createDemoFetch(api, { token: api.tokens.company });
  /** Every request the page sent, as `METHOD path`. */
  const sent: string[] = [];
  const client = createPayrollClient({
    baseUrl: api.baseUrl,
    retry: false,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return demoFetch(request);
    }) as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const render = <T,>(hook: () => T) => renderHook(hook, { wrapper }).result;
  return { api, client, companyId: api.companyUuid, wrapper, render, sent };
}

/**
 * Adds a contractor and takes it through the admin path (address, bank account, W-9, finish) with
 * the shared set-up, for tests whose subject comes after onboarding; answers it as the page's
 * client reads it.
 */
export async function onboardedContractor(
  page: Pick<ReturnType<typeof contractorsPage>, 'api' | 'client'>,
  body: ContractorBody,
): Promise<Contractor> {
  const uuid = await addOnboardedContractor(demoAdmin(page.api), { ...body });
  return (await getContractor(page.client, uuid)).data;
}
