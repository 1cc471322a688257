// @vitest-environment jsdom
// How usePayrollRunStatus follows a payroll the service is working on: the status only, never the
// rows; the event stream when it is open, polling when it is not (never both); a back-off that
// starts again at each step.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { listPayrolls, preparePayroll } from '../../../src/api/payroll/operations';
import {
  type EventSourceFactory,
  usePayrollRunActions,
  usePayrollRunStatus,
} from '../../../src/hooks/payroll';
import { demoClient } from '../api/demoService';
import { demoEventSource, payrollSession } from './payrollRunHarness';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

/** Status reads of one payroll, with when they were sent and how many bytes came back. */
function statusReads(fetchFn: typeof fetch, payrollId: string) {
  const reads: Array<{ at: number; url: URL; bytes: number }> = [];
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetchFn(request);
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(`/payrolls/${payrollId}`)) {
      const bytes = (await response.clone().arrayBuffer()).byteLength;
      reads.push({ at: performance.now(), url, bytes });
    }
    return response;
  };
  return { reads, fetch: recording };
}

async function preparedPayroll(employees: number) {
  const session = payrollSession(employees);
  const { items } = await listPayrolls(session.client, session.companyId, {
    processingStatuses: ['unprocessed'],
  });
  const payrollId = items[0]!.uuid;
  await preparePayroll(session.client, session.companyId, payrollId);
  return { session, payrollId };
}

function follow(
  session: ReturnType<typeof payrollSession>,
  payrollId: string,
  fetchFn: typeof fetch,
  options: { eventSource?: EventSourceFactory; initialIntervalMs?: number; maxIntervalMs?: number },
) {
  const client = demoClient(fetchFn, { retry: false });
  return renderHook(
    () => ({
      status: usePayrollRunStatus(session.companyId, payrollId, options),
      actions: usePayrollRunActions(session.companyId, payrollId),
    }),
    { wrapper: session.wrapperFor(client) },
  );
}

test('a calculating payroll of 750 employees is polled for its status only, a few kB a poll', async () => {
  const { session, payrollId } = await preparedPayroll(1000);
  const recorded = statusReads(session.fetchFn, payrollId);
  const hook = follow(session, payrollId, recorded.fetch, { initialIntervalMs: 5, maxIntervalMs: 10 });
  await waitFor(() => expect(hook.result.current.status.phase).toBe('unprocessed'));

  await act(() => hook.result.current.actions.calculate());
  const before = recorded.reads.length;
  await waitFor(() => expect(recorded.reads.length).toBeGreaterThan(before + 3));
  expect(hook.result.current.status).toMatchObject({ phase: 'calculating', followedBy: 'polling' });
  for (const read of recorded.reads) {
    expect(read.url.searchParams.get('per')).toBe('1');
    expect(read.bytes).toBeLessThan(5_000);
  }

  await act(() => session.api.clock.advance(1000));
  await waitFor(() => expect(hook.result.current.status.phase).toBe('calculated'));
  const settled = recorded.reads.length;
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(recorded.reads.length).toBe(settled); // nothing to follow: no more polls
});

test('while the event stream is open nothing polls; when it drops, polling takes over', async () => {
  const { session, payrollId } = await preparedPayroll(8);
  const sources: Array<{ drop(): void }> = [];
  const Source = demoEventSource(session.api, [], sources);
  const recorded = statusReads(session.fetchFn, payrollId);
  const hook = follow(session, payrollId, recorded.fetch, {
    eventSource: (url) => new Source(url),
    initialIntervalMs: 5,
    maxIntervalMs: 10,
  });
  await waitFor(() => expect(hook.result.current.status.phase).toBe('unprocessed'));

  await act(() => hook.result.current.actions.calculate());
  await waitFor(() => expect(hook.result.current.status.followedBy).toBe('stream'));
  const quiet = recorded.reads.length;
  await new Promise((resolve) => setTimeout(resolve, 120)); // a dozen polls' worth of time
  expect(recorded.reads.length).toBe(quiet);

  // The service finishes: its event brings the new status.
  await act(() => session.api.clock.advance(1000));
  await waitFor(() => expect(hook.result.current.status.phase).toBe('calculated'));

  await act(() => hook.result.current.actions.submit());
  expect(hook.result.current.status.followedBy).toBe('stream');
  act(() => sources.at(-1)!.drop());
  expect(hook.result.current.status.followedBy).toBe('polling');
  const dropped = recorded.reads.length;
  await waitFor(() => expect(recorded.reads.length).toBeGreaterThan(dropped + 2));
  await act(() => session.api.clock.advance(1000));
  await waitFor(() => expect(hook.result.current.status.phase).toBe('processed'));
});

test('the poll back-off starts again at each step', async () => {
  const { session, payrollId } = await preparedPayroll(8);
  const recorded = statusReads(session.fetchFn, payrollId);
  const hook = follow(session, payrollId, recorded.fetch, { initialIntervalMs: 10, maxIntervalMs: 10_000 });
  await waitFor(() => expect(hook.result.current.status.phase).toBe('unprocessed'));

  await act(() => hook.result.current.actions.calculate());
  // Calculating for a while: the gaps between polls double (10, 20, 40, 80, 160, 320 ms…).
  await waitFor(() => expect(recorded.reads.length).toBeGreaterThan(6), { timeout: 3000 });
  const gaps = recorded.reads.slice(-3).map((read, i, all) => (i === 0 ? 0 : read.at - all[i - 1]!.at));
  expect(gaps[2]!).toBeGreaterThan(100);

  await act(() => session.api.clock.advance(1000));
  await waitFor(() => expect(hook.result.current.status.phase).toBe('calculated'), { timeout: 3000 });
  // Submitting is a new step: the polls come at the short interval again. Measured between two
  // polls of the new step (not from the submit, whose own request a busy machine may slow): without
  // the restart that gap would be at least twice the last one before it.
  await act(() => hook.result.current.actions.submit());
  const fromSubmit = recorded.reads.length;
  await waitFor(() => expect(recorded.reads.length).toBeGreaterThan(fromSubmit + 1), { timeout: 3000 });
  expect(recorded.reads[fromSubmit + 1]!.at - recorded.reads[fromSubmit]!.at).toBeLessThan(gaps[2]!);
});
