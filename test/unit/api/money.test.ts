import { expect, test } from 'vitest';
import { centsToMoney, moneyToCents, normalizeMoney } from '../../../src/api/money';

test('amounts typed the way people type them become wire decimals and whole cents', () => {
  expect(normalizeMoney(' $1,250.5 ')).toBe('1250.50');
  expect(moneyToCents('$1,250.5')).toBe(125050);
  expect(moneyToCents('250.5')).toBe(25050);
  expect(centsToMoney(25050)).toBe('250.50');
});

test('negative amounts keep their sign both ways; minus zero is zero', () => {
  expect(moneyToCents('-12.34')).toBe(-1234);
  expect(moneyToCents('-0.00')).toBe(0);
  expect(centsToMoney(-1234)).toBe('-12.34');
  expect(centsToMoney(-1)).toBe('-0.01');
  expect(centsToMoney(moneyToCents('-12.34')!)).toBe('-12.34');
});

test('what is not an amount is null, never a guess: blanks, words, a third decimal place', () => {
  expect(moneyToCents('')).toBeNull();
  expect(moneyToCents('   ')).toBeNull();
  expect(moneyToCents('ten')).toBeNull();
  expect(moneyToCents('12.345')).toBeNull();
  expect(moneyToCents('1.2.3')).toBeNull();
  expect(() => centsToMoney(Number.NaN)).toThrow(RangeError);
  expect(() => centsToMoney(12.5)).toThrow(RangeError);
});
