// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { Payroll } from '../../../src/api/payroll/types';
import { useOffCyclePayrollForm } from '../../../src/hooks/payroll/useOffCyclePayrollForm';
import { demoClient, recordRequests } from '../api/demoService';
import { demoCall, payrollSession } from './payrollRunHarness';

afterEach(cleanup);

const today = () => '2026-06-15';

/** The hook on the demo service's clock, with the requests it sends recorded. */
function offCycleForm() {
  const session = payrollSession(5);
  const recorder = recordRequests(session.fetchFn);
  const created: Payroll[] = [];
  const failures: unknown[] = [];
  const { result } = renderHook(
    () =>
      useOffCyclePayrollForm(session.companyId, {
        today,
        onCreated: (payroll) => created.push(payroll),
        onError: (error) => failures.push(error),
      }),
    { wrapper: session.wrapperFor(demoClient(recorder.fetch, { retry: false })) },
  );
  const posts = () => recorder.requests.filter((request) => request.method === 'POST');
  return { ...session, result, created, failures, posts };
}

async function employeesOf(api: ReturnType<typeof payrollSession>['api'], count: number) {
  const { body } = await demoCall(api, 'GET', `/v1/companies/${api.companyUuid}/employees?per=${count}`);
  return (body as { uuid: string; first_name: string }[])
    .slice(0, count)
    .map((employee) => ({ uuid: employee.uuid, name: employee.first_name }));
}

test('starts as a bonus for today with the check a week out, the supplemental rate and nobody chosen', () => {
  const { result } = offCycleForm();
  expect(result.current.form.getValues()).toEqual({
    off_cycle_reason: 'Bonus',
    start_date: '2026-06-15',
    end_date: '2026-06-15',
    check_date: '2026-06-22',
    withholding_pay_period: '',
    pay_schedule_uuid: '',
    skip_regular_deductions: false,
    fixed_withholding_rate: true,
    employees: [],
  });
});

test('dates out of order, a past check date, nobody chosen and a transition without its schedule never leave the browser', async () => {
  const { result, posts } = offCycleForm();
  act(() => {
    result.current.form.setValue('start_date', '2026-06-20');
    result.current.form.setValue('end_date', '2026-06-10');
    result.current.form.setValue('check_date', '2026-06-14');
    result.current.form.setValue('off_cycle_reason', 'Transition from old pay schedule');
  });
  await act(() => result.current.submit());
  const { errors } = result.current.form.formState;
  expect(errors.end_date?.message).toBe('offCycle.endBeforeStart');
  expect(errors.check_date?.message).toBe('offCycle.checkDatePast');
  expect(errors.employees?.message).toBe('offCycle.employees.none');
  expect(errors.pay_schedule_uuid?.message).toBe('validation.required');
  expect(posts()).toEqual([]);
});

test('more than 100 employees is refused before a request', async () => {
  const { result, posts } = offCycleForm();
  const many = Array.from({ length: 101 }, (_, index) => ({ uuid: `e-${index}`, name: `E ${index}` }));
  act(() => result.current.form.setValue('employees', many));
  await act(() => result.current.submit());
  expect(result.current.form.formState.errors.employees?.message).toBe('offCycle.employees.tooMany');
  expect(posts()).toEqual([]);
});

test('creates the off-cycle payroll for the chosen employees, sending their uuids only', async () => {
  const { api, result, created, posts } = offCycleForm();
  const chosen = await employeesOf(api, 2);
  act(() => result.current.form.setValue('employees', chosen));
  await act(() => result.current.submit());
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({ off_cycle: true, off_cycle_reason: 'Bonus', check_date: '2026-06-22' });
  const body = await posts()[0]!.clone().json();
  expect(body).toMatchObject({
    off_cycle: true,
    off_cycle_reason: 'Bonus',
    employee_uuids: chosen.map((employee) => employee.uuid),
    fixed_withholding_rate: true,
    skip_regular_deductions: false,
  });
  expect(body).not.toHaveProperty('pay_schedule_uuid');
  expect(body).not.toHaveProperty('withholding_pay_period');
});

test("the service's refusal of an employee lands on the employees field and is reported", async () => {
  const { result, created, failures } = offCycleForm();
  act(() => result.current.form.setValue('employees', [{ uuid: 'no-such-employee', name: 'Nobody' }]));
  await act(() => result.current.submit());
  expect(created).toEqual([]);
  expect(failures).toHaveLength(1);
  expect(result.current.form.formState.errors.employees?.message).toEqual(expect.any(String));
  expect(result.current.formErrors).toEqual([]);
});
