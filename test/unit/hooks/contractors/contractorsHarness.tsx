import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPayrollClient, type PayrollClient } from '../../../../src/api/client';
import {
  listContractorDocuments,
  signContractorDocument,
} from '../../../../src/api/operations/contractorDocuments';
import { createContractorBankAccount } from '../../../../src/api/operations/contractorPaymentMethod';
import {
  createContractor,
  getContractor,
  getContractorAddress,
  updateContractorAddress,
  updateContractorOnboardingStatus,
} from '../../../../src/api/operations/contractors';
import type { Contractor, ContractorBody } from '../../../../src/api/types/contractors';
import { createDemoApi, createDemoFetch } from '../../../../src/demo-api';
import { PayrollClientProvider } from '../../../../src/hooks/PayrollClientProvider';

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

/** The W-9 signer's address, as the proxy would add it (a documentation range). */
export const SIGNER_IP = '203.0.113.7';

export const ADDRESS = { street_1: '300 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

export const BANK_ACCOUNT = {
  name: 'Operating',
  routing_number: '021000021',
  account_number: '000123456789',
  account_type: 'Checking' as const,
};

/**
 * Adds a contractor and takes it through the admin path with the API layer (address, bank
 * account, W-9, finish), for tests whose subject comes after onboarding.
 */
export async function onboardedContractor(
  client: PayrollClient,
  companyId: string,
  body: ContractorBody,
): Promise<Contractor> {
  const { data: contractor } = await createContractor(client, companyId, body);
  const { data: address } = await getContractorAddress(client, contractor.uuid);
  await updateContractorAddress(client, contractor.uuid, { version: address.version, ...ADDRESS });
  await createContractorBankAccount(client, contractor.uuid, BANK_ACCOUNT);
  const { data: documents } = await listContractorDocuments(client, contractor.uuid);
  await signContractorDocument(client, documents[0]!.uuid, { agree: true, signed_by_ip_address: SIGNER_IP });
  await updateContractorOnboardingStatus(client, contractor.uuid, 'onboarding_completed');
  return (await getContractor(client, contractor.uuid)).data;
}
