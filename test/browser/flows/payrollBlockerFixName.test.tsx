/**
 * A blocker's fix button shows words its accessible name starts with (issue 47, axe
 * `label-content-name-mismatch`, WCAG 2.5.3): visible "Fix", named "Fix: <the blocker>", so a
 * voice-control user who says what they see reaches it. Against the demo service through the proxy.
 */
import axe from 'axe-core';
import { afterEach, expect, test, vi } from 'vitest';
import { PayrollRun } from '../../../src';
import { startPayrollStack } from './payrollRunStack';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the fix button shows "Fix" and is named "Fix: <blocker>"; axe finds no label-content-name-mismatch', async () => {
  const stack = await startPayrollStack();
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/blockers`, {
    keys: ['missing_bank_verification'],
  });
  const screen = (
    await stack.render(<PayrollRun companyId={stack.api.companyUuid} onFixBlocker={() => {}} />)
  ).locator;
  const bank = 'The bank account is not verified: confirm the two test deposits.';
  const button = screen.getByRole('button', { name: `Fix: ${bank}` });
  await expect.element(button).toBeVisible();
  const shown = button.element().textContent!.trim();
  expect(shown).toBe('Fix');
  expect(`Fix: ${bank}`.startsWith(shown)).toBe(true);

  // An experimental rule, off by default: asked for by name.
  const results = await axe.run(button.element(), { runOnly: ['label-content-name-mismatch'] });
  expect(results.violations).toEqual([]);
  expect(results.passes.map((rule) => rule.id)).toEqual(['label-content-name-mismatch']);
}, 60_000);
