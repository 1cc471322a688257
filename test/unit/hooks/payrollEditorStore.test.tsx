// @vitest-environment jsdom
// What the editor store keeps for the screen against the demo service: column totals and the
// filter follow each edit without walking the payroll, invalid texts count and filter, saves and
// conflicts reach the partner, and a save refreshes the payroll's status once.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { PayrollClient } from '../../../src/api/client';
import { moneyToCents } from '../../../src/api/money';
import { getPayrollRows, listPayrolls, updatePayroll } from '../../../src/api/payroll/operations';
import type { EmployeeCompensation } from '../../../src/api/payroll/types';
import {
  hoursToThousandths,
  type PayrollEditor,
  type PayrollEditorOptions,
  payrollEventStream,
  usePayrollEditor,
  usePayrollRunStatus,
} from '../../../src/hooks/payroll';
import { demoClient, recordRequests } from '../api/demoService';
import { demoEventSource, payrollSession } from './payrollRunHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Session = ReturnType<typeof payrollSession>;

async function firstUpcoming(session: Session) {
  const { items } = await listPayrolls(session.client, session.companyId, {
    processingStatuses: ['unprocessed'],
  });
  return items[0]!.uuid;
}

async function serviceRows(client: PayrollClient, companyId: string, payrollId: string) {
  const rows: EmployeeCompensation[] = [];
  for (let page = 1; ; page++) {
    const { rows: slice } = await getPayrollRows(client, companyId, payrollId, { page, per: 100 });
    rows.push(...slice.items);
    if (page >= slice.totalPages) return rows;
  }
}

const bonusOf = (row: EmployeeCompensation) =>
  row.fixed_compensations.find((line) => line.name === 'Bonus')?.amount ?? '0.00';

function openEditor(session: Session, payrollId: string, options: PayrollEditorOptions = {}) {
  return renderHook(() => usePayrollEditor(session.companyId, payrollId, { saveDelayMs: 5, ...options }), {
    wrapper: session.wrapperFor(session.client),
  });
}

async function loaded(editor: { result: { current: PayrollEditor } }) {
  await waitFor(() => expect(editor.result.current.status).toBe('ready'));
}

/** The Bonus column, regular hours and included rows summed afresh over the service's rows. */
function summed(rows: readonly EmployeeCompensation[]) {
  const included = rows.filter((row) => !row.excluded);
  return {
    included: included.length,
    bonus: included
      .flatMap((row) => row.fixed_compensations.filter((line) => line.name === 'Bonus'))
      .reduce((sum, line) => sum + (moneyToCents(line.amount) ?? 0), 0),
    regular: included
      .flatMap((row) => row.hourly_compensations.filter((line) => line.name === 'Regular Hours'))
      .reduce((sum, line) => sum + hoursToThousandths(line.hours), 0),
  };
}

test('the totals follow every edit (an exclusion too) and equal a fresh sum over the saved payroll; a keystroke re-publishes the totals, not the summary', async () => {
  const session = payrollSession(250);
  const payrollId = await firstUpcoming(session);
  const editor = openEditor(session, payrollId);
  await loaded(editor);
  const { store, rowIds } = editor.result.current;
  const hourly = rowIds.filter((id) => store.getRow(id)!.compensation.hourly_compensations.length > 0);
  const start = summed(await serviceRows(session.client, session.companyId, payrollId));
  const totalsOf = () => {
    const totals = store.getTotals();
    return {
      included: totals.included,
      bonus: totals.earnings.Bonus ?? 0,
      regular: totals.hours['Regular Hours'] ?? 0,
    };
  };
  expect(totalsOf()).toEqual(start);

  let totalsCalls = 0;
  store.subscribeTotals(() => (totalsCalls += 1));
  act(() => void store.edit(rowIds[0]!, { fixed_compensations: [{ name: 'Bonus', amount: '1' }] }));
  const afterFirst = store.getSummary();
  expect(afterFirst.unsaved).toBe(1);
  act(() => void store.edit(rowIds[0]!, { fixed_compensations: [{ name: 'Bonus', amount: '125.50' }] }));
  // The second keystroke in an unsaved row changes no count: only the totals' listeners hear it.
  expect(totalsCalls).toBe(2);
  expect(store.getSummary()).toBe(afterFirst);
  expect(totalsOf().bonus).toBe(
    start.bonus - (moneyToCents(bonusOf(store.getRow(rowIds[0]!)!.saved)) ?? 0) + 12550,
  );

  const job = store.getRow(hourly[0]!)!.compensation.hourly_compensations[0]!.job_uuid;
  act(() => {
    store.edit(hourly[0]!, {
      hourly_compensations: [{ job_uuid: job, name: 'Regular Hours', hours: '37.5' }],
    });
    store.edit(rowIds[5]!, { excluded: true });
  });
  await act(() => store.flush());
  const saved = await serviceRows(session.client, session.companyId, payrollId);
  expect(totalsOf()).toEqual(summed(saved));
  expect(totalsOf().included).toBe(start.included - 1);
});

