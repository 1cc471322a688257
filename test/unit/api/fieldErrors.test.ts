import { expect, test } from 'vitest';
import type { ApiError } from '../../../src/api/errors';
import { toFieldErrors } from '../../../src/api/fieldErrors';
import { deleteEmployee, listEmployees } from '../../../src/api/employees/operations';
import { demoClient, startDemo } from './demoService';
import { threeBadSplits } from './threeBadSplits';

test('nested errors of a three-item list land on the right three items', async () => {
  const { api, fetchFn } = startDemo(1);
  const { error } = await threeBadSplits(demoClient(fetchFn), api.companyUuid);

  const { fields, form } = toFieldErrors(error.errors);

  expect(Object.keys(fields).sort()).toEqual(['splits.0.split_amount', 'splits.1.priority', 'splits.2.uuid']);
  expect(form).toEqual([]);
});

test('a form can rename server paths to its own field names', async () => {
  const { api, fetchFn } = startDemo(1);
  const { error } = await threeBadSplits(demoClient(fetchFn), api.companyUuid);

  const { fields } = toFieldErrors(error.errors, { fieldMap: { splits: 'deposits' } });

  expect(Object.keys(fields)).toContain('deposits.1.priority');
});

test('an error about the whole record is form-level, not pinned on a field', async () => {
  const { api, fetchFn } = startDemo(1);
  const client = demoClient(fetchFn);
  const [onboarded] = (await listEmployees(client, api.companyUuid, { onboarded: true })).items;

  const error = await deleteEmployee(client, onboarded!.uuid).catch((caught: unknown) => caught);

  const { fields, form } = toFieldErrors((error as ApiError).errors);
  expect(fields).toEqual({});
  expect(form.map((issue) => issue.category)).toEqual(['invalid_operation']);
});
