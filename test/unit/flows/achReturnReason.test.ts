// A failed debit's return code in plain words (issue 44, UPSTREAM-3 M.5): R01, R02, R16 and R29
// each say what happened and what to do, in English and Spanish; any other code says the bank
// returned the debit and names the code; no code says the same without one. The "Debit again"
// button's name starts with its visible words in both languages (WCAG 2.5.3).
import { expect, test } from 'vitest';
import { achReturnReasonKey } from '../../../src/flows/PayrollRun/funding/achReturnReason';
import { payrollMoneyMessages } from '../../../src/flows/PayrollRun/moneyMessages';
import { payrollMoneyMessagesEs } from '../../../src/flows/PayrollRun/moneyMessages.es';

test.each([
  ['English', payrollMoneyMessages.en],
  ['Spanish', payrollMoneyMessagesEs],
])('%s: each return code in its own words, others named', (_language, words) => {
  const said = (code: string | null) => words[achReturnReasonKey(code)].replace('{code}', code ?? '');
  const explained = ['R01', 'R02', 'R16', 'R29'].map(said);
  expect(new Set(explained).size).toBe(4);
  explained.forEach((text, i) => expect(text).toContain(['R01', 'R02', 'R16', 'R29'][i]));
  expect(said('R10')).toContain('(R10)');
  expect(said('R03')).toBe(said('R10').replace('R10', 'R03'));
  expect(explained).not.toContain(said('R10').replace('R10', 'R01'));
  expect(said(null)).not.toMatch(/\(|\{/);
  const shown = words['recovery.redebit'];
  expect(words['recovery.redebitFor'].startsWith(shown)).toBe(true);
});

test('the English words of the four codes', () => {
  const en = (code: string) => payrollMoneyMessages.en[achReturnReasonKey(code)];
  expect(en('R01')).toMatch(/^Not enough money/);
  expect(en('R02')).toMatch(/closed/);
  expect(en('R16')).toMatch(/frozen/);
  expect(en('R29')).toMatch(/refused a debit/);
});
