import { expect, test } from 'vitest';
import { moduleExports } from '../../../bench/moduleExports';

test('reads renamed and plain names from a bundler export list', () => {
  expect(moduleExports('const x=1;function y(){}\nexport { y as EmployeeOnboarding, x };')).toEqual([
    'EmployeeOnboarding',
    'x',
  ]);
});

test('reads declared exports too', () => {
  expect(
    moduleExports('export function usePayroll(){}\nexport const createPayrollClient = () => {};'),
  ).toEqual(['usePayroll', 'createPayrollClient']);
});

test('an empty entry exports nothing', () => {
  expect(moduleExports('export {};')).toEqual([]);
});
