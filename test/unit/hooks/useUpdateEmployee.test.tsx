// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import type { PayrollClient } from '../../../src/api/client';
import { NetworkError } from '../../../src/api/errors';
import { listEmployees, updateEmployee } from '../../../src/api/employees/operations';
import type { Employee } from '../../../src/api/employees/types';
import { useEmployee, useUpdateEmployee } from '../../../src/hooks/employees';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { queryKeys } from '../../../src/hooks/queryKeys';
import { demoClient, startDemo } from '../api/demoService';

afterEach(cleanup);

async function editingSession(fetchFor: (fetchFn: typeof fetch) => typeof fetch = (f) => f) {
  const { api, fetchFn } = startDemo(3);
  const colleague = demoClient(fetchFn);
  const client = demoClient(fetchFor(fetchFn), { retry: false });
  const [first] = (await listEmployees(colleague, api.companyUuid)).items;
  const employeeId = first!.uuid;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const hook = renderHook(
    () => ({ employee: useEmployee(employeeId), editor: useUpdateEmployee(employeeId) }),
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.employee.data).toBeDefined());
  const cached = () => queryClient.getQueryData<Employee>(queryKeys.employee(employeeId));
  return { hook, colleague, employeeId, cached, original: cached()! };
}

async function colleagueRenames(colleague: PayrollClient, employee: Employee, firstName: string) {
  await updateEmployee(colleague, employee.uuid, { version: employee.version, first_name: firstName });
}

test('an edit made on a stale version is merged when the colleague changed another field', async () => {
  const { hook, colleague, original, cached } = await editingSession();
  await colleagueRenames(colleague, original, 'Robert');

  let result: Awaited<ReturnType<typeof hook.result.current.editor.update>> | undefined;
  await act(async () => {
    result = await hook.result.current.editor.update({ ...original, last_name: 'Okonkwo-Lindqvist' });
  });

  expect(result).toMatchObject({ status: 'saved', merged: true });
  expect(cached()).toMatchObject({ first_name: 'Robert', last_name: 'Okonkwo-Lindqvist' });
  expect(hook.result.current.editor.conflict).toBeUndefined();
});

test('an edit of the same field asks the user, showing base, remote and local values', async () => {
  const { hook, colleague, original, cached } = await editingSession();
  await colleagueRenames(colleague, original, 'Robert');

  await act(async () => {
    await hook.result.current.editor.update({ first_name: 'Alicia' });
  });

  expect(hook.result.current.editor.conflict?.fields).toEqual([
    { name: 'first_name', base: original.first_name, remote: 'Robert', local: 'Alicia' },
  ]);
  // The screen shows what is really saved while the user decides.
  expect(cached()?.first_name).toBe('Robert');

  await act(async () => {
    await hook.result.current.editor.resolveConflict('local');
  });
  expect(cached()?.first_name).toBe('Alicia');
  expect(hook.result.current.editor.conflict).toBeUndefined();
});

test('the change shows at once and is rolled back when the save fails', async () => {
  let failPut: (() => void) | undefined;
  const flaky =
    (fetchFn: typeof fetch): typeof fetch =>
    async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'PUT') return fetchFn(request);
      await new Promise<void>((resolve) => (failPut = resolve));
      throw new TypeError('network connection lost');
    };
  const { hook, original, cached } = await editingSession(flaky);

  let saving: Promise<unknown> | undefined;
  act(() => {
    saving = hook.result.current.editor.update({ first_name: 'Zed' }).catch((error) => error);
  });
  await waitFor(() => expect(cached()?.first_name).toBe('Zed'));

  failPut?.();
  await act(async () => {
    expect(await saving).toBeInstanceOf(NetworkError);
  });
  expect(cached()?.first_name).toBe(original.first_name);
});
