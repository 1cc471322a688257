// @vitest-environment jsdom
// Benefit hooks against the in-process demo service (UPSTREAM-2 K.2, K.3, DECISIONS 68), as an
// admin: a company benefit added once (even when the answer is lost), enrolment through the form
// (a tiered match sent as the service takes it, a percent above 100 and an end before the start
// refused before any request, catch-up before 50 refused by the service on its field), and a bulk
// enrolment refreshing each employee's enrolments and the benefit's count.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { createCompanyBenefit, listCompanyBenefits } from '../../../src/api/benefits/operations';
import { createEmployeeBenefit, listEmployeeBenefits } from '../../../src/api/employeeBenefits/operations';
import { benefitQueries, useCompanyBenefitForm, useCompanyBenefits } from '../../../src/hooks/benefits';
import {
  EMPTY_ENROLMENT,
  type EmployeeBenefitValues,
  useBulkEnrolment,
  useEmployeeBenefitForm,
  useEmployeeBenefits,
} from '../../../src/hooks/employeeBenefits';
import { hookSession, losingFirstPost } from './hookSession';

afterEach(cleanup);

async function session(options: { loseFirstCreate?: boolean } = {}) {
  const { recorder, client, colleague, wrapper, companyId } = hookSession({
    employees: 8,
    through: options.loseFirstCreate ? losingFirstPost('/company_benefits') : undefined,
  });
  const employees = await colleague.request<{ uuid: string; first_name: string }[]>(
    { method: 'GET', path: '/v1/companies/{company_id}/employees' },
    { params: { company_id: companyId }, query: { per: 100 } },
  );
  const named = (first: string) => employees.data.find((e) => e.first_name === first)!.uuid;
  return { client, colleague, wrapper, companyId, named, recorder };
}

test('adds a company benefit once, even when the answer is lost and the client retries; a blank description is not sent', async () => {
  const s = await session({ loseFirstCreate: true });
  const hook = renderHook(
    () => ({
      list: useCompanyBenefits(s.companyId),
      form: useCompanyBenefitForm({ companyId: s.companyId }),
    }),
    { wrapper: s.wrapper },
  );
  await waitFor(() => expect(hook.result.current.list.data).toEqual([]));
  const type = (values: { benefit_type?: string; description?: string }) =>
    act(() => {
      for (const [name, value] of Object.entries(values))
        hook.result.current.form.form.setValue(name as 'description', value, { shouldDirty: true });
    });
  await type({ benefit_type: '5', description: '  ' });
  await act(() => hook.result.current.form.submit());
  expect(hook.result.current.form.form.formState.errors.description?.message).toBe('validation.required');
  expect(s.recorder.requests.filter((r) => r.method === 'POST')).toEqual([]);

  await type({ description: ' Acme 401(k) ' });
  await act(() => hook.result.current.form.submit());
  const posts = s.recorder.requests.filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(2);
  expect(new Set(posts.map((r) => r.headers.get('idempotency-key'))).size).toBe(1);
  expect(await posts[0]!.clone().json()).toEqual({ benefit_type: 5, description: 'Acme 401(k)' });
  expect((await listCompanyBenefits(s.colleague, s.companyId)).data).toEqual([
    expect.objectContaining({ benefit_type: 5, description: 'Acme 401(k)' }),
  ]);
  await waitFor(() => expect(hook.result.current.list.data).toHaveLength(1));
  const prefetched = await new QueryClient().fetchQuery(benefitQueries.supported(s.client));
  expect(prefetched.find((t) => t.benefit_type === 1)).toMatchObject({ pretax: true });
});

