// @vitest-environment jsdom
// Issue 43, first defect: a raise dated after a pay period is not that period's pay. With the
// hooks against the in-process demo service, its clock pinned to Monday 15 June 2026: Ada
// Lovelace earns $24.50 an hour (Nonexempt) and gets $27.00 (Salaried Nonexempt) from 1 Jan 2027.
// current_compensation_uuid stays the latest-dated one (UPSTREAM A.4); the pay now, the dismissal
// payroll's rows and its editor's pay column read the compensation in effect.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { useEmployees } from '../../../src/hooks/employees';
import {
  useCreateDismissalPayroll,
  useDismissalPayPeriods,
  useTerminationForm,
} from '../../../src/hooks/employment';
import { useJobs, usePayChangeForm } from '../../../src/hooks/jobs';
import { usePayrollEditor } from '../../../src/hooks/payroll';
import { usePayrollPayFacts } from '../../../src/hooks/payroll/usePayrollPayFacts';
import { payrollSession } from './payrollRunHarness';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

test('a raise from 1 Jan 2027 is not the pay now, nor the dismissal payroll of 6–19 June, its rows or its editor’s rate', async () => {
  const session = payrollSession(12);
  const { companyId, wrapper } = session;
  const render = <T,>(hook: () => T) => renderHook(hook, { wrapper }).result;
  const employees = render(() => useEmployees(companyId, { per: 100 }));
  await waitFor(() => expect(employees.current.data?.items.length).toBeGreaterThan(0));
  const ada = employees.current.data!.items.find(
    (e) => e.first_name === 'Ada' && e.last_name === 'Lovelace',
  )!;
  const jobs = render(() => useJobs(ada.uuid));
  await waitFor(() => expect(jobs.current.data).toBeDefined());
  const job = jobs.current.data!.find((entry) => entry.primary)!;
  expect(job.rate).toBe('24.50');

  const raise = render(() =>
    usePayChangeForm({ employeeId: ada.uuid, jobId: job.uuid, today: '2026-06-15' }),
  );
  await waitFor(() => expect(raise.current.current?.rate).toBe('24.50'));
  act(() => {
    raise.current.form.setValue('rate', '27.00');
    raise.current.form.setValue('payment_unit', 'Hour');
    raise.current.form.setValue('flsa_status', 'Salaried Nonexempt');
    raise.current.form.setValue('effective_date', '2027-01-01');
  });
  await act(() => raise.current.submit());
  expect(raise.current.formErrors).toEqual([]);
  // The job names the raise as its current compensation, as upstream does…
  await waitFor(() =>
    expect(jobs.current.data?.find((entry) => entry.uuid === job.uuid)?.compensations?.length).toBe(2),
  );
  const raised = jobs.current.data!.find((entry) => entry.uuid === job.uuid)!;
  expect(raised.compensations?.find((c) => c.uuid === raised.current_compensation_uuid)?.rate).toBe('27.00');
  // …while the pay in effect today, which a new pay change starts from, is still $24.50.
  const again = render(() =>
    usePayChangeForm({ employeeId: ada.uuid, jobId: job.uuid, today: '2026-06-15' }),
  );
  await waitFor(() => expect(again.current.current).toBeDefined());
  expect(again.current.current).toMatchObject({ rate: '24.50', flsa_status: 'Nonexempt' });

  // Terminated on Tuesday 16 June with a dismissal payroll for 6–19 June.
  const terminate = render(() => useTerminationForm({ companyId, employeeId: ada.uuid }));
  await waitFor(() => expect(terminate.current.isLoading).toBe(false));
  act(() => {
    terminate.current.form.setValue('effective_date', '2026-06-16');
    terminate.current.form.setValue('run_termination_payroll', true);
  });
  await act(() => terminate.current.submit());
  expect(terminate.current.formErrors).toEqual([]);
  const periods = render(() => useDismissalPayPeriods(companyId));
  await waitFor(() => expect(periods.current.data?.length).toBe(1));
  const create = render(() => useCreateDismissalPayroll(companyId));
  const payroll = await act(() => create.current.mutateAsync(periods.current.data![0]!));
  expect(payroll.pay_period.end_date).toBe('2026-06-19');

  // The editor's pay column for that period: $24.50 an hour.
  const facts = render(() => usePayrollPayFacts(companyId, { periodEnd: payroll.pay_period.end_date }));
  await waitFor(() => expect(facts.current.data).toBeDefined());
  expect(facts.current.data!.employees.get(ada.uuid)?.hourlyRates[job.uuid]).toBe('24.50');

  // The payroll's hourly lines carry the FLSA status in effect for the period.
  const editor = render(() => usePayrollEditor(companyId, payroll.uuid));
  await waitFor(() => expect(editor.current.status).toBe('ready'));
  const row = editor.current.store.getRow(ada.uuid)!.compensation;
  expect(row.hourly_compensations.length).toBeGreaterThan(0);
  expect(new Set(row.hourly_compensations.map((line) => line.flsa_status))).toEqual(new Set(['Nonexempt']));
}, 30_000);
