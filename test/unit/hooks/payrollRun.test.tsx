// @vitest-environment jsdom
// A whole payroll run driven through the headless hooks alone, against the in-process demo
// service: what a partner building its own UI on `payroll-kit/headless` relies on.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { isApiError } from '../../../src/api/errors';
import { moneyToCents } from '../../../src/api/money';
import { listJobs } from '../../../src/api/jobs/operations';
import { listPayPeriods } from '../../../src/api/paySchedules/operations';
import { listTimeOffPolicies, listTimeOffRequests } from '../../../src/api/timeOff/operations';
import type { EmployeeCompensation } from '../../../src/api/payroll/types';
import {
  useCreateOffCyclePayroll,
  usePayrollEditor,
  usePayrollEditorRow,
  usePayrollReview,
  usePayrollRunActions,
  usePayrollRunList,
  usePayrollRunStatus,
  type EventSourceFactory,
} from '../../../src/hooks/payroll';
import { demoCall, demoEventSource, payrollSession } from './payrollRunHarness';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

const cents = (value: string | number | null | undefined) => moneyToCents(String(value ?? '0.00'))!;

/** Every hook of a run screen, as one component would hold them. */
function useRun(companyId: string, payrollId: string, eventSource?: EventSourceFactory) {
  const editor = usePayrollEditor(companyId, payrollId);
  const status = usePayrollRunStatus(companyId, payrollId, {
    eventSource,
    initialIntervalMs: 5,
    maxIntervalMs: 20,
  });
  const actions = usePayrollRunActions(companyId, payrollId, { editor });
  const calculated = status.phase === 'calculated' || status.phase === 'processed' || status.phase === 'paid';
  const review = usePayrollReview(companyId, payrollId, { enabled: calculated });
  return { editor, status, actions, review };
}

async function openRun(
  session: ReturnType<typeof payrollSession>,
  payrollId: string,
  eventSource?: EventSourceFactory,
) {
  const run = renderHook(() => useRun(session.companyId, payrollId, eventSource), {
    wrapper: session.wrapper,
  });
  await waitFor(() => expect(run.result.current.editor.status).toBe('ready'));
  await waitFor(() => expect(run.result.current.status.phase).toBe('unprocessed'));
  return run;
}

async function upcomingPayroll(session: ReturnType<typeof payrollSession>, index = 0) {
  const list = renderHook(() => usePayrollRunList(session.companyId), { wrapper: session.wrapper });
  await waitFor(() => expect(list.result.current.isLoading).toBe(false));
  const item = list.result.current.upcoming[index];
  expect(item).toBeDefined();
  list.unmount();
  return item!.payroll.uuid;
}

/** Let the service's simulated processing time pass (calculation, submission, credits). */
async function serviceWorks(session: ReturnType<typeof payrollSession>, ms = 1000) {
  await act(() => session.api.clock.advance(ms));
}

async function rateCents(session: ReturnType<typeof payrollSession>, employeeUuid: string) {
  const { data } = await listJobs(session.client, employeeUuid);
  return moneyToCents(data[0]!.compensations![0]!.rate)!;
}

function employeeTaxCents(row: EmployeeCompensation) {
  return (row.taxes ?? []).filter((t) => !t.employer).reduce((sum, t) => sum + cents(t.amount), 0);
}

