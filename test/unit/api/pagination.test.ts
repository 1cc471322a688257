import { expect, test } from 'vitest';
import { listEmployees } from '../../../src/api/employees/operations';
import { demoClient, startDemo } from './demoService';

test('a page of employees reports its position from the four page headers', async () => {
  const { api, fetchFn } = startDemo(12);
  const client = demoClient(fetchFn);

  const page = await listEmployees(client, api.companyUuid, { page: 3, per: 5 });

  expect(page).toMatchObject({ page: 3, per: 5, totalCount: 12, totalPages: 3 });
  expect(page.items).toHaveLength(2);
});

test('sorting by typed clauses orders the employees as asked', async () => {
  const { api, fetchFn } = startDemo(12);
  const client = demoClient(fetchFn);

  const page = await listEmployees(client, api.companyUuid, {
    per: 100,
    sortBy: [{ field: 'last_name', direction: 'desc' }, 'first_name'],
  });

  const lastNames = page.items.map((employee) => employee.last_name.toLowerCase());
  expect(lastNames).toEqual([...lastNames].sort().reverse());
});
