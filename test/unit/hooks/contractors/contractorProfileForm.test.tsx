// @vitest-environment jsdom
// The contractor's own profile step (self-onboarding, UPSTREAM-3 L.2) on useContractorForm's
// `profile` part, through the proxy as the contractor's own session (DECISIONS 63) in front of the
// in-process demo service: the SSN is required while none is on file; the save sends only the
// names and SSN, which the person scope lets through, and leaves the admin's fields as they were.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createPayrollClient } from '../../../../src/api/client';
import { createDemoApi } from '../../../../src/demo-api';
import { useContractorForm } from '../../../../src/hooks/contractors';
import { PayrollClientProvider } from '../../../../src/hooks/PayrollClientProvider';
import { createPayrollProxy, staticToken } from '../../../../src/server';
import { addContractor, HOURLY_INDIVIDUAL } from '../../../support/contractors';
import { demoAdmin, expectCall } from '../../../support/demoAdmin';

afterEach(cleanup);

const ORIGIN = 'https://partner.example';

test("a contractor's own profile needs their SSN, then sends only their names and SSN through their session", async () => {
  const api = createDemoApi({ employees: 1, now: () => new Date('2026-06-15T16:00:00Z') });
  const admin = demoAdmin(api);
  const { uuid } = await addContractor(admin, {
    ...HOURLY_INDIVIDUAL,
    email: 'katherine@example.com',
    self_onboarding: true,
    file_new_hire_report: true,
    work_state: 'TX',
  });
  // What reached the service past the proxy, as `METHOD path body`.
  const upstream: string[] = [];
  const proxy = createPayrollProxy({
    upstream: {
      baseUrl: api.baseUrl,
      fetch: async (request) => {
        upstream.push(`${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`);
        return api.handle(request);
      },
    },
    tokens: staticToken(api.tokens.company),
    getSession: () => ({
      id: `contractor:${uuid}`,
      role: 'contractor',
      contractorUuid: uuid,
      companyIds: [api.companyUuid],
    }),
    allowedOrigins: [ORIGIN],
  });
  const statuses: number[] = [];
  const client = createPayrollClient({
    baseUrl: `${ORIGIN}/api/payroll`,
    retry: false,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('origin', ORIGIN);
      const response = await proxy(request, { clientIp: '203.0.113.9' });
      statuses.push(response.status);
      return response;
    }) as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const profile = renderHook(
    () => useContractorForm(api.companyUuid, { contractorId: uuid, profile: true }),
    {
      wrapper,
    },
  ).result;
  await waitFor(() => expect(profile.current.form.getValues('first_name')).toBe('Katherine'));

  // No SSN on file: a blank one is refused on its field, nothing sent.
  await act(() => profile.current.submit());
  expect(profile.current.form.formState.errors.ssn?.message).toBe('validation.required');
  expect(upstream.filter((line) => line.startsWith('PUT'))).toEqual([]);

  act(() => {
    profile.current.form.setValue('ssn', '123-45-6789');
    profile.current.form.setValue('middle_initial', 'G');
  });
  await act(() => profile.current.submit());
  expect(profile.current.formErrors).toEqual([]);
  const puts = upstream.filter((line) => line.startsWith('PUT'));
  expect(puts).toHaveLength(1);
  const body = JSON.parse(puts[0]!.slice(puts[0]!.indexOf('{'))) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['middle_initial', 'ssn', 'version']);
  expect(body).toMatchObject({ middle_initial: 'G', ssn: '123456789' });
  expect(statuses).not.toContain(403);
  // The admin's fields as they were; the SSN on file, never sent back.
  const saved = await expectCall<Record<string, unknown>>(admin, 200, 'GET', `/v1/contractors/${uuid}`);
  expect(saved).toMatchObject({
    has_ssn: true,
    hourly_rate: '42.50',
    work_state: 'TX',
    file_new_hire_report: true,
    middle_initial: 'G',
  });
  expect(profile.current.form.getValues('ssn')).toBe('');
});
