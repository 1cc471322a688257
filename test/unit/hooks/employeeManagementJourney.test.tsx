// @vitest-environment jsdom
// Issue 26, the headless layer: after onboarding, an admin changes pay from a date, adds a
// garnishment, terminates with a dismissal payroll, cancels a termination and rehires, with the
// hooks alone against the in-process demo service, its clock pinned to Monday 15 June 2026.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { isApiError } from '../../../src/api/errors';
import { useEmployees } from '../../../src/hooks/employees';
import {
  useCancelTermination,
  useCreateDismissalPayroll,
  useCreateRehire,
  useDismissalPayPeriods,
  useEmploymentHistory,
  useRehire,
  useTermination,
  useTerminationForm,
  useUpdateTermination,
} from '../../../src/hooks/employment';
import { useGarnishmentForm, useGarnishments } from '../../../src/hooks/garnishments';
import { useCompensationHistory, useJobs, usePayChangeForm } from '../../../src/hooks/jobs';
import { useActiveLocations } from '../../../src/hooks/locations';
import {
  usePayrollEditor,
  usePayrollReview,
  usePayrollRunActions,
  usePayrollRunStatus,
  usePayrolls,
} from '../../../src/hooks/payroll';
import { usePayStubPdf, usePayStubs } from '../../../src/hooks/payStubs';
import { payrollSession } from './payrollRunHarness';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

type Session = ReturnType<typeof payrollSession>;

function renderer({ wrapper }: Session) {
  return <T,>(hook: () => T) => renderHook(hook, { wrapper }).result;
}

/** The seeded employee by name, with their primary job. */
async function seededEmployee(session: Session, firstName: string, lastName: string) {
  const render = renderer(session);
  const employees = render(() => useEmployees(session.companyId, { per: 100 }));
  await waitFor(() => expect(employees.current.data?.items.length).toBeGreaterThan(0));
  const employee = employees.current.data!.items.find(
    (e) => e.first_name === firstName && e.last_name === lastName,
  )!;
  const jobs = render(() => useJobs(employee.uuid));
  await waitFor(() => expect(jobs.current.data).toBeDefined());
  return { employee, job: jobs.current.data!.find((job) => job.primary)! };
}

/** The unprocessed regular payroll of the pay period starting on `start`. */
async function regularPayroll(session: Session, start: string): Promise<string> {
  const payrolls = renderer(session)(() =>
    usePayrolls(session.companyId, {
      processingStatuses: ['unprocessed'],
      payrollTypes: ['regular'],
      per: 100,
    }),
  );
  await waitFor(() => expect(payrolls.current.data).toBeDefined());
  return payrolls.current.data!.items.find((p) => p.pay_period?.start_date === start)!.uuid;
}

/** Opens a payroll in the editor, calculates it and answers the employee's calculated row, and a way to submit. */
async function calculate(session: Session, payrollId: string, employeeId: string) {
  const { companyId, api, wrapper } = session;
  const run = renderHook(
    () => {
      const editor = usePayrollEditor(companyId, payrollId);
      const status = usePayrollRunStatus(companyId, payrollId, { initialIntervalMs: 5, maxIntervalMs: 20 });
      const actions = usePayrollRunActions(companyId, payrollId, { editor });
      const review = usePayrollReview(companyId, payrollId, { enabled: status.phase === 'calculated' });
      return { editor, status, actions, review };
    },
    { wrapper },
  );
  await waitFor(() => expect(run.result.current.editor.status).toBe('ready'));
  await act(() => run.result.current.actions.calculate());
  await act(() => api.clock.advance(1000));
  await waitFor(() => expect(run.result.current.status.phase).toBe('calculated'));
  await waitFor(() => expect(run.result.current.review.rows?.items.length).toBeGreaterThan(0));
  const row = run.result.current.review.rows!.items.find((r) => r.employee_uuid === employeeId)!;
  const submit = async () => {
    await act(() => run.result.current.actions.submit());
    await act(() => api.clock.advance(2000));
    await waitFor(() => expect(run.result.current.status.phase).toMatch(/^(processed|paid)$/));
    run.unmount();
  };
  return { row, submit, unmount: run.unmount };
}

