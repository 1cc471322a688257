// @vitest-environment jsdom
// Time sheet hooks against the in-process demo service (UPSTREAM-3 N.7): a sheet added by its form
// (hours with more than three decimals refused on their field before anything is sent, typed
// values kept; the sheet sent once with hours as numbers), a review over a colleague's edit merged
// by version while a colleague's review is reported and left alone, and a payroll sync followed
// until it completes, the payroll's rows then holding the hours.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { getTimeSheet, updateTimeSheet, createTimeSheet } from '../../../src/api/timeSheets/operations';
import type { TimeSheet } from '../../../src/api/timeSheets/types';
import {
  usePayrollSync,
  useReviewTimeSheets,
  useStartPayrollSync,
  useTimeSheetForm,
  useTimeSheets,
} from '../../../src/hooks/timeSheets';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { hookSession } from './hookSession';

afterEach(cleanup);

async function employeeIds(s: ReturnType<typeof hookSession>): Promise<string[]> {
  const list = await expectCall<{ uuid: string }[]>(
    demoAdmin(s.api),
    200,
    'GET',
    `/v1/companies/${s.companyId}/employees`,
  );
  return list.map((e) => e.uuid);
}

test('adds a sheet by its form: more than three decimals refused on the field, nothing lost, then sent once as numbers', async () => {
  const s = hookSession({ employees: 1 });
  const [ada] = await employeeIds(s);
  const saved: TimeSheet[] = [];
  const hook = renderHook(
    () =>
      useTimeSheetForm({
        companyId: s.companyId,
        timeZone: 'America/Los_Angeles',
        onSaved: (sheet) => saved.push(sheet),
      }),
    { wrapper: s.wrapper },
  );
  const set = (name: 'employeeId' | 'workDate' | 'regular' | 'overtime', value: string) =>
    act(() => hook.result.current.form.setValue(name, value, { shouldDirty: true }));
  await set('employeeId', ada!);
  await set('workDate', '2026-06-08');
  await set('regular', '7.1234');
  await set('overtime', '1.125');
  await act(() => hook.result.current.submit());
  expect(hook.result.current.form.formState.errors.regular?.message).toBe('validation.hours');
  expect(hook.result.current.form.getValues()).toMatchObject({ regular: '7.1234', overtime: '1.125' });
  expect(s.recorder.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

  await set('regular', '7.125');
  await act(() => hook.result.current.submit());
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    entity_uuid: ada,
    status: 'pending',
    shift_started_at: '2026-06-08T12:00:00-07:00',
    entries: [
      expect.objectContaining({ hours_worked: '7.125', pay_classification: 'Regular' }),
      expect.objectContaining({ hours_worked: '1.125', pay_classification: 'Overtime' }),
    ],
  });
  const posts = s.recorder.requests.filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(await posts[0]!.text()).entries).toEqual([
    { hours_worked: 7.125, pay_classification: 'Regular' },
    { hours_worked: 1.125, pay_classification: 'Overtime' },
  ]);
});

test('reviews with the versions shown: a colleague’s edit is merged, a colleague’s review is reported and kept', async () => {
  const s = hookSession({ employees: 2 });
  const [ada, grace] = await employeeIds(s);
  const make = async (employee: string) =>
    (
      await createTimeSheet(s.colleague, s.companyId, {
        entity_type: 'Employee',
        entity_uuid: employee,
        time_zone: 'America/Los_Angeles',
        shift_started_at: '2026-06-08T09:00:00-07:00',
        entries: [{ hours_worked: 8, pay_classification: 'Regular' }],
      })
    ).data;
  const first = await make(ada!);
  const second = await make(grace!);
  const hook = renderHook(
    () => ({
      list: useTimeSheets(s.companyId, { status: 'pending' }),
      review: useReviewTimeSheets(s.companyId),
    }),
    { wrapper: s.wrapper },
  );
  await waitFor(() => expect(hook.result.current.list.data?.items).toHaveLength(2));
  const shown = hook.result.current.list.data!.items;
  // Meanwhile: a colleague corrects the first sheet's hours and rejects the second.
  await updateTimeSheet(s.colleague, first.uuid, {
    version: first.version,
    entries: [{ hours_worked: 8.5, pay_classification: 'Regular' }],
  });
  await updateTimeSheet(s.colleague, second.uuid, { version: second.version, status: 'rejected' });

  const result = await act(() =>
    hook.result.current.review.mutateAsync({ sheets: shown, status: 'approved' }),
  );
  expect(result.saved.map((sheet) => sheet.uuid)).toEqual([first.uuid]);
  expect(result.conflicts.map((sheet) => [sheet.uuid, sheet.status])).toEqual([[second.uuid, 'rejected']]);
  const approved = (await getTimeSheet(s.colleague, first.uuid)).data;
  expect(approved.status).toBe('approved');
  expect(approved.entries[0]!.hours_worked).toBe('8.500');
  expect((await getTimeSheet(s.colleague, second.uuid)).data.status).toBe('rejected');
  await waitFor(() => expect(hook.result.current.list.data?.items).toEqual([]));
});

test('follows a payroll sync until it completes; the payroll then holds the approved hours', async () => {
  const s = hookSession({ employees: 1 });
  const [ada] = await employeeIds(s);
  const admin = demoAdmin(s.api);
  const payroll = (
    await expectCall<{ payroll_uuid: string; pay_period: Record<string, string> }[]>(
      admin,
      200,
      'GET',
      `/v1/companies/${s.companyId}/payrolls?processing_statuses=unprocessed`,
    )
  )[0]!;
  const sheet = (
    await createTimeSheet(s.colleague, s.companyId, {
      entity_type: 'Employee',
      entity_uuid: ada!,
      time_zone: 'America/Los_Angeles',
      shift_started_at: `${payroll.pay_period.start_date}T09:00:00-07:00`,
      entries: [{ hours_worked: 6.75, pay_classification: 'Regular' }],
    })
  ).data;
  await updateTimeSheet(s.colleague, sheet.uuid, { version: sheet.version, status: 'approved' });

  const hook = renderHook(
    ({ syncId }: { syncId?: string }) => ({
      start: useStartPayrollSync(s.companyId),
      sync: usePayrollSync(s.companyId, syncId),
    }),
    { wrapper: s.wrapper, initialProps: {} },
  );
  const started = await act(() =>
    hook.result.current.start.mutateAsync({
      kind: 'regular',
      pay_schedule_uuid: payroll.pay_period.pay_schedule_uuid!,
      pay_period_start_date: payroll.pay_period.start_date!,
      pay_period_end_date: payroll.pay_period.end_date!,
    }),
  );
  expect(started.completed_at).toBeNull();
  hook.rerender({ syncId: started.uuid });
  await waitFor(() => expect(hook.result.current.sync.data?.uuid).toBe(started.uuid));
  expect(hook.result.current.sync.data?.completed_at).toBeNull();
  await act(() => s.api.clock.advance(1000));
  await waitFor(() => expect(hook.result.current.sync.data?.completed_at).toEqual(expect.any(String)), {
    timeout: 3000,
  });
  const row = await expectCall<{
    employee_compensations: { hourly_compensations: Record<string, string>[] }[];
  }>(admin, 200, 'GET', `/v1/companies/${s.companyId}/payrolls/${payroll.payroll_uuid}`);
  expect(row.employee_compensations[0]!.hourly_compensations[0]).toMatchObject({
    name: 'Regular Hours',
    hours: '6.750',
  });
});