test('a regular payroll found by pay period is prepared, edited, calculated per employee, submitted, processed and paid', async () => {
  const session = payrollSession(12);
  const { companyId, client } = session;
  const opened: string[] = [];
  const Source = demoEventSource(session.api, opened);
  const eventSource: EventSourceFactory = (url) => new Source(url);

  // The pay period that holds the approved vacation, and its payroll on the landing.
  const approved = (await listTimeOffRequests(client, companyId, { status: ['approved'] })).items[0]!;
  const period = (await listPayPeriods(client, companyId, { end_date: '2026-08-31' })).data.find(
    (p) => p.start_date <= approved.start_date && approved.start_date <= p.end_date,
  )!;
  expect(period.payroll?.payroll_uuid).toBeTruthy();
  const list = renderHook(() => usePayrollRunList(companyId, { eventSource }), { wrapper: session.wrapper });
  await waitFor(() => expect(list.result.current.isLoading).toBe(false));
  expect(list.result.current.isBlocked).toBe(false);
  const found = list.result.current.findByPayPeriod(period.start_date, period.end_date);
  expect(found?.payroll.uuid).toBe(period.payroll!.payroll_uuid);
  expect(found?.phase).toBe('unprocessed');
  const payrollId = found!.payroll.uuid;

  const run = await openRun(session, payrollId, eventSource);
  const { editor } = run.result.current;
  const rows = editor.rowIds.map((id) => editor.getRow(id)!.compensation);
  expect(rows.length).toBeGreaterThan(4);
  // Approved time off of the period is already on the payroll (by policy).
  const vacationRow = rows.find((r) => r.employee_uuid === approved.employee.uuid)!;
  expect(
    (vacationRow.paid_time_off ?? []).some(
      (p) => p.policy_uuid === approved.policy_uuid && Number(p.hours) > 0,
    ),
  ).toBe(true);

  const hourly = rows.find(
    (r) => r.hourly_compensations.length > 0 && r.employee_uuid !== approved.employee.uuid,
  )!;
  const salaried = rows.find((r) => r.hourly_compensations.length === 0)!;
  const excluded = rows.find(
    (r) => r !== hourly && r !== salaried && r.employee_uuid !== approved.employee.uuid,
  )!;
  const job = hourly.hourly_compensations[0]!.job_uuid;
  const policies = (await listTimeOffPolicies(client, companyId)).items;
  const vacation = policies.find((p) => p.policy_type === 'vacation' && p.is_active)!;

  act(() => {
    editor.edit(hourly.employee_uuid, {
      hourly_compensations: [
        { job_uuid: job, name: 'Regular Hours', hours: '72' },
        { job_uuid: job, name: 'Overtime', hours: '4' },
      ],
      paid_time_off: [{ policy_uuid: vacation.uuid, hours: '8' }],
    });
    editor.edit(salaried.employee_uuid, { fixed_compensations: [{ name: 'Bonus', amount: '250.00' }] });
    editor.edit(excluded.employee_uuid, { excluded: true });
  });
  const hourlyRow = renderHook(() => usePayrollEditorRow(run.result.current.editor, hourly.employee_uuid), {
    wrapper: session.wrapper,
  });
  expect(hourlyRow.result.current?.saveState).toBe('unsaved');
  expect(run.result.current.editor.summary.unsaved).toBe(3);

  // Calculate saves what the editor holds first, then runs.
  await act(() => run.result.current.actions.calculate());
  expect(run.result.current.editor.summary).toMatchObject({ unsaved: 0, saving: 0, failed: 0, conflicts: 0 });
  expect(hourlyRow.result.current?.saveState).toBe('saved');
  expect(run.result.current.status.phase).toBe('calculating');
  await serviceWorks(session);
  await waitFor(() => expect(run.result.current.status.phase).toBe('calculated'));
  await waitFor(() => expect(run.result.current.review.rows?.items.length).toBe(rows.length));

  const results = new Map(run.result.current.review.rows!.items.map((r) => [r.employee_uuid, r]));
  // Hand-checked: 72 regular + 8 vacation hours at the rate, 4 overtime hours at 1.5×.
  const hourlyRate = await rateCents(session, hourly.employee_uuid);
  const hourlyResult = results.get(hourly.employee_uuid)!;
  expect(cents(hourlyResult.gross_pay)).toBe(hourlyRate * 80 + (hourlyRate * 3 * 4) / 2);
  // The bonus is paid on top of the biweekly salary (26 periods a year).
  const salary = await rateCents(session, salaried.employee_uuid);
  expect(cents(results.get(salaried.employee_uuid)!.gross_pay)).toBe(Math.round(salary / 26) + 25_000);
  // The excluded employee is paid nothing.
  expect(results.get(excluded.employee_uuid)!.excluded).toBe(true);
  expect(cents(results.get(excluded.employee_uuid)!.gross_pay)).toBe(0);
  // Every paid employee: net = gross − employee taxes, to the cent.
  for (const row of results.values()) {
    if (row.excluded) continue;
    expect(cents(row.gross_pay)).toBeGreaterThan(0);
    expect(cents(row.net_pay)).toBe(cents(row.gross_pay) - employeeTaxCents(row));
  }
  const totals = run.result.current.review.summary!.totals!;
  const grossSum = [...results.values()].reduce((sum, r) => sum + cents(r.gross_pay), 0);
  expect(cents(totals.gross_pay)).toBe(grossSum);

  await act(() => run.result.current.actions.submit());
  expect(run.result.current.status.phase).toBe('submitting');
  await serviceWorks(session);
  await waitFor(() => expect(run.result.current.status.phase).toBe('processed'));
  expect(run.result.current.status.followedBy).toBe('stream');

  // The page goes away before the money moves, and comes back after: the stream's replay from
  // the last event id it saw tells it the payroll was paid.
  run.unmount();
  hourlyRow.unmount();
  list.unmount();
  await serviceWorks(session);
  localStorage.clear();
  const FreshSource = demoEventSource(session.api, opened);
  const reloaded = renderHook(
    () => usePayrollRunStatus(companyId, payrollId, { eventSource: (url) => new FreshSource(url) }),
    { wrapper: session.wrapper },
  );
  await waitFor(() => expect(reloaded.result.current.phase).toBe('paid'));
  expect(opened.at(-1)).toMatch(/[?&]last_event_id=/);
});

