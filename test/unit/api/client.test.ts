import { expect, test } from 'vitest';
import { API_VERSION, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/api/client';
import { ApiError, DeprecatedEndpointError, NetworkError, TimeoutError } from '../../../src/api/errors';
import { getEmployee, listEmployees } from '../../../src/api/employees/operations';
import { demoClient, recordRequests, startDemo } from './demoService';

test('every request carries the API version and the CSRF header, and never a token', async () => {
  const { api, fetchFn } = startDemo(2);
  const recorder = recordRequests(fetchFn);
  const client = demoClient(recorder.fetch);

  await listEmployees(client, api.companyUuid);

  const [request] = recorder.requests;
  expect(request?.headers.get('X-API-Version')).toBe(API_VERSION);
  expect(request?.headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
  expect(request?.headers.get('Authorization')).toBeNull();
  expect(request?.credentials).toBe('same-origin');
});

test('a removed endpoint fails with an error that names its replacement', async () => {
  const { api, fetchFn } = startDemo(1);
  const client = demoClient(fetchFn);
  const oldTerms = { method: 'GET', path: '/v1/companies/{company_id}/terms_of_service' } as const;

  const error = await client
    .request(oldTerms, { params: { company_id: api.companyUuid } })
    .catch((caught: unknown) => caught);

  expect(error).toBeInstanceOf(DeprecatedEndpointError);
  const replacement = `/v1/partner_managed_companies/${api.companyUuid}/terms_of_service`;
  expect((error as DeprecatedEndpointError).replacement).toBe(replacement);
  expect((error as Error).message).toContain(replacement);
});

test('a missing record is an ApiError with the contract category', async () => {
  const { fetchFn } = startDemo(1);
  const error = await getEmployee(demoClient(fetchFn), 'no-such-employee').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(404);
  expect((error as ApiError).category).toBe('not_found');
});

test('no answer at all is a NetworkError, a slow one a TimeoutError, a user abort an abort', async () => {
  const refused: typeof fetch = () => Promise.reject(new TypeError('connection refused'));
  await expect(getEmployee(demoClient(refused, { retry: false }), 'e-1')).rejects.toBeInstanceOf(
    NetworkError,
  );

  const never: typeof fetch = () => new Promise<Response>(() => undefined);
  await expect(getEmployee(demoClient(never, { retry: false, timeoutMs: 20 }), 'e-1')).rejects.toBeInstanceOf(
    TimeoutError,
  );

  const controller = new AbortController();
  const pending = getEmployee(demoClient(never), 'e-1', { signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});
