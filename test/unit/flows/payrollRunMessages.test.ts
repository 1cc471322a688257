// A blocker's fix button is named `blocker.fixFor` and shows `blocker.fix`: in every language the
// name starts with the words shown (issue 47, WCAG 2.5.3 label in name), or a voice-control user
// saying what they see misses the button.
import { expect, test } from 'vitest';
import { payrollRunMessages } from '../../../src/flows/PayrollRun/messages';
import { payrollRunMessagesEs } from '../../../src/flows/PayrollRun/messages.es';

test.each([
  ['English', payrollRunMessages.en],
  ['Spanish', payrollRunMessagesEs],
])('%s: the fix button’s name starts with its visible words', (_language, words) => {
  const shown = words['blocker.fix'];
  const name = words['blocker.fixFor'].replace('{blocker}', 'The bank account is not verified.');
  expect(name.startsWith(shown)).toBe(true);
  expect(name.length).toBeGreaterThan(shown.length);
});
