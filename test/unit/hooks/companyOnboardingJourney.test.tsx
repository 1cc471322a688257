// @vitest-environment jsdom
// Done-when of issue 23: a company a partner's server creates (createCompany, system token) is
// taken to approved and through its first regular payroll to paid with the headless hooks alone,
// each call going page → proxy (the company's stored tokens) → in-process demo service, and every
// onboarding payroll blocker appearing and clearing from the service's real state on the way.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createPayrollClient } from '../../../src/api/client';
import { isApiError } from '../../../src/api/errors';
import type { StateTaxesUpdate } from '../../../src/api/taxes/types';
import { createDemoApi } from '../../../src/demo-api';
import { useCreateHomeAddress, useCreateWorkAddress } from '../../../src/hooks/addresses';
import {
  useCompany,
  useCompanyBankAccountForm,
  useCompanyForms,
  useCompanyOnboardingStatus,
  useFederalTaxDetailsForm,
  useFinishCompanyOnboarding,
  useSignatoryForm,
  useSignCompanyForm,
  useStateTaxForm,
  useUpdateIndustrySelection,
} from '../../../src/hooks/company';
import { useCreateEmployee } from '../../../src/hooks/employees';
import { useCreateJob, useUpdateCompensation } from '../../../src/hooks/jobs';
import { useCreateLocation } from '../../../src/hooks/locations';
import {
  useEmployeeForms,
  useSignEmployeeForm,
  useTransitionOnboardingStatus,
} from '../../../src/hooks/onboarding';
import { useCreatePaySchedule } from '../../../src/hooks/paySchedules';
import {
  usePayrollBlockers,
  usePayrollEditor,
  usePayrollRunActions,
  usePayrollRunList,
  usePayrollRunStatus,
} from '../../../src/hooks/payroll';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { demoEventSource } from './payrollRunHarness';
import { useUpdateFederalTaxes, useUpdateStateTaxes } from '../../../src/hooks/taxes/mutations';
import { signUpCompany } from '../../support/companySignUp';
import { AUSTIN_HEADQUARTERS } from '../../support/companies';

afterEach(cleanup);

const TODAY = '2026-06-15T16:00:00Z';
const ORIGIN = 'https://partner.example';

/** The partner's back end (demo service, proxy, store) and one signed-in admin's page. */
async function partner() {
  const start = new Date(TODAY).getTime();
  const api = createDemoApi({
    employees: 1,
    now: () => new Date(start),
    autoApprove: true,
    rateLimit: 100_000,
  });
  const { companyId, proxy } = await signUpCompany(api, { origin: ORIGIN });
  // The page calls its own origin; the proxy adds the company's token and the signer's IP.
  const client = createPayrollClient({
    baseUrl: `${ORIGIN}/api/payroll`,
    retry: false,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('origin', ORIGIN);
      return proxy(request, { clientIp: '203.0.113.9' });
    }) as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  return { api, companyId, wrapper };
}

