// @vitest-environment jsdom
// Pay schedule and location hooks against the in-process demo service with its clock fixed on
// Mon Jun 15, 2026, as an admin setting up a second schedule would: put the hourly employees on
// it after a preview, see its pay periods and payrolls, learn which payrolls an edit would delete,
// try auto-payroll, and page through 130 locations.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { isApiError } from '../../../src/api/errors';
import { listEmployees } from '../../../src/api/employees/operations';
import { getPayroll } from '../../../src/api/payroll/operations';
import { createPaySchedule, listPaySchedules } from '../../../src/api/paySchedules/operations';
import type { PayScheduleAssignment } from '../../../src/api/paySchedules/types';
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import { useActiveLocations, useMinimumWages, useUpdateLocation } from '../../../src/hooks/locations';
import {
  payPeriodsHorizon,
  useAssignmentPreview,
  useAssignPaySchedules,
  useAutoPayroll,
  usePayPeriods,
  usePayrollsDeletedByUpdate,
  usePaySchedules,
  usePayScheduleAssignments,
  useUpdatePaySchedule,
} from '../../../src/hooks/paySchedules';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { demoClient } from '../api/demoService';

afterEach(cleanup);

const TODAY = '2026-06-15';

async function session(options: { employees?: number; locations?: number } = {}) {
  const api = createDemoApi({
    employees: options.employees ?? 12,
    locations: options.locations,
    now: () => new Date(`${TODAY}T16:00:00Z`),
  });
  const fetchFn = createDemoFetch(api, { token: 'demo-company-token' }) as typeof fetch;
  const client = demoClient(fetchFn, { retry: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const companyId = api.companyUuid;
  const [seeded] = (await listPaySchedules(client, companyId)).items;
  return { api, client, wrapper, companyId, seeded: seeded! };
}

/** A second schedule: twice a month on the 15th and the last day, paid on those days. */
async function secondSchedule(client: Awaited<ReturnType<typeof session>>['client'], companyId: string) {
  return (
    await createPaySchedule(client, companyId, {
      frequency: 'Twice per month',
      anchor_pay_date: '2026-06-30',
      anchor_end_of_pay_period: '2026-06-30',
      day_1: 15,
      day_2: 31,
    })
  ).data;
}

describe('assignments', () => {
  test('previews putting the hourly employees on a second schedule, assigns, and both schedules are active', async () => {
    const { client, wrapper, companyId, seeded } = await session();
    const second = await secondSchedule(client, companyId);
    const hourly = (await listEmployees(client, companyId, { per: 100 })).items.filter((e) =>
      e.jobs.some((j) =>
        (j.compensations ?? []).some((c) => c.payment_unit === 'Hour' && c.flsa_status === 'Nonexempt'),
      ),
    );
    expect(hourly.length).toBeGreaterThan(0);
    const hook = renderHook(
      () => {
        const [draft, setDraft] = useState<PayScheduleAssignment>();
        return {
          setDraft,
          schedules: usePaySchedules(companyId),
          current: usePayScheduleAssignments(companyId),
          preview: useAssignmentPreview(companyId, draft),
          assign: useAssignPaySchedules(companyId),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(hook.result.current.current.data).toBeDefined());
    expect(hook.result.current.current.data).toMatchObject({
      type: 'single',
      default_pay_schedule_uuid: seeded.uuid,
    });
    await waitFor(() => expect(hook.result.current.schedules.data).toBeDefined());
    expect(hook.result.current.schedules.data!.items.map((s) => s.active)).toEqual([true, false]);
    expect(hook.result.current.preview.fetchStatus).toBe('idle');

    const body: PayScheduleAssignment = {
      type: 'hourly_salaried',
      hourly_pay_schedule_uuid: second.uuid,
      salaried_pay_schedule_uuid: seeded.uuid,
    };
    act(() => hook.result.current.setDraft(body));
    await waitFor(() => expect(hook.result.current.preview.data).toBeDefined());
    const changes = hook.result.current.preview.data!.employee_changes;
    expect(changes.map((c) => c.employee_uuid).sort()).toEqual(hourly.map((e) => e.uuid).sort());
    // Biweekly period Jun 6–19 → the twice-a-month period starting after it, Jul 1–15 (Wed Jul 15),
    // with Jun 20–30 left to a transition period.
    for (const change of changes) {
      expect(change).toMatchObject({
        pay_frequency: 'Twice per month',
        first_pay_period: { start_date: '2026-07-01', end_date: '2026-07-15', check_date: '2026-07-15' },
        transition_pay_period: { start_date: '2026-06-20', end_date: '2026-06-30' },
      });
    }

    await act(async () => {
      await hook.result.current.assign.mutateAsync(body);
    });
    await waitFor(() =>
      expect(hook.result.current.schedules.data!.items.map((s) => s.active)).toEqual([true, true]),
    );
    await waitFor(() => expect(hook.result.current.current.data?.type).toBe('hourly_salaried'));
    // The preview refreshes too: nobody left to move.
    await waitFor(() => expect(hook.result.current.preview.data!.employee_changes).toEqual([]));
  });

  test('by_department is refused on type while the company has no departments', async () => {
    const { wrapper, companyId } = await session({ employees: 3 });
    const hook = renderHook(
      () => useAssignmentPreview(companyId, { type: 'by_department', departments: [] }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(hook.result.current.error).not.toBeNull());
    const error = hook.result.current.error;
    expect(isApiError(error) && error.errors[0]).toMatchObject({
      error_key: 'type',
      category: 'invalid_attribute_value',
    });
  });
});

describe('pay periods and the payrolls an edit deletes', () => {
  test('lists each period with its payroll; more than 3 months ahead is an error on end_date', async () => {
    const { client, wrapper, companyId, seeded } = await session();
    const hook = renderHook(
      () => ({
        ok: usePayPeriods(companyId, { start_date: TODAY, end_date: payPeriodsHorizon(TODAY) }),
        tooFar: usePayPeriods(companyId, { end_date: '2026-09-16' }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(hook.result.current.ok.data).toBeDefined());
    const periods = hook.result.current.ok.data!;
    // Biweekly, ending on Fridays, paid the Wednesday after; Fri Jun 19 is Juneteenth, paid Jun 24.
    expect(periods.map((p) => [p.end_date, p.payroll?.check_date])).toEqual([
      ['2026-06-19', '2026-06-24'],
      ['2026-07-03', '2026-07-08'],
      ['2026-07-17', '2026-07-22'],
      ['2026-07-31', '2026-08-05'],
      ['2026-08-14', '2026-08-19'],
      ['2026-08-28', '2026-09-02'],
      ['2026-09-11', '2026-09-16'],
    ]);
    for (const p of periods) {
      expect(p.pay_schedule_uuid).toBe(seeded.uuid);
      const payroll = (await getPayroll(client, companyId, p.payroll!.payroll_uuid!)).data;
      expect(payroll.processed).toBe(false);
    }
    await waitFor(() => expect(hook.result.current.tooFar.error).not.toBeNull());
    const error = hook.result.current.tooFar.error;
    expect(isApiError(error) && error.errors[0]).toMatchObject({
      error_key: 'end_date',
      category: 'invalid_parameter',
    });
  });

  test('names the unprocessed payrolls an update deletes, and shows them made again after it', async () => {
    const { client, wrapper, companyId, seeded } = await session();
    const second = await secondSchedule(client, companyId);
    const hook = renderHook(
      () => ({
        doomed: usePayrollsDeletedByUpdate(companyId, seeded.uuid, { today: TODAY }),
        inactive: usePayrollsDeletedByUpdate(companyId, second.uuid, { today: TODAY }),
        update: useUpdatePaySchedule(companyId, seeded.uuid),
      }),
      { wrapper },
    );
    await waitFor(() => expect(hook.result.current.doomed.data).toBeDefined());
    const before = hook.result.current.doomed.data!;
    expect(before.map((p) => [p.start_date, p.end_date])).toEqual([
      ['2026-06-06', '2026-06-19'],
      ['2026-06-20', '2026-07-03'],
      ['2026-07-04', '2026-07-17'],
      ['2026-07-18', '2026-07-31'],
      ['2026-08-01', '2026-08-14'],
      ['2026-08-15', '2026-08-28'],
      ['2026-08-29', '2026-09-11'],
    ]);
    // No warning for a schedule with no payrolls (inactive: nobody on it).
    expect(hook.result.current.inactive.data).toEqual([]);

    await act(async () => {
      await hook.result.current.update.update({ anchor_pay_date: seeded.anchor_end_of_pay_period }, seeded);
    });
    for (const period of before) {
      await expect(getPayroll(client, companyId, period.payroll!.payroll_uuid!)).rejects.toMatchObject({
        status: 404,
      });
    }
    await waitFor(() =>
      expect(hook.result.current.doomed.data![0]!.payroll!.payroll_uuid).not.toBe(
        before[0]!.payroll!.payroll_uuid,
      ),
    );
    // Made again on the new dates: paid on the Friday the period ends (Juneteenth → Thu Jun 18).
    expect(hook.result.current.doomed.data!.map((p) => p.payroll!.check_date).slice(0, 2)).toEqual([
      '2026-06-18',
      '2026-07-03',
    ]);
  });

  test('the horizon is 3 months ahead, clamped to the month’s end', () => {
    expect(payPeriodsHorizon('2026-06-15')).toBe('2026-09-15');
    expect(payPeriodsHorizon('2026-11-30')).toBe('2027-02-28');
  });
});

describe('auto-payroll', () => {
  test('a company paying someone by check cannot turn it on, and reads why', async () => {
    const { wrapper, companyId, seeded } = await session();
    const hook = renderHook(() => useAutoPayroll(companyId, seeded.uuid), { wrapper });
    await waitFor(() => expect(hook.result.current.schedule.data).toBeDefined());
    expect(hook.result.current.canEnable).toBe(false);
    expect(hook.result.current.blockers.map((b) => b.key)).toEqual(['employees_not_on_direct_deposit']);
    let refusal: unknown;
    await act(async () => {
      refusal = await hook.result.current.setAutoPayroll(true).catch((error: unknown) => error);
    });
    expect(isApiError(refusal) && refusal.errors[0]).toMatchObject({
      error_key: 'auto_payroll',
      metadata: { key: 'employees_not_on_direct_deposit' },
    });
    expect(hook.result.current.enabled).toBe(false);
  });

  test('a company with nothing in the way turns it on', async () => {
    const { wrapper, companyId, seeded } = await session({ employees: 0 });
    const hook = renderHook(() => useAutoPayroll(companyId, seeded.uuid), { wrapper });
    await waitFor(() => expect(hook.result.current.canEnable).toBe(true));
    await act(async () => {
      await hook.result.current.setAutoPayroll(true);
    });
    await waitFor(() => expect(hook.result.current.enabled).toBe(true));
    expect(hook.result.current.schedule.data?.auto_payroll_enablement_blockers).toBeNull();
  });
});

describe('locations', () => {
  test('every active location across pages, and none of the inactive ones', async () => {
    const { wrapper, companyId } = await session({ employees: 3, locations: 130 });
    const hook = renderHook(() => useActiveLocations(companyId), { wrapper });
    await waitFor(() => expect(hook.result.current.data).toBeDefined());
    // 130 locations, the 13 closed offices left out.
    expect(hook.result.current.data).toHaveLength(117);
    expect(hook.result.current.data!.every((l) => l.active)).toBe(true);
  });

  test('minimum wages follow a location to another state', async () => {
    const { wrapper, companyId } = await session({ employees: 3 });
    const hook0 = renderHook(() => useActiveLocations(companyId), { wrapper });
    await waitFor(() => expect(hook0.result.current.data).toBeDefined());
    const sf = hook0.result.current.data!.find((l) => l.city === 'San Francisco')!;
    const hook = renderHook(
      () => ({ wages: useMinimumWages(sf.uuid), update: useUpdateLocation(companyId, sf.uuid) }),
      { wrapper },
    );
    await waitFor(() => expect(hook.result.current.wages.data).toBeDefined());
    expect(hook.result.current.wages.data!.map((w) => w.authority)).toEqual(['Federal', 'State', 'City']);
    await act(async () => {
      await hook.result.current.update.update(
        { street_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
        sf,
      );
    });
    await waitFor(() =>
      expect(hook.result.current.wages.data!.map((w) => [w.authority, w.wage])).toEqual([
        ['Federal', '7.25'],
      ]),
    );
  });
});