test('the filter and the search keep up per edit: changed rows appear as they are typed, invalid texts count and show under errors', async () => {
  const session = payrollSession(120);
  const payrollId = await firstUpcoming(session);
  const editor = openEditor(session, payrollId, { saveDelayMs: 60_000 });
  await loaded(editor);
  const { store, rowIds } = editor.result.current;

  act(() => store.setQuery({ filter: 'changed', search: '' }));
  expect(editor.result.current.summary.shownIds).toEqual([]);
  act(() => void store.edit(rowIds[7]!, { memo: 'Night shift' }));
  act(() => void store.edit(rowIds[3]!, { memo: 'Weekend' }));
  // In the service's order, whatever the order of the edits.
  expect(editor.result.current.summary.shownIds).toEqual([rowIds[3], rowIds[7]]);
  act(() => store.discard(rowIds[7]!));
  expect(editor.result.current.summary.shownIds).toEqual([rowIds[3]]);

  const row = store.getRow(rowIds[9]!)!.compensation;
  const last = row.last_name!;
  act(() => store.setQuery({ filter: 'all', search: `  ${last.toUpperCase()} ` }));
  const named = rowIds.filter((id) =>
    store.getRow(id)!.compensation.last_name?.toLowerCase().includes(last.toLowerCase()),
  );
  expect(editor.result.current.summary.shownIds).toEqual(named);

  act(() => store.setQuery({ filter: 'errors', search: '' }));
  expect(editor.result.current.summary.shownIds).toEqual([]);
  act(() => store.markInvalid(rowIds[2]!, 'Bonus', '12abc'));
  expect(editor.result.current.summary.invalid).toBe(1);
  expect(editor.result.current.summary.shownIds).toEqual([rowIds[2]]);
  expect(store.getRow(rowIds[2]!)!.invalid.get('Bonus')).toBe('12abc');
  act(() => store.markInvalid(rowIds[2]!, 'Bonus', undefined));
  expect(editor.result.current.summary.invalid).toBe(0);
  expect(editor.result.current.summary.shownIds).toEqual([]);
});

test('saved rows and a conflict reach the partner once each, outside any render', async () => {
  const session = payrollSession(30);
  const colleague = demoClient(session.fetchFn, { retry: false });
  const payrollId = await firstUpcoming(session);
  const saved: string[][] = [];
  const conflicts: string[] = [];
  const editor = openEditor(session, payrollId, {
    onRowsSaved: (ids) => saved.push(ids),
    onConflict: (id) => conflicts.push(id),
  });
  await loaded(editor);
  const { store, rowIds } = editor.result.current;
  const [a, b] = [rowIds[1]!, rowIds[2]!];

  act(() => {
    store.edit(a, { memo: 'Covered a shift' });
    store.edit(b, { memo: 'Trained a new hire' });
  });
  await act(() => store.flush());
  expect(saved).toEqual([[a, b]]);

  // A colleague changes B's memo; the user, still on the old version, changes it too.
  const fresh = (await serviceRows(colleague, session.companyId, payrollId)).find(
    (r) => r.employee_uuid === b,
  )!;
  await updatePayroll(colleague, session.companyId, payrollId, {
    employee_compensations: [{ employee_uuid: b, version: fresh.version!, memo: 'Their words' }],
  });
  act(() => void store.edit(b, { memo: 'My words' }));
  await act(() => store.flush());
  expect(store.getRow(b)!.saveState).toBe('conflict');
  expect(conflicts).toEqual([b]);
  expect(saved).toEqual([[a, b]]);
});

