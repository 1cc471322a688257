// @vitest-environment jsdom
// The rehire form (UPSTREAM-2 J.3): its fields checked before any request, the service's refusals
// on their fields, and a rehire saved once per user action; against the in-process demo service,
// its clock pinned to Monday 15 June 2026.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useEmployees } from '../../../src/hooks/employees';
import { useRehire, useRehireForm } from '../../../src/hooks/employment';
import { useActiveLocations } from '../../../src/hooks/locations';
import { demoCall, payrollSession } from './payrollRunHarness';

afterEach(cleanup);

async function setUp(firstName: string) {
  const session = payrollSession(12);
  const render = <T,>(hook: () => T) => renderHook(hook, { wrapper: session.wrapper }).result;
  const employees = render(() => useEmployees(session.companyId, { per: 100 }));
  await waitFor(() => expect(employees.current.data?.items.length).toBeGreaterThan(0));
  const employee = employees.current.data!.items.find((e) => e.first_name === firstName)!;
  const locations = render(() => useActiveLocations(session.companyId));
  await waitFor(() => expect(locations.current.data?.length).toBeGreaterThan(0));
  return { session, render, employeeId: employee.uuid, locationId: locations.current.data![0]!.uuid };
}

test('a rehire without a date or a work location is refused on those fields before any request', async () => {
  const { session, render, employeeId } = await setUp('Grace');
  const form = render(() => useRehireForm({ companyId: session.companyId, employeeId }));
  await act(() => form.current.submit());
  expect(form.current.form.formState.errors.effective_date?.message).toBe('validation.required');
  expect(form.current.form.formState.errors.work_location_uuid?.message).toBe('validation.required');
  expect(form.current.result).toBeUndefined();
});

test('a rehire on or before the last day is refused on its date by the service; a later one is saved', async () => {
  const { session, render, employeeId, locationId } = await setUp('Grace');
  const terminated = await demoCall(session.api, 'POST', `/v1/employees/${employeeId}/terminations`, {
    effective_date: '2026-06-16',
  });
  expect(terminated.status).toBe(201);
  const form = render(() => useRehireForm({ companyId: session.companyId, employeeId }));
  act(() => {
    form.current.form.setValue('effective_date', '2026-06-16');
    form.current.form.setValue('work_location_uuid', locationId);
  });
  await act(() => form.current.submit());
  expect(form.current.form.formState.errors.effective_date?.message).toContain('after the last day of work');
  // Every typed value stays.
  expect(form.current.form.getValues('work_location_uuid')).toBe(locationId);

  act(() => form.current.form.setValue('effective_date', '2026-06-29'));
  await act(() => form.current.submit());
  expect(form.current.formErrors).toEqual([]);
  expect(form.current.result).toMatchObject({ effective_date: '2026-06-29', work_location_uuid: locationId });
  const rehire = render(() => useRehire(employeeId));
  await waitFor(() =>
    expect(rehire.current.data).toMatchObject({ effective_date: '2026-06-29', active: false }),
  );
});

test('rehiring an employee who was never terminated is the service’s refusal, shown for the whole form', async () => {
  const { session, render, employeeId, locationId } = await setUp('Ada');
  const form = render(() => useRehireForm({ companyId: session.companyId, employeeId }));
  act(() => {
    form.current.form.setValue('effective_date', '2026-06-29');
    form.current.form.setValue('work_location_uuid', locationId);
  });
  await act(() => form.current.submit());
  expect(form.current.result).toBeUndefined();
  expect(form.current.formErrors.map((issue) => issue.message)).toContain(
    'Cannot rehire if employee has not been terminated',
  );
});