test('a company created by the partner’s server reaches approval and pays its first payroll through the hooks alone', async () => {
  const { api, companyId, wrapper } = await partner();
  const render = <T,>(hook: () => T) => renderHook(hook, { wrapper }).result;

  const blockers = renderHook(() => usePayrollBlockers(companyId), { wrapper });
  const keys = () => (blockers.result.current.data ?? []).map((b) => b.key);
  const expectBlockers = (present: string[], gone: string[]) =>
    waitFor(() => {
      expect(keys()).toEqual(expect.arrayContaining(present));
      for (const key of gone) expect(keys()).not.toContain(key);
    });
  const status = render(() => useCompanyOnboardingStatus(companyId));
  const company = render(() => useCompany(companyId));

  await waitFor(() => expect(company.current.data?.company_status).toBe('Not Approved'));
  await expectBlockers(
    [
      'missing_addresses',
      'missing_bank_info',
      'missing_federal_tax_setup',
      'missing_industry_selection',
      'missing_pay_schedule',
      'missing_employee_setup',
      'missing_state_tax_setup',
      'missing_signatory',
      'missing_forms',
      'needs_onboarding',
    ],
    [],
  );
  await waitFor(() => expect(status.current.steps).toHaveLength(9));
  expect(status.current.steps.every((step) => step.state !== 'done')).toBe(true);
  expect(status.current.steps.find((s) => s.id === 'sign_all_forms')).toMatchObject({
    state: 'waiting',
    clearsBlockers: ['missing_signatory', 'invalid_signatory', 'missing_forms'],
  });
  expect(status.current.nextStep?.id).toBe('add_addresses');

  // Finishing too early names the open steps, and changes nothing.
  const finish = render(() => useFinishCompanyOnboarding(companyId));
  const early = await act(() => finish.current.mutateAsync().catch((e: unknown) => e));
  expect(isApiError(early) && early.status).toBe(422);
  expect((early as { metadata?: { steps?: string[] } }).metadata?.steps).toEqual(
    expect.arrayContaining(['add_addresses', 'federal_tax_setup', 'verify_bank_info', 'sign_all_forms']),
  );

  // Addresses.
  const createLocation = render(() => useCreateLocation(companyId));
  const location = await act(() => createLocation.current.mutateAsync(AUSTIN_HEADQUARTERS));
  // A location write refreshes the locations only (the CompanyLocations budget keeps it so): the
  // company's onboarding reads are read again, as an onboarding screen does on showing its next step.
  await act(() => Promise.all([blockers.result.current.refetch(), status.current.refetch()]));
  await expectBlockers(['missing_federal_tax_setup'], ['missing_addresses']);
  await waitFor(() => expect(status.current.steps.find((s) => s.id === 'add_addresses')?.state).toBe('done'));
  expect(status.current.steps.find((s) => s.id === 'add_employees')?.state).toBe('todo');

  // Federal tax details.
  const federal = render(() => useFederalTaxDetailsForm(companyId));
  await waitFor(() => expect(federal.current.details).toBeDefined());
  act(() => {
    federal.current.form.setValue('legal_name', 'Langley Analytics LLC');
    federal.current.form.setValue('ein', '74-1234567');
    federal.current.form.setValue('tax_payer_type', 'LLC');
    federal.current.form.setValue('filing_form', '941');
  });
  await act(() => federal.current.submit());
  expect(federal.current.formErrors).toEqual([]);
  await expectBlockers(['missing_industry_selection'], ['missing_federal_tax_setup']);

  // Industry.
  const industry = render(() => useUpdateIndustrySelection(companyId));
  await act(() => industry.current.mutateAsync({ naics_code: '541511' }));
  await expectBlockers(['missing_bank_info'], ['missing_industry_selection']);

  // Bank account: added, then verified with the two micro-deposits (a wrong pair first).
  const bank = render(() => useCompanyBankAccountForm(companyId));
  act(() => {
    bank.current.addForm.form.setValue('routing_number', '021000021');
    bank.current.addForm.form.setValue('account_number', '000123456789');
  });
  await act(() => bank.current.addForm.submit());
  expect(bank.current.addForm.formErrors).toEqual([]);
  await expectBlockers(['missing_bank_verification'], ['missing_bank_info']);
  expect(bank.current.needsVerification).toBe(true);
  const deposits = await act(() => bank.current.sendTestDeposits());
  act(() => {
    bank.current.verifyForm.form.setValue('deposit_1', '0.99');
    bank.current.verifyForm.form.setValue('deposit_2', '0.98');
  });
  await act(() => bank.current.verifyForm.submit());
  expect(bank.current.verifyForm.form.formState.errors.deposit_1).toBeDefined();
  expect(keys()).toContain('missing_bank_verification');
  act(() => {
    bank.current.verifyForm.form.setValue('deposit_1', deposits.deposit_2);
    bank.current.verifyForm.form.setValue('deposit_2', deposits.deposit_1);
  });
  await act(() => bank.current.verifyForm.submit());
  await expectBlockers([], ['missing_bank_verification']);
  await waitFor(() => expect(bank.current.account?.verification_status).toBe('verified'));

  // Pay schedule.
  const schedule = render(() => useCreatePaySchedule(companyId));
  await act(() =>
    schedule.current.mutateAsync({
      frequency: 'Every other week',
      anchor_pay_date: '2026-06-26',
      anchor_end_of_pay_period: '2026-06-20',
    }),
  );
  await expectBlockers(['missing_employee_setup'], ['missing_pay_schedule']);

  // One employee, onboarded through the employee hooks.
  const createEmployee = render(() => useCreateEmployee(companyId));
  const employee = await act(() =>
    createEmployee.current.mutateAsync({
      first_name: 'Katherine',
      last_name: 'Johnson',
      date_of_birth: '1990-08-26',
      ssn: '111223333',
    }),
  );
  const id = employee.uuid;
  const parts = render(() => ({
    work: useCreateWorkAddress(id),
    home: useCreateHomeAddress(id),
    job: useCreateJob(id),
    federal: useUpdateFederalTaxes(id),
    state: useUpdateStateTaxes(id),
    forms: useEmployeeForms(id),
    sign: useSignEmployeeForm(id),
    onboarding: useTransitionOnboardingStatus(id),
  }));
  await act(() => parts.current.work.mutateAsync({ location_uuid: location.uuid }));
  await act(() =>
    parts.current.home.mutateAsync({ street_1: '9 Elm St', city: 'Austin', state: 'TX', zip: '78702' }),
  );
  const job = await act(() => parts.current.job.mutateAsync({ title: 'Analyst', hire_date: '2026-06-01' }));
  const compensation = job.compensations![0]!;
  const pay = render(() => useUpdateCompensation(id, job.uuid, compensation.uuid));
  await act(() => pay.current.update({ rate: '31.00' }, compensation));
  await act(() => parts.current.federal.update({ filing_status: 'Single' }));
  const answer = (key: string, value: string) => ({
    key,
    answers: [{ value, valid_from: '2010-01-01', valid_up_to: null }],
  });
  await act(() =>
    parts.current.state.mutateAsync({
      states: [{ state: 'TX', questions: [answer('file_new_hire_report', 'false')] }],
    } as StateTaxesUpdate),
  );
  await waitFor(() => expect(parts.current.forms.data).toBeDefined());
  for (const form of parts.current.forms.data!.filter((f) => f.requires_signing))
    await act(() =>
      parts.current.sign.mutateAsync({
        formId: form.uuid,
        body: { signature_text: 'Katherine Johnson', agree: true },
      }),
    );
  await act(() => parts.current.onboarding.mutateAsync('onboarding_completed'));
  // An employee's own onboarding refreshes the employee's reads; the company's blockers are read again.
  await act(() => blockers.result.current.refetch());
  await expectBlockers(['missing_state_tax_setup'], ['missing_employee_setup']);

  // State taxes: Texas, the state of the office and the employee.
  const texas = render(() => useStateTaxForm(companyId, 'TX'));
  await waitFor(() => expect(texas.current.fields.length).toBeGreaterThan(0));
  const rates = texas.current.sets.find((s) => s.key === 'taxrates')!.id;
  act(() => {
    texas.current.form.setValue('registrations.twc_account_number', '12-345678-9');
    texas.current.form.setValue(`${rates}.sui_rate`, '2.7');
    texas.current.form.setValue('depositschedules.deposit_schedule', 'Quarterly');
  });
  await act(() => texas.current.submit());
  expect(texas.current.formErrors).toEqual([]);
  await expectBlockers(['missing_signatory', 'missing_forms'], ['missing_state_tax_setup']);

  // The signatory, then the company forms the finished setup produced.
  const signatory = render(() => useSignatoryForm(companyId));
  await waitFor(() => expect(signatory.current.isLoading).toBe(false));
  act(() => {
    const { form } = signatory.current;
    form.setValue('first_name', 'Mary');
    form.setValue('last_name', 'Jackson');
    form.setValue('email', 'mary@example.com');
    form.setValue('title', 'Managing Member');
    form.setValue('phone', '5125550111');
    form.setValue('ssn', '123-45-6789');
    form.setValue('birthday', '1981-04-09');
    form.setValue('home_address', {
      street_1: '1 Lamar Blvd',
      street_2: '',
      city: 'Austin',
      state: 'TX',
      zip: '78703',
    });
  });
  await act(() => signatory.current.submit());
  expect(signatory.current.formErrors).toEqual([]);
  await expectBlockers(['missing_forms'], ['missing_signatory']);
  await waitFor(() => expect(signatory.current.signatory?.identity_verification_status).toBe('Pass'));
  expect(signatory.current.signatory?.has_ssn).toBe(true);

  const forms = render(() => useCompanyForms(companyId));
  await waitFor(() => expect(forms.current.data?.length).toBe(3));
  const sign = render(() => useSignCompanyForm(companyId));
  for (const form of forms.current.data!)
    await act(() =>
      sign.current.mutateAsync({ formId: form.uuid, body: { signature_text: 'Mary Jackson', agree: true } }),
    );
  await expectBlockers(['needs_onboarding'], ['missing_forms']);
  await waitFor(() => expect(status.current.readyToFinish).toBe(true));
  expect(status.current.steps.every((step) => step.state === 'done')).toBe(true);
  expect(status.current.nextStep).toBeUndefined();

  // Finish; the demo approves two seconds (service clock) later.
  await act(() => finish.current.mutateAsync());
  await expectBlockers(['needs_approval'], ['needs_onboarding']);
  expect(status.current.onboardingCompleted).toBe(true);
  await act(() => api.clock.advance(2000));
  await act(() => blockers.result.current.refetch());
  await waitFor(() => expect(keys()).toEqual([]));
  await act(() => company.current.refetch());
  await waitFor(() => expect(company.current.data?.company_status).toBe('Approved'));

  // The first regular payroll, with the payroll hooks, to paid.
  // Stands in for the proxy's event stream, which tells the page the money moved (payroll.paid).
  const Source = demoEventSource(api, [], [], companyId);
  const eventSource = (url: string) => new Source(url);
  const list = renderHook(() => usePayrollRunList(companyId, { eventSource }), { wrapper });
  await waitFor(() => expect(list.result.current.isLoading).toBe(false));
  expect(list.result.current.isBlocked).toBe(false);
  const payrollId = list.result.current.upcoming[0]!.payroll.uuid;
  const run = renderHook(
    () => {
      const editor = usePayrollEditor(companyId, payrollId);
      const runStatus = usePayrollRunStatus(companyId, payrollId, {
        initialIntervalMs: 5,
        maxIntervalMs: 20,
      });
      const actions = usePayrollRunActions(companyId, payrollId, { editor });
      return { editor, status: runStatus, actions };
    },
    { wrapper },
  );
  await waitFor(() => expect(run.result.current.editor.status).toBe('ready'));
  expect(run.result.current.editor.rowIds).toEqual([id]);
  await act(() => run.result.current.actions.calculate());
  await act(() => api.clock.advance(1000));
  await waitFor(() => expect(run.result.current.status.phase).toBe('calculated'));
  await act(() => run.result.current.actions.submit());
  await act(() => api.clock.advance(1000));
  await waitFor(() => expect(run.result.current.status.phase).toBe('processed'));
  await act(() => api.clock.advance(1000));
  // The money moves after processing: the stream's payroll.paid says so to a page opened now.
  await waitFor(() => expect(localStorage.length).toBeGreaterThan(0));
  run.unmount();
  list.unmount();
  const reopened = render(() => usePayrollRunStatus(companyId, payrollId, { eventSource }));
  await waitFor(() => expect(reopened.current.phase).toBe('paid'));
}, 60_000);