test('a blocker set on the company blocks the run with its key until it is cleared', async () => {
  const session = payrollSession(6);
  const { api, companyId } = session;
  const payrollId = await upcomingPayroll(session);
  expect(
    (
      await demoCall(api, 'PUT', `/__demo/companies/${companyId}/blockers`, {
        keys: ['missing_bank_verification'],
      })
    ).status,
  ).toBeLessThan(300);

  const list = renderHook(() => usePayrollRunList(companyId), { wrapper: session.wrapper });
  await waitFor(() => expect(list.result.current.isBlocked).toBe(true));
  expect(list.result.current.blockers.map((b) => b.key)).toEqual(['missing_bank_verification']);

  const run = await openRun(session, payrollId);
  let refusal: unknown;
  await act(() => run.result.current.actions.calculate().catch((error: unknown) => void (refusal = error)));
  expect(isApiError(refusal) && refusal.category).toBe('payroll_blocker');
  expect(isApiError(refusal) && refusal.errors.map((e) => e.metadata?.key)).toEqual([
    'missing_bank_verification',
  ]);
  expect(run.result.current.status.phase).toBe('unprocessed');

  await demoCall(api, 'PUT', `/__demo/companies/${companyId}/blockers`, { keys: [] });
  await act(() => list.result.current.refetch());
  await waitFor(() => expect(list.result.current.isBlocked).toBe(false));
  await act(() => run.result.current.actions.calculate());
  await serviceWorks(session);
  await waitFor(() => expect(run.result.current.status.phase).toBe('calculated'));
});

test('a calculation that fails reports the service errors, and a second one succeeds', async () => {
  const session = payrollSession(6);
  const { api } = session;
  const payrollId = await upcomingPayroll(session);
  const run = await openRun(session, payrollId);
  expect(
    (await demoCall(api, 'POST', `/__demo/payrolls/${payrollId}/fail-next`, { step: 'calculate' })).status,
  ).toBeLessThan(300);

  await act(() => run.result.current.actions.calculate());
  await serviceWorks(session);
  await waitFor(() => expect(run.result.current.status.phase).toBe('failed'));
  expect(run.result.current.status.errors.length).toBeGreaterThan(0);
  expect(run.result.current.status.isFollowing).toBe(false);

  await act(() => run.result.current.actions.calculate());
  expect(run.result.current.status.phase).toBe('calculating');
  await serviceWorks(session);
  await waitFor(() => expect(run.result.current.status.phase).toBe('calculated'));
  expect(run.result.current.status.errors).toEqual([]);
});

