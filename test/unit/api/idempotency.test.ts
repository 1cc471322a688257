import { expect, test } from 'vitest';
import { NetworkError } from '../../../src/api/errors';
import { createIdempotentAction } from '../../../src/api/idempotency';
import { createEmployee, listEmployees } from '../../../src/api/employees/operations';
import { demoClient, dropResponses, recordRequests, startDemo } from './demoService';

const isCreate = (request: Request) => request.method === 'POST';

test('a create whose response is dropped is retried with the same key and makes exactly one record', async () => {
  const { api, fetchFn } = startDemo(12);
  const recorder = recordRequests(dropResponses(fetchFn, isCreate));
  const client = demoClient(recorder.fetch);
  const action = createIdempotentAction();
  const body = { first_name: 'Hedy', last_name: 'Okonkwo-Lindqvist' };

  const { data, headers } = await createEmployee(client, api.companyUuid, body, {
    idempotencyKey: action.keyFor(body),
  });

  expect(data.first_name).toBe('Hedy');
  expect(headers.get('Idempotent-Replayed')).toBe('true');
  const posts = recorder.requests.filter(isCreate);
  expect(posts).toHaveLength(2);
  expect(posts[0]?.headers.get('Idempotency-Key')).toBe(posts[1]?.headers.get('Idempotency-Key'));
  const page = await listEmployees(client, api.companyUuid, { per: 100 });
  expect(page.totalCount).toBe(13);
  expect(page.items.filter((employee) => employee.last_name === 'Okonkwo-Lindqvist')).toHaveLength(1);
});

test('a user pressing save again after a failed create reuses the key of that action', async () => {
  const { api, fetchFn } = startDemo(3);
  const client = demoClient(dropResponses(fetchFn, isCreate), { retry: false });
  const action = createIdempotentAction();
  const body = { first_name: 'Grace', last_name: 'Hopper' };

  await expect(
    createEmployee(client, api.companyUuid, body, { idempotencyKey: action.keyFor(body) }),
  ).rejects.toBeInstanceOf(NetworkError);
  await createEmployee(client, api.companyUuid, body, { idempotencyKey: action.keyFor(body) });
  action.complete();

  const page = await listEmployees(client, api.companyUuid);
  expect(page.totalCount).toBe(4);
});

test('the next action, or the same action with other values, gets a new key', () => {
  const action = createIdempotentAction();
  const first = action.keyFor({ first_name: 'Ada' });
  expect(action.keyFor({ first_name: 'Ada' })).toBe(first);
  expect(action.keyFor({ first_name: 'Ada L.' })).not.toBe(first);
  const second = action.keyFor({ first_name: 'Ada' });
  action.complete();
  expect(action.keyFor({ first_name: 'Ada' })).not.toBe(second);
});