test('while the event stream is open, a save refreshes the payroll status once (the echo), not twice', async () => {
  const session = payrollSession(20);
  vi.stubGlobal('EventSource', demoEventSource(session.api));
  const recorded = recordRequests(session.fetchFn);
  const client = demoClient(recorded.fetch, { retry: false });
  const payrollId = await firstUpcoming(session);
  const page = renderHook(
    () => ({
      editor: usePayrollEditor(session.companyId, payrollId, { saveDelayMs: 5 }),
      status: usePayrollRunStatus(session.companyId, payrollId),
    }),
    { wrapper: session.wrapperFor(client) },
  );
  await waitFor(() => expect(page.result.current.editor.status).toBe('ready'));
  await waitFor(() => expect(payrollEventStream(client.baseUrl).isOpen()).toBe(true));
  const statusReads = () =>
    recorded.requests.filter((r) => r.method === 'GET' && r.url.includes('include=payroll_status_meta'))
      .length;
  // Let the prepare's own refresh land first.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const before = statusReads();

  const { store, rowIds } = page.result.current.editor;
  act(() => void store.edit(rowIds[0]!, { memo: 'Thanks for the weekend' }));
  await act(() => store.flush());
  // The echo arrives within a few of the fake stream's 5 ms pulls; wait well past it.
  await waitFor(() => expect(statusReads()).toBe(before + 1));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(statusReads()).toBe(before + 1);
});

test('a column pasted down 150 rows tells each listener once, keeps every row as one typed in, and is saved in chunks of at most 100', async () => {
  const session = payrollSession(250);
  const recorded = recordRequests(session.fetchFn);
  const payrollId = await firstUpcoming(session);
  const editor = renderHook(() => usePayrollEditor(session.companyId, payrollId, { saveDelayMs: 60_000 }), {
    wrapper: session.wrapperFor(demoClient(recorded.fetch, { retry: false })),
  });
  await loaded(editor);
  const { store, rowIds } = editor.result.current;
  const memos = rowIds.slice(0, 150).map((id, i) => [id, { memo: `Shift ${i}` }] as const);

  let summaryCalls = 0;
  let totalsCalls = 0;
  const rowCalls = new Map<string, number>();
  store.subscribe(() => (summaryCalls += 1));
  store.subscribeTotals(() => (totalsCalls += 1));
  for (const id of rowIds.slice(0, 3))
    store.subscribeRow(id, () => rowCalls.set(id, (rowCalls.get(id) ?? 0) + 1));
  let applied = 0;
  act(() => void (applied = store.editRows(memos)));

  expect(applied).toBe(150);
  expect(summaryCalls).toBe(1);
  expect(totalsCalls).toBe(1);
  expect([...rowCalls.values()]).toEqual([1, 1, 1]);
  expect(editor.result.current.summary.unsaved).toBe(150);
  expect(store.getRow(rowIds[149]!)!.compensation.memo).toBe('Shift 149');
  // The drafts reach storage after the paste's task, as typed ones do at once.
  const stored = () => Object.keys(sessionStorage).filter((key) => key.includes(payrollId)).length;
  await waitFor(() => expect(stored()).toBe(150));

  const before = recorded.requests.length;
  await act(() => store.flush());
  const puts = recorded.requests.slice(before).filter((request) => request.method === 'PUT');
  expect(puts).toHaveLength(2); // 100 lines, then 50.
  const saved = await serviceRows(session.client, session.companyId, payrollId);
  expect(saved.filter((row) => row.memo?.startsWith('Shift ')).length).toBe(150);
  await waitFor(() => expect(stored()).toBe(0));
});