test('enrols with a tiered match; a percent above 100 and an end before the start stay on the form; catch-up before 50 comes back on its field', async () => {
  const s = await session();
  const plan = (
    await createCompanyBenefit(s.colleague, s.companyId, { benefit_type: 5, description: 'Acme 401(k)' })
  ).data;
  const render = (employeeId: string) => {
    const hook = renderHook(
      () => ({
        list: useEmployeeBenefits(employeeId),
        form: useEmployeeBenefitForm({ companyId: s.companyId, employeeId }),
      }),
      { wrapper: s.wrapper },
    );
    const fill = (values: Partial<EmployeeBenefitValues>) =>
      act(() => {
        for (const [name, value] of Object.entries({
          ...EMPTY_ENROLMENT,
          company_benefit_uuid: plan.uuid,
          ...values,
        }))
          hook.result.current.form.form.setValue(name as 'employee_deduction', value as string, {
            shouldDirty: true,
          });
      });
    const error = (name: keyof EmployeeBenefitValues) =>
      (hook.result.current.form.form.formState.errors[name] as { message?: string } | undefined)?.message;
    return { hook, fill, error, submit: () => act(() => hook.result.current.form.submit()) };
  };

  const grace = render(s.named('Grace'));
  await grace.fill({ employee_deduction: '101', deduct_as_percentage: true });
  await grace.submit();
  expect(grace.error('employee_deduction')).toBe('validation.max');
  await grace.fill({ effective_date: '2026-07-01', expiration_date: '2026-06-30' });
  await grace.submit();
  expect(grace.error('expiration_date')).toBe('validation.endBeforeStart');
  expect(s.recorder.requests.filter((r) => r.method === 'POST')).toEqual([]);

  await grace.fill({
    employee_deduction: '6',
    deduct_as_percentage: true,
    contribution_type: 'tiered',
    tiers: [
      { rate: '100', threshold: '3' },
      { rate: '50', threshold: '5' },
    ],
  });
  await grace.submit();
  expect((await listEmployeeBenefits(s.colleague, s.named('Grace'))).data).toEqual([
    expect.objectContaining({
      employee_deduction: '6.00',
      deduct_as_percentage: true,
      elective: true,
      contribution: {
        type: 'tiered',
        value: {
          tiers: [
            { rate: '100.00', threshold: '3.00', threshold_delta: '3.00' },
            { rate: '50.00', threshold: '5.00', threshold_delta: '2.00' },
          ],
        },
      },
    }),
  ]);
  await waitFor(() => expect(grace.hook.result.current.list.data).toHaveLength(1));

  // Barbara turns 49 in 2026: the service refuses catch-up on `catch_up`, shown on that field.
  const barbara = render(s.named('Barbara'));
  await barbara.fill({ employee_deduction: '100.00', catch_up: true });
  await barbara.submit();
  await waitFor(() => expect(barbara.error('catch_up')).toBeDefined());
  expect((await listEmployeeBenefits(s.colleague, s.named('Barbara'))).data).toEqual([]);
});

test("a bulk enrolment refreshes each employee's enrolments and the benefit's count", async () => {
  const s = await session();
  const medical = (
    await createCompanyBenefit(s.colleague, s.companyId, {
      benefit_type: 1,
      description: 'Kaiser Permanente',
    })
  ).data;
  const [grace, margaret] = [s.named('Grace'), s.named('Margaret')];
  const hook = renderHook(
    () => ({
      graces: useEmployeeBenefits(grace),
      margarets: useEmployeeBenefits(margaret),
      benefits: useCompanyBenefits(s.companyId, { enrollment_count: true }),
      bulk: useBulkEnrolment(s.companyId, medical.uuid),
    }),
    { wrapper: s.wrapper },
  );
  await waitFor(() => expect(hook.result.current.benefits.data?.[0]?.enrollment_count).toBe(0));
  await waitFor(() => expect(hook.result.current.graces.data).toEqual([]));
  await act(() =>
    hook.result.current.bulk.mutateAsync([
      { action: 'create', employee_uuid: grace, employee_deduction: '120.00' },
      { action: 'create', employee_uuid: margaret, employee_deduction: '80.00' },
    ]),
  );
  await waitFor(() => expect(hook.result.current.benefits.data?.[0]?.enrollment_count).toBe(2));
  await waitFor(() => expect(hook.result.current.graces.data?.[0]?.employee_deduction).toBe('120.00'));
  expect(hook.result.current.margarets.data?.[0]?.employee_deduction).toBe('80.00');
});

test('changes an enrolment with its version: only the deduction moves, the tiered match stays', async () => {
  const s = await session();
  const plan = (
    await createCompanyBenefit(s.colleague, s.companyId, { benefit_type: 5, description: 'Acme 401(k)' })
  ).data;
  const grace = s.named('Grace');
  const made = (
    await createEmployeeBenefit(s.colleague, grace, {
      company_benefit_uuid: plan.uuid,
      employee_deduction: '6',
      deduct_as_percentage: true,
      contribution: { type: 'tiered', value: { tiers: [{ rate: '100', threshold: '4' }] } },
    })
  ).data;
  const saved: boolean[] = [];
  const hook = renderHook(
    () =>
      useEmployeeBenefitForm({
        companyId: s.companyId,
        employeeId: grace,
        enrolment: made,
        onSaved: (_e, created) => saved.push(created),
      }),
    { wrapper: s.wrapper },
  );
  await waitFor(() => expect(hook.result.current.form.getValues('employee_deduction')).toBe('6.00'));
  expect(hook.result.current.form.getValues('tiers')).toEqual([{ rate: '100.00', threshold: '4.00' }]);
  act(() => hook.result.current.form.setValue('employee_deduction', '7.5', { shouldDirty: true }));
  await act(() => hook.result.current.submit());
  expect(saved).toEqual([false]);
  expect((await listEmployeeBenefits(s.colleague, grace)).data).toEqual([
    expect.objectContaining({
      uuid: made.uuid,
      employee_deduction: '7.50',
      contribution: expect.objectContaining({ type: 'tiered' }),
    }),
  ]);
});
