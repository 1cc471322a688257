// @vitest-environment jsdom
// Issue 43: after a pay change is saved, the pay history (not on screen while the form was)
// lists the new pay as soon as it is shown again, rather than its old rows until a refetch.
// Hooks against the in-process demo service, its clock pinned to Monday 15 June 2026.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useEmployees } from '../../../src/hooks/employees';
import { useCompensationHistory, useJobs, usePayChangeForm } from '../../../src/hooks/jobs';
import { payrollSession } from './payrollRunHarness';

afterEach(cleanup);

test('a saved pay change is in the pay history the moment the history shows again', async () => {
  const session = payrollSession(12);
  const render = <T,>(hook: () => T) => renderHook(hook, { wrapper: session.wrapper });
  const employees = render(() => useEmployees(session.companyId, { per: 100 })).result;
  await waitFor(() => expect(employees.current.data?.items.length).toBeGreaterThan(0));
  const grace = employees.current.data!.items.find(
    (e) => e.first_name === 'Grace' && e.last_name === 'Lovelace',
  )!;
  const jobs = render(() => useJobs(grace.uuid)).result;
  await waitFor(() => expect(jobs.current.data).toBeDefined());
  const job = jobs.current.data!.find((entry) => entry.primary)!;

  // The history on screen, then the form in its place.
  const list = render(() => useCompensationHistory(job.uuid));
  await waitFor(() => expect(list.result.current.data).toHaveLength(1));
  list.unmount();
  const form = render(() => usePayChangeForm({ employeeId: grace.uuid, jobId: job.uuid })).result;
  await waitFor(() => expect(form.current.current).toBeDefined());
  act(() => {
    form.current.form.setValue('rate', '91000.00');
    form.current.form.setValue('effective_date', '2026-06-20');
  });
  await act(() => form.current.submit());
  expect(form.current.formErrors).toEqual([]);

  // Back to the history: its first render already has the new pay.
  const again = render(() => useCompensationHistory(job.uuid)).result;
  expect(again.current.data?.map((c) => [c.rate, c.effective_date])).toEqual([
    ['85000.00', job.hire_date],
    ['91000.00', '2026-06-20'],
  ]);
});
