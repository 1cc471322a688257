// @vitest-environment jsdom
// Earning type hooks against the in-process demo service (UPSTREAM-3 M.1, DECISIONS 67), as an
// admin setting up the company's own earnings: list, add (once, even when the answer is lost),
// rename, a taken name on its field, a default refused, deactivate, and re-add to bring one back.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { listEarningTypes } from '../../../src/api/earningTypes/operations';
import type { EarningType } from '../../../src/api/earningTypes/types';
import { createDemoFetch } from '../../../src/demo-api';
import {
  earningTypeQueries,
  useDeactivateEarningType,
  useEarningTypeForm,
  useEarningTypes,
  type ShownEarningType,
} from '../../../src/hooks/earningTypes';
import { demoClient } from '../api/demoService';
import { hookSession, losingFirstPost } from './hookSession';

afterEach(cleanup);

function session(options: { loseFirstCreate?: boolean } = {}) {
  const { api, recorder, client, colleague, queryClient, wrapper, companyId } = hookSession({
    through: options.loseFirstCreate ? losingFirstPost('/earning_types') : undefined,
  });
  const stored = async () => (await listEarningTypes(colleague, companyId)).data;
  return { api, client, queryClient, wrapper, companyId, recorder, stored };
}

/** The form, with the list beside it as the settings screen has it. */
function renderForm(s: ReturnType<typeof session>, earningType?: EarningType) {
  const saved: { type: ShownEarningType; created: boolean }[] = [];
  const hook = renderHook(
    () => ({
      list: useEarningTypes(s.companyId),
      form: useEarningTypeForm({
        companyId: s.companyId,
        earningType,
        onSaved: (type, created) => saved.push({ type, created }),
      }),
    }),
    { wrapper: s.wrapper },
  );
  const type = (name: string) =>
    act(() => hook.result.current.form.form.setValue('name', name, { shouldDirty: true }));
  const submit = () => act(() => hook.result.current.form.submit());
  return { hook, type, submit, saved };
}

test('lists the defaults and the custom types, through the exported query options too', async () => {
  const s = session();
  const { hook } = renderForm(s);
  await waitFor(() => expect(hook.result.current.list.data).toBeDefined());
  expect(hook.result.current.list.data!.default.map((t) => t.name)).toContain('Severance');
  expect(hook.result.current.list.data!.custom).toEqual([]);
  const prefetched = await new QueryClient().fetchQuery(earningTypeQueries.list(s.client, s.companyId));
  expect(prefetched.default).toHaveLength(8);
});

test('adds a custom type once, even when the answer is lost and the client retries, and the list shows it', async () => {
  const s = session({ loseFirstCreate: true });
  const { hook, type, submit, saved } = renderForm(s);
  await waitFor(() => expect(hook.result.current.list.data).toBeDefined());
  await type('  Hazard Pay ');
  await submit();
  expect((await s.stored()).custom).toEqual([{ uuid: expect.any(String), name: 'Hazard Pay', active: true }]);
  const posts = s.recorder.requests.filter((r) => r.method === 'POST');
  expect(posts.length).toBe(2);
  expect(new Set(posts.map((r) => r.headers.get('idempotency-key'))).size).toBe(1);
  expect(saved).toEqual([{ type: expect.objectContaining({ name: 'Hazard Pay' }), created: true }]);
  await waitFor(() =>
    expect(hook.result.current.list.data!.custom.map((t) => t.name)).toEqual(['Hazard Pay']),
  );
});

test('a blank or too long name stays on the form with a message key, and nothing is sent', async () => {
  const s = session();
  const { hook, type, submit } = renderForm(s);
  await type('   ');
  await submit();
  expect(hook.result.current.form.form.formState.errors.name?.message).toBe('validation.required');
  await type('x'.repeat(101));
  await submit();
  expect(hook.result.current.form.form.formState.errors.name?.message).toBe('validation.tooLong');
  expect(s.recorder.requests.filter((r) => r.method === 'POST')).toEqual([]);
});

test('a name another type has comes back on the name field, the typed name kept', async () => {
  const s = session();
  const { hook, type, submit, saved } = renderForm(s);
  await type('cash tips');
  await submit();
  expect(hook.result.current.form.form.formState.errors.name?.message).toMatch(/already exists/);
  expect(hook.result.current.form.form.getValues('name')).toBe('cash tips');
  expect(saved).toEqual([]);
});

test('renames a custom type, sending only the name, and refuses a default on the form', async () => {
  const s = session();
  const created = (
    await demoClient(
      createDemoFetch(s.api, { token: 'demo-company-token' }) as typeof fetch,
    ).request<EarningType>(
      { method: 'POST', path: '/v1/companies/{company_id}/earning_types' },
      { params: { company_id: s.companyId }, body: { name: 'Travel Stipend' } },
    )
  ).data;
  const rename = renderForm(s, created);
  await waitFor(() => expect(rename.hook.result.current.form.form.getValues('name')).toBe('Travel Stipend'));
  await rename.type('Travel Allowance');
  await rename.submit();
  const put = s.recorder.requests.find((r) => r.method === 'PUT');
  expect(await put!.json()).toEqual({ name: 'Travel Allowance' });
  expect((await s.stored()).custom).toEqual([{ uuid: created.uuid, name: 'Travel Allowance', active: true }]);
  expect(rename.saved).toEqual([
    { type: expect.objectContaining({ name: 'Travel Allowance' }), created: false },
  ]);
  rename.hook.unmount();

  const bonus = (await s.stored()).default.find((t) => t.name === 'Bonus')!;
  const fixed = renderForm(s, bonus);
  await fixed.type('Bonuses');
  await fixed.submit();
  expect(fixed.hook.result.current.form.formErrors).toEqual([
    expect.objectContaining({ errorKey: 'base', category: 'invalid_operation' }),
  ]);
  expect((await s.stored()).default.find((t) => t.uuid === bonus.uuid)?.name).toBe('Bonus');
});

test('deactivates a custom type, and adding its name again brings the same one back', async () => {
  const s = session();
  const add = renderForm(s);
  await add.type('Hazard Pay');
  await add.submit();
  const hazard = add.saved[0]!.type;
  const deactivate = renderHook(() => useDeactivateEarningType(s.companyId), { wrapper: s.wrapper });
  await act(() => deactivate.result.current.mutateAsync(hazard.uuid));
  expect((await s.stored()).custom).toEqual([{ uuid: hazard.uuid, name: 'Hazard Pay', active: false }]);
  await waitFor(() => expect(add.hook.result.current.list.data!.custom[0]?.active).toBe(false));

  await add.type('hazard pay');
  await add.submit();
  expect((await s.stored()).custom).toEqual([{ uuid: hazard.uuid, name: 'Hazard Pay', active: true }]);
  expect(add.saved[1]).toEqual({
    type: expect.objectContaining({ uuid: hazard.uuid, active: true }),
    created: true,
  });
});
