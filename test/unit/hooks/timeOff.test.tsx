// @vitest-environment jsdom
// Time off hooks against the in-process demo service, as an admin setting up time off would:
// a per-pay-period policy, two employees with starting balances, a request previewed day by day,
// approved with adjusted hours, another declined, deactivation refused while one is pending, an
// unlimited policy refusing a balance, and holiday pay.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { isApiError } from '../../../src/api/errors';
import { listEmployees } from '../../../src/api/employees/operations';
import { createTimeOffPolicy, listTimeOffPolicies } from '../../../src/api/timeOff/operations';
import type { TimeOffRequestPreviewBody } from '../../../src/api/timeOff/types';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import {
  useAddTimeOffPolicyEmployees,
  useAdjustTimeOffBalances,
  useCreateHolidayPayPolicy,
  useCreateTimeOffPolicy,
  useCreateTimeOffRequest,
  useDeactivateTimeOffPolicy,
  useDeleteTimeOffRequest,
  useHolidayPayPolicy,
  useHolidayPayPolicyEmployees,
  usePaidHolidays,
  useReviewTimeOffRequest,
  useTimeOffActivities,
  useTimeOffBalances,
  useTimeOffPolicies,
  useTimeOffPolicy,
  useTimeOffPolicyEmployees,
  useTimeOffRequestPreview,
  useTimeOffRequests,
  useUpdateHolidayPayPolicy,
} from '../../../src/hooks/timeOff';
import { pendingRequestsOf } from '../../../src/hooks/timeOff/timeOffErrors';
import { demoClient, startDemo } from '../api/demoService';

afterEach(cleanup);

