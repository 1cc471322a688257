// @vitest-environment jsdom
// The payroll landing's data through usePayrollRunList, against the demo service.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { NetworkError } from '../../../src/api/errors';
import { listPayrolls, submitPayroll } from '../../../src/api/payroll/operations';
import { useCreateOffCyclePayroll, usePayrollRunList } from '../../../src/hooks/payroll';
import { demoClient, dropResponses } from '../api/demoService';
import { demoCall, payrollSession } from './payrollRunHarness';

afterEach(cleanup);

test('upcoming regular payrolls come one per pay period in date order, with run-by deadlines up to 3 months ahead', async () => {
  const session = payrollSession(6);
  const list = renderHook(() => usePayrollRunList(session.companyId), { wrapper: session.wrapper });
  await waitFor(() => expect(list.result.current.isLoading).toBe(false));
  const { upcoming } = list.result.current;
  expect(upcoming.length).toBeGreaterThan(3);
  const starts = upcoming.map((item) => item.payPeriod.start_date);
  expect([...starts].sort()).toEqual(starts);
  expect(new Set(starts).size).toBe(starts.length);
  for (const item of upcoming) {
    expect(item.phase).toBe('unprocessed');
    expect(item.payroll.off_cycle).toBe(false);
    expect(item.payroll.payroll_deadline < `${item.payroll.check_date}T23:59:59Z`).toBe(true);
    expect(item.late).toBe(false);
  }
  expect(upcoming.at(-1)!.payPeriod.end_date <= '2026-09-15').toBe(true);
  expect(list.result.current.findByPayPeriod(starts[1]!)?.payroll.uuid).toBe(upcoming[1]!.payroll.uuid);
  expect(list.result.current.findByPayPeriod('1999-01-01')).toBeUndefined();
});

test('processed history is paged newest first with totals, and an off-cycle payroll appears once created', async () => {
  const session = payrollSession(6);
  const { api, companyId } = session;
  const list = renderHook(() => usePayrollRunList(companyId, { historyPer: 1 }), {
    wrapper: session.wrapper,
  });
  await waitFor(() => expect(list.result.current.isLoading).toBe(false));
  expect(list.result.current.history?.totalCount).toBe(1);
  expect(list.result.current.offCycle).toEqual([]);

  // Another payroll is run from elsewhere (the partner's back office).
  const next = list.result.current.upcoming[0]!.payroll;
  await submitPayroll(demoClient(session.fetchFn), companyId, next.uuid);
  await api.clock.advance(3000);
  await act(() => list.result.current.refetch());
  await waitFor(() => expect(list.result.current.history?.totalCount).toBe(2));
  const history = list.result.current.history!;
  expect(history.totalPages).toBe(2);
  expect(history.items).toHaveLength(1);
  expect(history.items[0]!.payroll.uuid).toBe(next.uuid); // newest first
  expect(history.items[0]!.phase).toBe('processed');
  expect(Number(history.items[0]!.payroll.totals?.company_debit)).toBeGreaterThan(0);

  const create = renderHook(() => useCreateOffCyclePayroll(companyId), { wrapper: session.wrapper });
  const created = await act(() =>
    create.result.current.mutateAsync({
      off_cycle: true,
      off_cycle_reason: 'Correction',
      start_date: '2026-06-01',
      end_date: '2026-06-14',
      check_date: '2026-06-19',
    }),
  );
  await waitFor(() =>
    expect(list.result.current.offCycle.map((item) => item.payroll.uuid)).toEqual([created.uuid]),
  );
  expect(list.result.current.offCycle[0]!.payroll.off_cycle_reason).toBe('Correction');
});

test('a blocker key added after this release still blocks the run and keeps its raw key and message', async () => {
  const session = payrollSession(4);
  const { api, companyId } = session;
  await demoCall(api, 'PUT', `/__demo/companies/${companyId}/blockers`, { keys: ['needs_approval'] });
  const future = 'pending_quantum_review_2031';
  // The service's real answer, with the key renamed the way a later API version may add one.
  const renaming: typeof fetch = async (input, init) => {
    const response = await session.fetchFn(input, init);
    const text = (await response.text()).replaceAll('"key":"needs_approval"', `"key":"${future}"`);
    return new Response(text, { status: response.status, headers: response.headers });
  };
  const list = renderHook(() => usePayrollRunList(companyId), {
    wrapper: session.wrapperFor(demoClient(renaming, { retry: false })),
  });
  await waitFor(() => expect(list.result.current.isLoading).toBe(false));
  expect(list.result.current.isBlocked).toBe(true);
  expect(list.result.current.blockers).toEqual([{ key: future, message: expect.any(String) }]);
  expect(list.result.current.blockers[0]!.message.length).toBeGreaterThan(0);
});

test('an off-cycle create whose answer was lost, sent again, makes one payroll', async () => {
  const session = payrollSession(4);
  const { companyId } = session;
  const lossy = dropResponses(session.fetchFn, (r) => r.method === 'POST' && r.url.endsWith('/payrolls'));
  const create = renderHook(() => useCreateOffCyclePayroll(companyId), {
    wrapper: session.wrapperFor(demoClient(lossy, { retry: false })),
  });
  const body = {
    off_cycle: true as const,
    off_cycle_reason: 'Bonus',
    start_date: '2026-06-15',
    end_date: '2026-06-15',
    check_date: '2026-06-19',
  };
  await act(() => create.result.current.mutateAsync(body).catch(() => undefined));
  expect(create.result.current.error).toBeInstanceOf(NetworkError);
  const created = await act(() => create.result.current.mutateAsync(body));

  const { items } = await listPayrolls(session.client, companyId, {
    processingStatuses: ['unprocessed'],
    payrollTypes: ['off_cycle'],
  });
  expect(items.map((payroll) => payroll.uuid)).toEqual([created.uuid]);
});
