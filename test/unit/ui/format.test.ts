import { expect, test } from 'vitest';
import { createFormat } from '../../../src/ui';

test('money is formatted from the decimal string exactly, beyond float precision', () => {
  const format = createFormat('en-US');
  expect(format.money('1250.5')).toBe('$1,250.50');
  // 2^53 + 1 dollars: a float would print ...992.00
  expect(format.money('9007199254740993.10')).toBe('$9,007,199,254,740,993.10');
  expect(format.money('-0.10')).toBe('-$0.10');
});

test('values the formatter does not understand are shown raw, not as NaN', () => {
  const format = createFormat('en-US');
  expect(format.money('n/a')).toBe('n/a');
  expect(format.date('someday')).toBe('someday');
  expect(format.number('lots')).toBe('lots');
});

test('a calendar date is the same day in every time zone', () => {
  expect(createFormat('en-US').date('2026-01-01')).toBe('Jan 1, 2026');
  expect(createFormat('es-US').date('2026-01-31')).toMatch(/31.*ene.*2026/);
});

test('numbers and percents follow the locale', () => {
  expect(createFormat('en-US').number('40.000')).toBe('40');
  expect(createFormat('en-US').number(1234.5)).toBe('1,234.5');
  expect(createFormat('en-US').percent('12.5')).toBe('12.5%');
  expect(createFormat('es-US').money('1250.50')).toContain('1,250.50');
});