test('a raise from the next pay period is paid by the next payroll; a child support garnishment is refused with a pay-period maximum above its annual maximum, then taken as a deduction and shown on the pay stub', async () => {
  const session = payrollSession(12);
  const render = renderer(session);
  const { employee, job } = await seededEmployee(session, 'Grace', 'Lovelace');
  expect(job.rate).toBe('85000.00');

  // A raise to $91,000 from Saturday 20 June, the first day of the next pay period.
  const raise = render(() => usePayChangeForm({ employeeId: employee.uuid, jobId: job.uuid }));
  await waitFor(() => expect(raise.current.current?.rate).toBe('85000.00'));
  expect(raise.current.form.getValues()).toMatchObject({ payment_unit: 'Year', flsa_status: 'Exempt' });
  act(() => {
    raise.current.form.setValue('rate', '91000.00');
    raise.current.form.setValue('effective_date', '2026-06-20');
  });
  await act(() => raise.current.submit());
  expect(raise.current.formErrors).toEqual([]);
  expect(raise.current.result).toMatchObject({ rate: '91000.00', effective_date: '2026-06-20' });
  const history = render(() => useCompensationHistory(job.uuid));
  await waitFor(() =>
    expect(history.current.data?.map((c) => [c.rate, c.effective_date])).toContainEqual([
      '91000.00',
      '2026-06-20',
    ]),
  );
  expect(history.current.data?.map((c) => c.rate)).toContain('85000.00');

  // A child support order whose pay-period maximum ($600) is above its annual maximum ($500):
  // refused on that field before any request.
  const garnishmentForm = render(() => useGarnishmentForm({ employeeId: employee.uuid }));
  act(() => {
    const { form } = garnishmentForm.current;
    form.setValue('garnishment_type', 'child_support');
    form.setValue('description', 'Child support, Broward County');
    form.setValue('amount', '150.00');
    form.setValue('annual_maximum', '500.00');
    form.setValue('pay_period_maximum', '600.00');
    form.setValue('child_support', {
      state: 'FL',
      fips_code: '12011',
      payment_period: 'Monthly',
      case_number: '',
      order_number: '',
      remittance_number: '',
    });
  });
  await act(() => garnishmentForm.current.submit());
  expect(garnishmentForm.current.form.formState.errors.pay_period_maximum?.message).toBe('validation.max');
  // "Enter {max} or less": a cent below the annual maximum.
  expect(garnishmentForm.current.payPeriodMaximumLimit).toBe('499.99');
  const garnishments = render(() => useGarnishments(employee.uuid));
  await waitFor(() => expect(garnishments.current.data?.items).toEqual([]));

  // Florida's agency needs a case number: the service says so on that field of the order.
  await waitFor(() => expect(garnishmentForm.current.agency?.required_attributes).toBeDefined());
  expect(garnishmentForm.current.agency?.required_attributes.map((a) => a.key)).toEqual(['case_number']);
  act(() => garnishmentForm.current.form.setValue('annual_maximum', '1200.00'));
  act(() => garnishmentForm.current.form.setValue('pay_period_maximum', '100.00'));
  await act(() => garnishmentForm.current.submit());
  expect(garnishmentForm.current.form.formState.errors.child_support?.case_number?.type).toBe(
    'missing_parameter',
  );
  // Every typed value stays.
  expect(garnishmentForm.current.form.getValues('pay_period_maximum')).toBe('100.00');

  act(() => garnishmentForm.current.form.setValue('child_support.case_number', 'FL-2026-118'));
  await act(() => garnishmentForm.current.submit());
  expect(garnishmentForm.current.formErrors).toEqual([]);
  await waitFor(() => expect(garnishments.current.data?.items.length).toBe(1));
  const garnishment = garnishments.current.data!.items[0]!;
  expect(garnishment).toMatchObject({
    active: true,
    amount: '150.00',
    pay_period_maximum: '100.00',
    annual_maximum: '1200.00',
    child_support: { state: 'FL', fips_code: '12011', case_number: 'FL-2026-118' },
  });

  // The payroll of 6–19 June: still the old pay, $85,000 ÷ 26 = $3,269.230… → $3,269.23; the
  // $150.00 order is capped at its $100.00 pay-period maximum, taken after taxes.
  const current = await calculate(session, await regularPayroll(session, '2026-06-06'), employee.uuid);
  expect(current.row.gross_pay).toBe('3269.23');
  expect(current.row.deductions).toContainEqual(
    expect.objectContaining({
      uuid: garnishment.uuid,
      name: 'Child support, Broward County',
      amount: '100.00',
    }),
  );
  await current.submit();

  // Its pay stub lists the deduction line, to the cent.
  const stubs = render(() => usePayStubs(employee.uuid));
  await waitFor(() => expect(stubs.current.data?.items[0]?.check_date).toBe('2026-06-24'));
  const stub = stubs.current.data!.items[0]!;
  expect(stub.gross_pay).toBe('3269.23');
  const pdf = render(() => usePayStubPdf(stub.payroll_uuid, employee.uuid));
  await waitFor(() => expect(pdf.current.data).toBeDefined());
  expect(pdf.current.data!.type).toBe('application/pdf');
  const text = await pdf.current.data!.text();
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text).toContain('(Child support, Broward County: $100.00)');
  expect(text).toContain('(Gross pay: $3,269.23)');

  // The next payroll, 20 June – 3 July, pays the raise: $91,000 ÷ 26 = $3,500.00.
  const next = await calculate(session, await regularPayroll(session, '2026-06-20'), employee.uuid);
  expect(next.row.gross_pay).toBe('3500.00');
  expect(next.row.deductions).toContainEqual(
    expect.objectContaining({ uuid: garnishment.uuid, amount: '100.00' }),
  );
  next.unmount();
}, 60_000);

