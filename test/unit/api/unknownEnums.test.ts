import { expect, test } from 'vitest';
import { toFieldErrors } from '../../../src/api/fieldErrors';
import { isApiError, type ApiError } from '../../../src/api/errors';
import { getEmployee, listEmployees, updateEmployee } from '../../../src/api/employees/operations';
import { demoClient, startDemo } from './demoService';

/**
 * A fetch that lets the demo service answer, then renames one enum value in the real answer to a
 * value that does not exist today, the way a future API version may add one (SPEC §9.6).
 */
function withFutureEnumValue(fetchFn: typeof fetch, field: string, value: string): typeof fetch {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    const text = await response.text();
    const renamed = text.replace(new RegExp(`"${field}":"[^"]*"`, 'g'), `"${field}":"${value}"`);
    return new Response(renamed, { status: response.status, headers: response.headers });
  };
}

test('an enum value added after this release passes through as its raw text', async () => {
  const { api, fetchFn } = startDemo(2);
  const future = 'onboarding_paused_for_review_2031';
  const client = demoClient(withFutureEnumValue(fetchFn, 'onboarding_status', future));

  const page = await listEmployees(client, api.companyUuid);
  const employee = (await getEmployee(client, page.items[0]!.uuid)).data;

  expect(page.items.every((item) => item.onboarding_status === future)).toBe(true);
  expect(employee.onboarding_status).toBe(future);
});

test('an error category added later still lands on its field', async () => {
  const { api, fetchFn } = startDemo(1);
  const future = 'invalid_in_2031_terms';
  const client = demoClient(withFutureEnumValue(fetchFn, 'category', future));
  const [employee] = (await listEmployees(client, api.companyUuid)).items;

  const error = await updateEmployee(client, employee!.uuid, {
    version: employee!.version,
    ssn: '12-345',
  }).catch((caught: unknown) => caught);

  expect(isApiError(error)).toBe(true);
  const mapped = toFieldErrors((error as ApiError).errors);
  expect(mapped.fields.ssn?.[0]?.category).toBe(future);
});
