// Money helpers of the headless layer (src/api/money.ts): wire decimal strings in and out, integer
// cents in between, never a float.
import { expect, test } from 'vitest';
import { centsToMoney, moneyToCents, normalizeMoney } from '../../../src/api/money';

test('what a user types is tidied into a wire amount, and what is not an amount is left for validation', () => {
  expect(normalizeMoney('$1,250.5')).toBe('1250.50');
  expect(normalizeMoney('  100 ')).toBe('100.00');
  expect(normalizeMoney('.5')).toBe('0.50');
  expect(normalizeMoney('-0.00')).toBe('0.00');
  expect(normalizeMoney('12.345')).toBe('12.345');
  expect(normalizeMoney('ten')).toBe('ten');
});

test('amounts convert to integer cents and back exactly, where floats would drift', () => {
  expect(moneyToCents('1250.50')).toBe(125_050);
  expect(moneyToCents('-3.07')).toBe(-307);
  expect(moneyToCents('12.345')).toBeNull();
  expect(centsToMoney(125_050)).toBe('1250.50');
  expect(centsToMoney(-7)).toBe('-0.07');
  // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
  expect(centsToMoney(moneyToCents('0.10')! + moneyToCents('0.20')!)).toBe('0.30');
  const lines = Array.from({ length: 5_000 }, () => '33.33');
  expect(centsToMoney(lines.reduce((sum, amount) => sum + moneyToCents(amount)!, 0))).toBe('166650.00');
  expect(() => centsToMoney(1.5)).toThrow(RangeError);
});