test('a fast-ACH submission blocker is resolved by the admin choosing four-day ACH', async () => {
  const session = payrollSession(6);
  const { api, companyId } = session;
  await demoCall(api, 'PUT', `/__demo/companies/${companyId}/settings`, { fast_ach_threshold: '100.00' });
  const payrollId = await upcomingPayroll(session);
  const run = await openRun(session, payrollId);
  await act(() => run.result.current.actions.calculate());
  await serviceWorks(session);
  await waitFor(() => expect(run.result.current.review.submissionBlockers.length).toBe(1));
  const blocker = run.result.current.review.submissionBlockers[0]!;
  expect(blocker.blocker_type).toBe('fast_ach_threshold_exceeded');
  expect(blocker.unblock_options?.map((o) => o.unblock_type).sort()).toEqual(['move_to_four_day', 'wire_in']);
  const checkDate = run.result.current.review.summary!.check_date;

  await act(() =>
    run.result.current.actions.submit([
      { blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'move_to_four_day' },
    ]),
  );
  await serviceWorks(session);
  await waitFor(() => expect(run.result.current.status.phase).toBe('processed'));
  await waitFor(() => expect(run.result.current.review.summary?.payment_speed_changed).toBeTruthy());
  // Four-day ACH keeps the check date and takes the money earlier.
  const changed = run.result.current.review.summary!.payment_speed_changed!;
  expect(changed.original_check_date).toBe(checkDate);
  expect(changed.current_check_date).toBe(checkDate);
  expect(changed.current_debit_date < changed.original_debit_date).toBe(true);
  expect(run.result.current.review.summary!.submission_blockers?.[0]).toMatchObject({
    selected_option: 'move_to_four_day',
    status: 'resolved',
  });
});

test('a submitted payroll is cancelled before its deadline and its time off is restored; a second submit sends nothing', async () => {
  const session = payrollSession(8);
  const { api, client, companyId } = session;
  const approved = (await listTimeOffRequests(client, companyId, { status: ['approved'] })).items[0]!;
  const period = (await listPayPeriods(client, companyId, { end_date: '2026-08-31' })).data.find(
    (p) => p.start_date <= approved.start_date && approved.start_date <= p.end_date,
  )!;
  const payrollId = period.payroll!.payroll_uuid!;
  const run = await openRun(session, payrollId);

  // Not processed yet: cancel is refused without asking the service.
  expect(run.result.current.status.cancellable).toBe(false);
  await expect(run.result.current.actions.cancel()).rejects.toMatchObject({ status: 422 });

  // Submit without calculating first: the service calculates, then submits (DECISIONS 45).
  await act(async () => {
    const first = run.result.current.actions.submit();
    const second = run.result.current.actions.submit();
    await Promise.all([first, second]);
  });
  await serviceWorks(session, 3000);
  await waitFor(() => expect(run.result.current.status.phase).toBe('processed'));
  const events = await demoCall(
    api,
    'GET',
    `/v1/events?limit=100&resource_uuid=${companyId}`,
    undefined,
    'system',
  );
  const submitted = (events.body as Array<{ event_type: string; entity_uuid: string }>).filter(
    (e) => e.event_type === 'payroll.submitted' && e.entity_uuid === payrollId,
  );
  expect(submitted).toHaveLength(1);
  const consumed = (await listTimeOffRequests(client, companyId, { status: ['consumed'] })).items;
  expect(consumed.map((r) => r.uuid)).toContain(approved.uuid);

  await waitFor(() => expect(run.result.current.status.cancellable).toBe(true));
  await act(() => run.result.current.actions.cancel());
  await waitFor(() => expect(run.result.current.status.phase).toBe('unprocessed'));
  const restored = (await listTimeOffRequests(client, companyId, { status: ['approved'] })).items;
  expect(restored.map((r) => r.uuid)).toContain(approved.uuid);
});

