// @vitest-environment jsdom
// Printable checks hooks against the in-process demo service (UPSTREAM-3 M.8, DECISIONS 72), as
// the admin after a payroll with people paid by check: the print form refusing a starting number
// that is not a whole number before any request and sending none on top stock, then the document
// read again until the service has made it, its PDF ready to open.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { usePrintableChecks, usePrintChecksForm } from '../../../src/hooks/checks';
import { demoAdmin } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { demoClient, recordRequests } from '../api/demoService';

afterEach(cleanup);

test('prints checks and follows the document until its PDF is ready', async () => {
  const api = createDemoApi({ employees: 4, now: () => new Date('2026-06-15T16:00:00Z') });
  const payrollId = await processedPayroll(demoAdmin(api), (ms) => api.clock.advance(ms));
  const recorder = recordRequests(createDemoFetch(api, { token: 'demo-company-token' }) as typeof fetch);
  const client = demoClient(recorder.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const hook = renderHook(
    () => {
      const [requestId, setRequestId] = useState<string>();
      const form = usePrintChecksForm({
        payrollId,
        onRequested: (checks) => setRequestId(checks.request_uuid),
      });
      return { form, document: usePrintableChecks(requestId, { pollMs: 20 }) };
    },
    { wrapper },
  );
  const posts = () => recorder.requests.filter((r) => r.method === 'POST');
  act(() => {
    hook.result.current.form.form.setValue('printing_format', 'bottom');
    hook.result.current.form.form.setValue('starting_check_number', '12a');
  });
  await act(() => hook.result.current.form.submit());
  expect(hook.result.current.form.form.formState.errors.starting_check_number?.message).toBe(
    'validation.nonNegative',
  );
  expect(posts()).toHaveLength(0);

  // Back to top stock: the number typed for bottom stock is not sent.
  act(() => {
    hook.result.current.form.form.setValue('printing_format', 'top');
    hook.result.current.form.form.setValue('starting_check_number', '12');
  });
  await act(() => hook.result.current.form.submit());
  expect(posts()).toHaveLength(1);
  expect(await posts()[0]!.json()).toEqual({ printing_format: 'top' });
  expect(posts()[0]!.headers.get('idempotency-key')).toBeTruthy();
  expect(hook.result.current.form.result).toMatchObject({ status: 'pending', starting_check_number: null });
  await waitFor(() => expect(hook.result.current.document.data?.status).toBe('pending'));

  await act(() => api.clock.advance(2000));
  await waitFor(() => expect(hook.result.current.document.data?.status).toBe('succeeded'));
  expect(hook.result.current.document.data!.document_urls![0]).toMatch(/^data:application\/pdf;base64,/);
});
