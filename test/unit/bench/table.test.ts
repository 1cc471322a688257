import { expect, test } from 'vitest';
import { textTable } from '../../../bench/table';

test('columns align, numbers right-aligned, and a short row’s note spans without widening them', () => {
  const table = textTable(
    ['case', 'gzip', 'budget'],
    [
      ['react', '67.6 kB', 'none'],
      ['<PayrollRun/>', 'not built yet (payroll-kit does not export PayrollRun)'],
    ],
  );
  expect(table.split('\n')).toEqual([
    'case           gzip     budget',
    '-------------  -------  ------',
    'react          67.6 kB  none',
    '<PayrollRun/>  not built yet (payroll-kit does not export PayrollRun)',
  ]);
});