test('an off-cycle bonus pays only the bonus, and more than 100 employees is refused before any request', async () => {
  const session = payrollSession(6);
  const { companyId } = session;
  const seeded = await upcomingPayroll(session);
  const editorOfSeeded = await openRun(session, seeded);
  const salaried = editorOfSeeded.result.current.editor.rowIds
    .map((id) => editorOfSeeded.result.current.editor.getRow(id)!.compensation)
    .find((r) => r.hourly_compensations.length === 0)!;
  editorOfSeeded.unmount();

  const create = renderHook(() => useCreateOffCyclePayroll(companyId), { wrapper: session.wrapper });
  const tooMany = Array.from({ length: 101 }, () => salaried.employee_uuid);
  let refusal: unknown;
  await act(() =>
    create.result.current
      .mutateAsync({
        off_cycle: true,
        off_cycle_reason: 'Bonus',
        start_date: '2026-06-15',
        end_date: '2026-06-15',
        employee_uuids: tooMany,
      })
      .catch((error: unknown) => void (refusal = error)),
  );
  expect(isApiError(refusal) && refusal.errors[0]?.error_key).toBe('employee_uuids');

  const offCycle = await act(() =>
    create.result.current.mutateAsync({
      off_cycle: true,
      off_cycle_reason: 'Bonus',
      start_date: '2026-06-15',
      end_date: '2026-06-15',
      check_date: '2026-06-19',
      employee_uuids: [salaried.employee_uuid],
    }),
  );
  const run = await openRun(session, offCycle.uuid);
  expect(run.result.current.editor.rowIds).toEqual([salaried.employee_uuid]);
  act(() => {
    run.result.current.editor.edit(salaried.employee_uuid, {
      fixed_compensations: [{ name: 'Bonus', amount: '100.00' }],
    });
  });
  await act(() => run.result.current.actions.calculate());
  await serviceWorks(session);
  await waitFor(() => expect(run.result.current.status.phase).toBe('calculated'));
  await waitFor(() => expect(run.result.current.review.rows?.items).toHaveLength(1));
  const row = run.result.current.review.rows!.items[0]!;
  expect(row.gross_pay).toBe('100.00');
  expect(cents(row.net_pay)).toBe(10_000 - employeeTaxCents(row));
});

test('two tabs submitting the same calculated payroll at once submit it once, and neither shows an error', async () => {
  const session = payrollSession(6);
  const { api, companyId } = session;
  const payrollId = await upcomingPayroll(session);
  const tabs = [session.wrapperFor(session.client), session.wrapperFor(session.client)].map((wrapper) =>
    renderHook(
      () => ({
        status: usePayrollRunStatus(companyId, payrollId, { initialIntervalMs: 5, maxIntervalMs: 20 }),
        actions: usePayrollRunActions(companyId, payrollId),
      }),
      { wrapper },
    ),
  );
  await act(() => tabs[0]!.result.current.actions.calculate());
  await serviceWorks(session);
  // The other tab learns of it when it reads again (React Query refetches on focus).
  await act(() => tabs[1]!.result.current.status.refetch());
  for (const tab of tabs) await waitFor(() => expect(tab.result.current.status.phase).toBe('calculated'));

  await act(() => Promise.all(tabs.map((tab) => tab.result.current.actions.submit())));
  for (const tab of tabs) expect(tab.result.current.actions.error).toBeNull();
  await serviceWorks(session);
  for (const tab of tabs) await waitFor(() => expect(tab.result.current.status.phase).toBe('processed'));
  const events = await demoCall(
    api,
    'GET',
    `/v1/events?limit=100&resource_uuid=${companyId}`,
    undefined,
    'system',
  );
  const submitted = (events.body as Array<{ event_type: string; entity_uuid: string }>).filter(
    (e) => e.event_type === 'payroll.submitted' && e.entity_uuid === payrollId,
  );
  expect(submitted).toHaveLength(1);
});