async function session() {
  const { api, fetchFn } = startDemo(12);
  const client = demoClient(fetchFn, { retry: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const employees = (await listEmployees(client, api.companyUuid, { per: 100 })).items;
  const withJob = employees.filter((e) => e.jobs.length > 0).map((e) => e.uuid);
  return { api, client, wrapper, companyId: api.companyUuid, withJob };
}

test('a per-pay-period policy, two employees with balances, a previewed request approved with adjusted hours, another declined', async () => {
  const { wrapper, companyId, withJob } = await session();
  const [ada, grace] = withJob as [string, string];
  const setup = renderHook(() => useCreateTimeOffPolicy(companyId), { wrapper });
  let policyId = '';
  await act(async () => {
    const policy = await setup.result.current.mutateAsync({
      name: 'Vacation 2027',
      policy_type: 'vacation',
      accrual_method: 'per_pay_period',
      accrual_rate: '4',
      max_hours: '160',
      policy_reset_date: '01-01',
    });
    policyId = policy.uuid;
  });

  const hooks = renderHook(
    () => {
      const [body, setBody] = useState<TimeOffRequestPreviewBody>();
      return {
        policy: useTimeOffPolicy(policyId),
        enrolled: useTimeOffPolicyEmployees(policyId),
        add: useAddTimeOffPolicyEmployees(companyId, policyId),
        preview: useTimeOffRequestPreview(companyId, body),
        setBody,
        create: useCreateTimeOffRequest(companyId),
        review: useReviewTimeOffRequest(companyId),
        requests: useTimeOffRequests(companyId, { employeeUuids: [ada], status: ['pending'] }),
        balances: useTimeOffBalances(companyId, { employeeUuids: [ada] }),
        activities: useTimeOffActivities(companyId, ada, { timeOffType: 'vacation' }),
      };
    },
    { wrapper },
  );
  await waitFor(() => expect(hooks.result.current.policy.data?.accrual_rate).toBe('4.0000'));
  await act(async () => {
    await hooks.result.current.add.mutateAsync([
      { uuid: ada, balance: '40' },
      { uuid: grace, balance: '12.5' },
    ]);
  });
  await waitFor(() =>
    expect(hooks.result.current.enrolled.data).toEqual([
      { uuid: ada, balance: '40.000' },
      { uuid: grace, balance: '12.500' },
    ]),
  );

  // Hours that differ by day, the weekend off.
  const days = { '2027-01-08': '8', '2027-01-09': '0', '2027-01-10': '0', '2027-01-11': '4.5' };
  const request = {
    employee_uuid: ada,
    policy_uuid: policyId,
    start_date: '2027-01-08',
    end_date: '2027-01-11',
    days,
  };
  act(() => hooks.result.current.setBody(request));
  await waitFor(() =>
    expect(hooks.result.current.preview.data).toEqual({
      balance_hours: '40.000',
      this_request_hours: '12.500',
      other_requested_hours: '0.000',
      remaining_balance_hours: '27.500',
      allow_negative_balance: false,
      unlimited: false,
    }),
  );

  let requestId = '';
  await act(async () => {
    requestId = (await hooks.result.current.create.mutateAsync(request)).uuid;
  });
  await waitFor(() =>
    expect(hooks.result.current.requests.data?.items.map((r) => r.uuid)).toEqual([requestId]),
  );
  await waitFor(() =>
    expect(hooks.result.current.balances.data?.items[0]?.balances).toContainEqual({
      policy_uuid: policyId,
      balance_hours: '40.000',
      accrued_hours: '0.000',
      used_hours: '0.000',
      pending_hours: '12.500',
    }),
  );

  // Approved with one day shortened: the balance moves by exactly the approved 10.75 hours.
  await act(async () => {
    const approved = await hooks.result.current.review.mutateAsync({
      requestId,
      decision: 'approve',
      days: { ...days, '2027-01-11': '2.75' },
    });
    expect(approved.status).toBe('approved');
    expect(approved.days['2027-01-11']).toBe('2.750');
  });
  await waitFor(() =>
    expect(hooks.result.current.enrolled.data?.[0]).toEqual({ uuid: ada, balance: '29.250' }),
  );
  await waitFor(() => expect(hooks.result.current.requests.data?.items).toEqual([]));
  await waitFor(() =>
    expect(hooks.result.current.activities.data?.items[0]).toMatchObject({
      event_type: 'TimeOffEvent::RequestApproved',
      balance_change: '-10.750',
      balance: '29.250',
    }),
  );

  // Another request, declined with a note; its hours never left the balance.
  let second = '';
  await act(async () => {
    second = (
      await hooks.result.current.create.mutateAsync({
        ...request,
        days: { '2027-02-01': '8' },
        start_date: '2027-02-01',
        end_date: '2027-02-01',
      })
    ).uuid;
  });
  await act(async () => {
    const empty = hooks.result.current.review.mutateAsync({
      requestId: second,
      decision: 'decline',
      employerNote: '',
    });
    await expect(empty).rejects.toMatchObject({ status: 422, category: 'missing_parameter' });
  });
  await act(async () => {
    const declined = await hooks.result.current.review.mutateAsync({
      requestId: second,
      decision: 'decline',
      employerNote: 'Inventory week',
    });
    expect(declined).toMatchObject({ status: 'declined', employer_note: 'Inventory week' });
  });
  // Query observers hear of a cache change on a later tick than the mutation's promise.
  await waitFor(() => expect(hooks.result.current.enrolled.data?.[0]?.balance).toBe('29.250'));

  // A request over what is left is refused on days, with the numbers.
  await act(async () => {
    const over = hooks.result.current.create.mutateAsync({
      ...request,
      days: { '2027-01-08': '24', '2027-01-11': '6' },
    });
    await expect(over).rejects.toSatisfy(
      (error) =>
        isApiError(error) &&
        error.errors[0]?.error_key === 'days' &&
        error.metadata?.remaining_balance_hours === '-0.750',
    );
  });
});

test('deactivation is refused while a request is pending, naming it; deleting it lets the policy go', async () => {
  const { wrapper, companyId, withJob, client } = await session();
  const [ada] = withJob as [string];
  const policy = (
    await createTimeOffPolicy(client, companyId, {
      name: 'Sick 2027',
      policy_type: 'sick',
      accrual_method: 'per_hour_worked',
      accrual_rate: '1',
      accrual_rate_unit: '30',
    })
  ).data;
  const hooks = renderHook(
    () => ({
      add: useAddTimeOffPolicyEmployees(companyId, policy.uuid),
      create: useCreateTimeOffRequest(companyId),
      deactivate: useDeactivateTimeOffPolicy(companyId, policy.uuid),
      remove: useDeleteTimeOffRequest(companyId),
      policies: useTimeOffPolicies(companyId),
    }),
    { wrapper },
  );
  await act(async () => {
    await hooks.result.current.add.mutateAsync([{ uuid: ada, balance: '16' }]);
  });
  let pendingId = '';
  await act(async () => {
    pendingId = (
      await hooks.result.current.create.mutateAsync({
        employee_uuid: ada,
        policy_uuid: policy.uuid,
        start_date: '2027-03-01',
        end_date: '2027-03-01',
        days: { '2027-03-01': '4' },
      })
    ).uuid;
  });
  let refusal: unknown;
  await act(async () => {
    refusal = await hooks.result.current.deactivate.mutateAsync().catch((error: unknown) => error);
  });
  expect(refusal).toMatchObject({ status: 422, category: 'invalid_operation' });
  expect(pendingRequestsOf(refusal)).toEqual([
    expect.objectContaining({ uuid: pendingId, employee_uuid: ada, start_date: '2027-03-01' }),
  ]);
  await act(async () => {
    await hooks.result.current.remove.mutateAsync(pendingId);
  });
  await act(async () => {
    expect(await hooks.result.current.deactivate.mutateAsync()).toMatchObject({
      is_active: false,
      version: null,
    });
  });
  await waitFor(() =>
    expect(hooks.result.current.policies.data?.find((p) => p.uuid === policy.uuid)?.is_active).toBe(false),
  );
});

test('an unlimited policy refuses a balance on base; every policy is listed, past 100', async () => {
  const { wrapper, companyId, withJob, client } = await session();
  const [ada] = withJob as [string];
  const open = (
    await createTimeOffPolicy(client, companyId, {
      name: 'Unlimited',
      policy_type: 'vacation',
      accrual_method: 'unlimited',
    })
  ).data;
  for (let i = 0; i < 100; i += 1)
    await createTimeOffPolicy(client, companyId, {
      name: `Policy ${i}`,
      policy_type: 'sick',
      accrual_method: 'unlimited',
    });
  const hooks = renderHook(
    () => ({
      add: useAddTimeOffPolicyEmployees(companyId, open.uuid),
      adjust: useAdjustTimeOffBalances(companyId, open.uuid),
      policies: useTimeOffPolicies(companyId),
    }),
    { wrapper },
  );
  await act(async () => {
    expect((await hooks.result.current.add.mutateAsync([{ uuid: ada }])).employees).toEqual([
      { uuid: ada, balance: null },
    ]);
  });
  await act(async () => {
    const refused = hooks.result.current.adjust.mutateAsync([{ uuid: ada, balance: '40' }]);
    await expect(refused).rejects.toMatchObject({
      status: 422,
      category: 'invalid_operation',
      errors: [expect.objectContaining({ error_key: 'base' })],
    });
  });
  const total = (await listTimeOffPolicies(client, companyId, { per: 1 })).totalCount;
  expect(total).toBeGreaterThan(100);
  await waitFor(() => expect(hooks.result.current.policies.data).toHaveLength(total));
});

test('holiday pay: chosen federal holidays, employees added, the paid holidays of the coming year', async () => {
  const { wrapper, companyId, withJob } = await session();
  const [ada, grace] = withJob as [string, string];
  const hooks = renderHook(
    () => ({
      policy: useHolidayPayPolicy(companyId),
      create: useCreateHolidayPayPolicy(companyId),
      update: useUpdateHolidayPayPolicy(companyId),
      employees: useHolidayPayPolicyEmployees(companyId),
      holidays: usePaidHolidays(companyId, 2027),
    }),
    { wrapper },
  );
  await waitFor(() => expect(hooks.result.current.policy.data).toBeNull());
  await waitFor(() => expect(hooks.result.current.holidays.data).toEqual([]));
  await act(async () => {
    await hooks.result.current.create.mutateAsync({
      federal_holidays: { independence_day: { selected: true }, thanksgiving: { selected: true } },
    });
  });
  await act(async () => {
    await hooks.result.current.employees.mutateAsync({ change: 'add', employeeIds: [ada, grace] });
  });
  await waitFor(() =>
    expect(hooks.result.current.policy.data?.employees).toEqual([{ uuid: ada }, { uuid: grace }]),
  );
  const current = hooks.result.current.policy.data!;
  await act(async () => {
    const result = await hooks.result.current.update.update({
      federal_holidays: {
        ...current.federal_holidays,
        christmas_day: { ...current.federal_holidays.christmas_day!, selected: true },
      },
    });
    expect(result.status).toBe('saved');
  });
  await waitFor(() =>
    expect(hooks.result.current.holidays.data).toEqual([
      {
        holiday_key: 'independence_day',
        holiday_name: 'Independence Day',
        start_date: '2027-07-05',
        end_date: '2027-07-05',
      },
      {
        holiday_key: 'thanksgiving',
        holiday_name: 'Thanksgiving',
        start_date: '2027-11-25',
        end_date: '2027-11-25',
      },
      {
        holiday_key: 'christmas_day',
        holiday_name: 'Christmas Day',
        start_date: '2027-12-24',
        end_date: '2027-12-24',
      },
    ]),
  );
  await act(async () => {
    await hooks.result.current.employees.mutateAsync({ change: 'remove', employeeIds: [ada] });
  });
  await waitFor(() => expect(hooks.result.current.policy.data?.employees).toEqual([{ uuid: grace }]));
});
