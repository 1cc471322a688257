// @vitest-environment jsdom
// Department hooks against the in-process demo service (UPSTREAM-2 J.6, UPSTREAM-3 N.9): a
// department added by its form (a taken title back on its field, typed value kept), a rename over a
// colleague's rename offered as a conflict, people added with the version shown (a colleague's add
// meanwhile: a 409, then the list read again so the next try succeeds).
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import {
  addDepartmentPeople,
  createDepartment,
  listDepartments,
  updateDepartment,
} from '../../../src/api/departments/operations';
import type { Department } from '../../../src/api/departments/types';
import { isVersionConflict } from '../../../src/api/errors';
import { useDepartmentForm, useDepartmentPeople, useDepartments } from '../../../src/hooks/departments';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { hookSession } from './hookSession';

afterEach(cleanup);

test('adds a department by its form; a taken title comes back on its field with what was typed kept', async () => {
  const s = hookSession();
  await createDepartment(s.colleague, s.companyId, { title: 'Sales' });
  const saved: Department[] = [];
  const hook = renderHook(
    () => ({
      list: useDepartments(s.companyId),
      form: useDepartmentForm({ companyId: s.companyId, onSaved: (d) => saved.push(d) }),
    }),
    { wrapper: s.wrapper },
  );
  await waitFor(() => expect(hook.result.current.list.data).toHaveLength(1));
  await act(() => hook.result.current.form.form.setValue('title', ' sales ', { shouldDirty: true }));
  await act(() => hook.result.current.form.submit());
  await waitFor(() =>
    expect(hook.result.current.form.form.formState.errors.title?.message).toBe(
      'A department named Sales already exists.',
    ),
  );
  expect(hook.result.current.form.form.getValues('title')).toBe(' sales ');
  await act(() => hook.result.current.form.form.setValue('title', 'Engineering', { shouldDirty: true }));
  await act(() => hook.result.current.form.submit());
  expect(saved.map((d) => d.title)).toEqual(['Engineering']);
  await waitFor(() =>
    expect(hook.result.current.list.data?.map((d) => d.title)).toEqual(['Sales', 'Engineering']),
  );
});

test('a rename over a colleague’s rename is a conflict to resolve', async () => {
  const s = hookSession();
  const shown = (await createDepartment(s.colleague, s.companyId, { title: 'Sales' })).data;
  const hook = renderHook(() => useDepartmentForm({ companyId: s.companyId, department: shown }), {
    wrapper: s.wrapper,
  });
  await updateDepartment(s.colleague, shown.uuid, { version: shown.version, title: 'Revenue' });
  await act(() => hook.result.current.form.setValue('title', 'Growth', { shouldDirty: true }));
  await act(() => hook.result.current.submit());
  await waitFor(() => expect(hook.result.current.conflict).toBeDefined());
  await act(() => hook.result.current.resolveConflict('local'));
  expect((await listDepartments(s.colleague, s.companyId)).data.map((d) => d.title)).toEqual(['Growth']);
});

test('adds an employee with the version shown; a colleague’s add meanwhile is a 409, and the next try succeeds', async () => {
  const s = hookSession({ employees: 2 });
  const [ada, grace] = await expectCall<{ uuid: string }[]>(
    demoAdmin(s.api),
    200,
    'GET',
    `/v1/companies/${s.companyId}/employees`,
  );
  const shown = (await createDepartment(s.colleague, s.companyId, { title: 'Engineering' })).data;
  const hook = renderHook(
    () => ({ list: useDepartments(s.companyId), add: useDepartmentPeople(s.companyId, 'add') }),
    { wrapper: s.wrapper },
  );
  await waitFor(() => expect(hook.result.current.list.data).toHaveLength(1));
  await addDepartmentPeople(s.colleague, shown.uuid, {
    version: shown.version,
    employees: [{ uuid: grace!.uuid }],
  });
  const stale = await act(() =>
    hook.result.current.add
      .mutateAsync({ department: shown, employeeIds: [ada!.uuid] })
      .catch((e: unknown) => e),
  );
  expect(isVersionConflict(stale)).toBe(true);
  // The list was read again: its version is the current one.
  await waitFor(() => expect(hook.result.current.list.data?.[0]?.employees).toEqual([{ uuid: grace!.uuid }]));
  const fresh = hook.result.current.list.data![0]!;
  const added = await act(() =>
    hook.result.current.add.mutateAsync({ department: fresh, employeeIds: [ada!.uuid] }),
  );
  expect(added.employees).toEqual([{ uuid: grace!.uuid }, { uuid: ada!.uuid }]);
});
