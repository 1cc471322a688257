// @vitest-environment jsdom
// Recurring reimbursement hooks against the in-process demo service (UPSTREAM-3 M.2, DECISIONS
// 67), as an admin on an employee's page: add (once, even when the answer is lost), an amount
// refused before any request, edit with its version (a colleague's change is a conflict, never
// overwritten), remove, and the company's payroll showing the recurring line once refreshed.
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import {
  createRecurringReimbursement,
  listRecurringReimbursements,
  updateRecurringReimbursement,
} from '../../../src/api/reimbursements/operations';
import type { RecurringReimbursement } from '../../../src/api/reimbursements/types';
import { payrollQueries } from '../../../src/queries';
import {
  reimbursementQueries,
  useDeleteRecurringReimbursement,
  useRecurringReimbursementForm,
  useRecurringReimbursements,
} from '../../../src/hooks/reimbursements';
import { hookSession, losingFirstPost } from './hookSession';

afterEach(cleanup);

async function session(options: { loseFirstCreate?: boolean } = {}) {
  const { api, recorder, client, colleague, queryClient, wrapper, companyId } = hookSession({
    through: options.loseFirstCreate ? losingFirstPost('/recurring_reimbursements') : undefined,
  });
  const employees = await colleague.request<{ uuid: string }[]>(
    { method: 'GET', path: '/v1/companies/{company_id}/employees' },
    { params: { company_id: companyId }, query: { per: 1 } },
  );
  const employeeId = employees.data[0]!.uuid;
  const stored = async () => (await listRecurringReimbursements(colleague, employeeId)).items;
  return { api, client, colleague, queryClient, wrapper, companyId, employeeId, recorder, stored };
}

function renderForm(s: Awaited<ReturnType<typeof session>>, reimbursement?: RecurringReimbursement) {
  const saved: { reimbursement: RecurringReimbursement; created: boolean }[] = [];
  const hook = renderHook(
    () => ({
      list: useRecurringReimbursements(s.employeeId),
      form: useRecurringReimbursementForm({
        companyId: s.companyId,
        employeeId: s.employeeId,
        reimbursement,
        onSaved: (r, created) => saved.push({ reimbursement: r, created }),
      }),
    }),
    { wrapper: s.wrapper },
  );
  const type = (values: { description?: string; amount?: string }) =>
    act(() => {
      for (const [name, value] of Object.entries(values))
        hook.result.current.form.form.setValue(name as 'amount' | 'description', value, {
          shouldDirty: true,
        });
    });
  const submit = () => act(() => hook.result.current.form.submit());
  return { hook, type, submit, saved };
}

test('adds one once, even when the answer is lost and the client retries; the list and the prefetch show it', async () => {
  const s = await session({ loseFirstCreate: true });
  const { hook, type, submit, saved } = renderForm(s);
  await waitFor(() => expect(hook.result.current.list.data).toBeDefined());
  await type({ description: ' Phone ', amount: '45' });
  await submit();
  expect(await s.stored()).toEqual([
    expect.objectContaining({ description: 'Phone', amount: '45.00', employee_uuid: s.employeeId }),
  ]);
  const posts = s.recorder.requests.filter((r) => r.method === 'POST');
  expect(posts.length).toBe(2);
  expect(new Set(posts.map((r) => r.headers.get('idempotency-key'))).size).toBe(1);
  // The upstream takes the amount as a number.
  expect(await posts[0]!.clone().json()).toEqual({ description: 'Phone', amount: 45 });
  expect(saved).toEqual([{ reimbursement: expect.objectContaining({ amount: '45.00' }), created: true }]);
  await waitFor(() =>
    expect(hook.result.current.list.data!.items.map((r) => r.description)).toEqual(['Phone']),
  );
  const prefetched = await new QueryClient().fetchQuery(reimbursementQueries.list(s.client, s.employeeId));
  expect(prefetched.items).toHaveLength(1);
});

test('an amount of 0, above 1,000,000 or not money stays on the form with its message key; nothing is sent', async () => {
  const s = await session();
  const { hook, type, submit, saved } = renderForm(s);
  const error = () => hook.result.current.form.form.formState.errors.amount?.message;
  await type({ description: 'Phone', amount: '0' });
  await submit();
  expect(error()).toBe('validation.positive');
  await type({ amount: '1000000.01' });
  await submit();
  expect(error()).toBe('validation.max');
  await type({ amount: 'ten' });
  await submit();
  expect(error()).toBe('validation.money');
  await type({ description: '  ', amount: '10' });
  await submit();
  expect(hook.result.current.form.form.formState.errors.description?.message).toBe('validation.required');
  expect(s.recorder.requests.filter((r) => r.method === 'POST')).toEqual([]);
  expect(saved).toEqual([]);
});

test("an edit over a colleague's change to the amount is a conflict; keeping mine saves it", async () => {
  const s = await session();
  const created = (
    await createRecurringReimbursement(s.colleague, s.employeeId, { description: 'Phone', amount: 45 })
  ).data;
  const edit = renderForm(s, created);
  await waitFor(() => expect(edit.hook.result.current.form.form.getValues('amount')).toBe('45.00'));
  await updateRecurringReimbursement(s.colleague, created.uuid, { version: created.version, amount: 60 });
  await edit.type({ amount: '50.00' });
  await edit.submit();
  expect(edit.hook.result.current.form.conflict?.fields).toEqual([
    { name: 'amount', base: '45.00', remote: '60.00', local: '50.00' },
  ]);
  expect(edit.saved).toEqual([]);
  await act(() => edit.hook.result.current.form.resolveConflict('local'));
  expect((await s.stored())[0]).toMatchObject({ amount: '50.00', description: 'Phone' });
  expect(edit.saved).toEqual([
    { reimbursement: expect.objectContaining({ amount: '50.00' }), created: false },
  ]);
});

test("removing one refreshes the list and the company's payroll, which no longer pays it", async () => {
  const s = await session();
  const created = (
    await createRecurringReimbursement(s.colleague, s.employeeId, { description: 'Phone', amount: 45 })
  ).data;
  const payrolls = (
    await s.colleague.request<{ uuid: string; off_cycle: boolean }[]>(
      { method: 'GET', path: '/v1/companies/{company_id}/payrolls' },
      { params: { company_id: s.companyId }, query: { processing_statuses: 'unprocessed' } },
    )
  ).data;
  const payrollId = payrolls.find((p) => !p.off_cycle)!.uuid;
  await s.colleague.request(
    { method: 'PUT', path: '/v1/companies/{company_id}/payrolls/{payroll_id}/prepare' },
    { params: { company_id: s.companyId, payroll_id: payrollId } },
  );
  const hook = renderHook(
    () => ({
      list: useRecurringReimbursements(s.employeeId),
      payroll: useQuery(payrollQueries.rows(s.client, s.companyId, payrollId, { page: 1, per: 100 })),
      remove: useDeleteRecurringReimbursement(s.companyId, s.employeeId),
    }),
    { wrapper: s.wrapper },
  );
  const row = () => hook.result.current.payroll.data?.items.find((r) => r.employee_uuid === s.employeeId);
  await waitFor(() => expect(row()?.reimbursements).toEqual([expect.objectContaining({ recurring: true })]));
  await act(() => hook.result.current.remove.mutateAsync(created.uuid));
  await waitFor(() => expect(hook.result.current.list.data?.items).toEqual([]));
  await waitFor(() => expect(row()?.reimbursements).toEqual([]));
  expect(await s.stored()).toEqual([]);
});
