// @vitest-environment jsdom
// Partner-level hooks against the in-process demo service on the system token (UPSTREAM-3 M.9,
// N.2): the digest of the partner's companies, a cancellation whose answer was lost pressed again
// (the service's 409 names the earlier batch, whose results are read: nothing cancelled twice),
// and the month's invoice lines.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useCancelPayrolls, useInvoice, usePayrollDigest } from '../../../src/hooks';
import { hookSession, losingFirstPost } from './hookSession';

afterEach(cleanup);

test('reads the digest, cancels once though pressed twice, and reads the month’s invoice', async () => {
  const { wrapper, companyId, recorder } = hookSession({
    employees: 4,
    token: 'demo-system-token',
    through: losingFirstPost('/payroll_batches'),
  });
  const hook = renderHook(
    () => ({
      digest: usePayrollDigest([companyId]),
      cancel: useCancelPayrolls(),
      invoice: useInvoice('2026-06'),
    }),
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.digest.data?.status).toBe('completed'));
  const next = hook.result.current.digest.data!.results![0]!.payrolls![0]!;
  expect(next.pay_period).toEqual({
    start_date: '2026-06-06',
    end_date: '2026-06-19',
    check_date: '2026-06-24',
    run_payroll_by: '2026-06-22',
  });
  expect(next.totals).toBeNull();

  const payrolls = [{ payrollUuid: next.payroll_uuid!, companyUuid: companyId }];
  await act(async () => {
    await hook.result.current.cancel.mutateAsync(payrolls).catch(() => undefined);
  });
  expect(hook.result.current.cancel.isError).toBe(true);
  await act(async () => {
    await hook.result.current.cancel.mutateAsync(payrolls);
  });
  expect(hook.result.current.cancel.data?.results).toEqual([
    { idx: 0, uuid: next.payroll_uuid, status: 'success', errors: [] },
  ]);
  const posts = recorder.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/payroll_batches'));
  expect(posts).toHaveLength(2);
  const [first, second] = await Promise.all(posts.map((r) => r.json()));
  expect(second.idempotency_key).toBe(first.idempotency_key);
  // The digest is asked again: its payroll is being skipped (a $0 payroll, processed shortly).
  await waitFor(() =>
    expect(hook.result.current.digest.data?.results?.[0]?.payrolls?.[0]?.status).toBe('submitting'),
  );

  await waitFor(() => expect(hook.result.current.invoice.data).toBeDefined());
  expect(hook.result.current.invoice.data!.active_companies).toEqual([
    {
      company_uuid: companyId,
      active_employees: 3,
      active_contractors: 0,
      initial_invoice_period: '2026-06',
    },
  ]);
});
