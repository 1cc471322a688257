import { expect, test } from 'vitest';
import { formatSortBy } from '../../../src/api/sortBy';

test('typed sort clauses become the sort_by text the service expects, earlier clauses first', () => {
  expect(formatSortBy([{ field: 'name', direction: 'desc' }, 'created_at'])).toBe('name:desc,created_at:asc');
  expect(formatSortBy('last_name')).toBe('last_name:asc');
  expect(formatSortBy([])).toBeUndefined();
});