test('a salaried employee terminated with a dismissal payroll is paid their final wages; a termination is cancelled while allowed; the terminated employee is rehired', async () => {
  const session = payrollSession(12);
  const { companyId } = session;
  const render = renderer(session);
  const { employee, job } = await seededEmployee(session, 'Grace', 'Lovelace');
  expect(job.rate).toBe('85000.00');

  // Last day Tuesday 16 June, final wages on a dismissal payroll.
  const terminate = render(() => useTerminationForm({ companyId, employeeId: employee.uuid }));
  await waitFor(() => expect(terminate.current.isLoading).toBe(false));
  expect(terminate.current.termination).toBeUndefined();
  act(() => {
    terminate.current.form.setValue('effective_date', '2026-06-16');
    terminate.current.form.setValue('run_termination_payroll', true);
  });
  await act(() => terminate.current.submit());
  expect(terminate.current.formErrors).toEqual([]);
  await waitFor(() => expect(terminate.current.termination?.effective_date).toBe('2026-06-16'));
  // A dismissal payroll makes it final: the service refuses to cancel it.
  expect(terminate.current.termination?.cancelable).toBe(false);
  const refusedCancel = render(() => useCancelTermination(companyId, employee.uuid));
  const refusal = await refusedCancel.current.mutateAsync().catch((error: unknown) => error);
  expect(isApiError(refusal) && refusal.status).toBe(404);
  expect(isApiError(refusal) && refusal.errors[0]?.category).toBe('incorrect_state');

  // The dismissal pay period (6–19 June) is offered; its payroll pre-fills the vacation payout.
  const periods = render(() => useDismissalPayPeriods(companyId));
  await waitFor(() => expect(periods.current.data?.length).toBe(1));
  const period = periods.current.data![0]!;
  expect(period).toMatchObject({
    employee_uuid: employee.uuid,
    start_date: '2026-06-06',
    end_date: '2026-06-19',
  });
  const createDismissal = render(() => useCreateDismissalPayroll(companyId));
  const payroll = await act(() => createDismissal.current.mutateAsync(period));
  expect(payroll).toMatchObject({ off_cycle_reason: 'Dismissed employee', final_termination_payroll: true });

  const dismissal = await calculate(session, payroll.uuid, employee.uuid);
  // DECISIONS 57, by hand: Mon 8 – Tue 16 June is 7 business days;
  //   salary $85,000 × 7 ÷ 260 = $2,288.4615… → $2,288.46.
  //   The Vacation policy pays out its 48 h balance at $85,000 ÷ 2,080 = $40.8653… → $40.87 an hour:
  //   48 × $40.87 = $1,961.76.
  //   Gross: $2,288.46 + $1,961.76 = $4,250.22.
  expect(dismissal.row.gross_pay).toBe('4250.22');
  await dismissal.submit();
  // Paid: the period is no longer offered when the landing reads them again.
  await act(() => periods.current.refetch());
  await waitFor(() => expect(periods.current.data).toEqual([]));

  // Another employee leaves at the end of the month with no dismissal payroll: cancelable, and cancelled.
  const { employee: other } = await seededEmployee(session, 'Alan', 'Lovelace');
  const otherForm = render(() => useTerminationForm({ companyId, employeeId: other.uuid }));
  await waitFor(() => expect(otherForm.current.isLoading).toBe(false));
  act(() => otherForm.current.form.setValue('effective_date', '2026-06-30'));
  await act(() => otherForm.current.submit());
  await waitFor(() => expect(otherForm.current.termination?.cancelable).toBe(true));
  const cancel = render(() => useCancelTermination(companyId, other.uuid));
  await act(() => cancel.current.mutateAsync());
  const otherTermination = render(() => useTermination(other.uuid));
  await waitFor(() => expect(otherTermination.current.data).toBeNull());

  // Grace comes back on Monday 29 June at the company's office.
  const locations = render(() => useActiveLocations(companyId));
  await waitFor(() => expect(locations.current.data?.length).toBeGreaterThan(0));
  const rehire = render(() => useCreateRehire(companyId, employee.uuid));
  await act(() =>
    rehire.current.mutateAsync({
      effective_date: '2026-06-29',
      file_new_hire_report: false,
      work_location_uuid: locations.current.data![0]!.uuid,
      employment_status: 'full_time',
    }),
  );
  const rehired = render(() => useRehire(employee.uuid));
  await waitFor(() =>
    expect(rehired.current.data).toMatchObject({ effective_date: '2026-06-29', active: false }),
  );
  const employment = render(() => useEmploymentHistory(employee.uuid));
  await waitFor(() =>
    expect(employment.current.data?.map((h) => [h.hire_date, h.termination_date])).toEqual([
      [job.hire_date, '2026-06-16'],
      ['2026-06-29', null],
    ]),
  );
}, 60_000);

