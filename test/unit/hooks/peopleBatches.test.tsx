// @vitest-environment jsdom
// People batch hooks against the in-process demo service (UPSTREAM-3 N.5, DECISIONS 75): a send
// whose answer was lost, pressed again, reads the batch the first one made (the body's key again,
// the service's 409 naming it: nobody created twice); the fixed row sent as a new action is
// created, the rows made before excluded; the employee list is read again after each send.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { PeopleBatchItem } from '../../../src/api/peopleBatches/types';
import { useEmployees, usePeopleBatch, useSendPeopleBatch } from '../../../src/hooks';
import { hookSession, losingFirstPost } from './hookSession';

afterEach(cleanup);

const row = (n: number, lastName = 'Import'): PeopleBatchItem => ({
  entity_type: 'employee',
  person: { external_id: `row-${n}`, first_name: `Ada${n}`, last_name: lastName },
  job: { title: 'Cook', hire_date: '2026-06-01' },
});

test('sends once though pressed twice, then creates only the fixed row', async () => {
  const { wrapper, companyId, recorder } = hookSession({ through: losingFirstPost('/people_batches') });
  const hook = renderHook(
    () => ({ send: useSendPeopleBatch(companyId), employees: useEmployees(companyId) }),
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.employees.data).toBeDefined());
  const before = hook.result.current.employees.data!.items.length;

  const file = [row(1), row(2, ''), row(3)];
  await act(async () => {
    await hook.result.current.send.mutateAsync(file).catch(() => undefined);
  });
  expect(hook.result.current.send.isError).toBe(true);
  await act(async () => {
    await hook.result.current.send.mutateAsync(file);
  });
  const first = hook.result.current.send.data!;
  expect(first.status).toBe('partial_success');
  expect(first.results.map((r) => [r.external_id, r.status])).toEqual([
    ['row-1', 'success'],
    ['row-2', 'failed'],
    ['row-3', 'success'],
  ]);
  expect(first.results[1]!.errors[0]!.errors).toEqual([expect.objectContaining({ error_key: 'last_name' })]);
  const posts = recorder.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/people_batches'));
  const [a, b] = await Promise.all(posts.map((r) => r.json()));
  expect(b.idempotency_key).toBe(a.idempotency_key);
  await waitFor(() => expect(hook.result.current.employees.data!.items.length).toBe(before + 2));

  // The whole file again, the bad row fixed: a new action, only that row made.
  await act(async () => {
    await hook.result.current.send.mutateAsync([row(1), row(2), row(3)]);
  });
  const again = hook.result.current.send.data!;
  expect(again.status).toBe('completed');
  expect(again.results.map((r) => [r.external_id, r.status])).toEqual([['row-2', 'success']]);
  expect(again.exclusions.map((e) => [e.external_id, e.category])).toEqual([
    ['row-1', 'already_created'],
    ['row-3', 'already_created'],
  ]);
  await waitFor(() => expect(hook.result.current.employees.data!.items.length).toBe(before + 3));

  const read = renderHook(() => usePeopleBatch(again.uuid), { wrapper });
  await waitFor(() => expect(read.result.current.data?.uuid).toBe(again.uuid));
});