test('a termination edited meanwhile by a colleague comes back as a conflict on its last day, and keeping mine saves it', async () => {
  const session = payrollSession(12);
  const { companyId } = session;
  const render = renderer(session);
  const { employee } = await seededEmployee(session, 'Grace', 'Lovelace');
  const mine = render(() => useTerminationForm({ companyId, employeeId: employee.uuid }));
  await waitFor(() => expect(mine.current.isLoading).toBe(false));
  act(() => mine.current.form.setValue('effective_date', '2026-06-30'));
  await act(() => mine.current.submit());
  await waitFor(() => expect(mine.current.termination?.effective_date).toBe('2026-06-30'));

  // A colleague, on a page of their own, moves the last day to 3 July.
  const colleague = renderHook(() => useUpdateTermination(companyId, employee.uuid), {
    wrapper: session.wrapperFor(session.client),
  }).result;
  const theirs = await act(() => colleague.current.update({ effective_date: '2026-07-03' }));
  expect(theirs.status).toBe('saved');

  // I, still showing 30 June, move it to 10 July: the same field changed on both sides.
  act(() => mine.current.form.setValue('effective_date', '2026-07-10'));
  await act(() => mine.current.submit());
  expect(mine.current.conflict?.fields.map((field) => field.name)).toEqual(['effective_date']);
  expect(mine.current.conflict?.remote.effective_date).toBe('2026-07-03');
  await act(() => mine.current.resolveConflict('local'));
  const termination = render(() => useTermination(employee.uuid));
  await waitFor(() => expect(termination.current.data?.effective_date).toBe('2026-07-10'));
  expect(mine.current.conflict).toBeUndefined();
}, 60_000);
