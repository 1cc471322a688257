/**
 * No dead ends in payroll (issue 24): a blocker that a company onboarding step clears offers
 * "Fix this", which names the step; the partner opens `<CompanyOnboarding/>` there. A blocker no
 * step of the admin's clears (waiting for approval) offers nothing to click. Against the demo
 * service through the proxy.
 */
import { useState } from 'react';
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { CompanyOnboarding, companyScreenFor, PayrollRun, type PayrollBlockerFix } from '../../../src';
import { startPayrollStack } from './payrollRunStack';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a blocker offers the onboarding step that clears it, and the partner opens that step', async () => {
  const stack = await startPayrollStack();
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/blockers`, {
    keys: ['missing_bank_verification', 'needs_approval'],
  });
  const fixes: PayrollBlockerFix[] = [];
  function PartnerPage() {
    const [fix, setFix] = useState<PayrollBlockerFix>();
    return fix ? (
      <CompanyOnboarding companyId={stack.api.companyUuid} initialScreen={companyScreenFor(fix.step)} />
    ) : (
      <PayrollRun
        companyId={stack.api.companyUuid}
        onFixBlocker={(chosen) => {
          fixes.push(chosen);
          setFix(chosen);
        }}
      />
    );
  }
  const screen = (await stack.render(<PartnerPage />)).locator;

  const bank = 'The bank account is not verified: confirm the two test deposits.';
  await expect.element(screen.getByText(bank)).toBeVisible();
  await expect.element(screen.getByText('The company awaits approval: nothing to do yet.')).toBeVisible();
  // One way out, for the blocker the admin can clear; none for waiting on approval.
  expect(screen.getByRole('button', { name: /^Fix: / }).elements()).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: `Fix: ${bank}` }));
  expect(fixes).toEqual([{ blocker: 'missing_bank_verification', step: 'verify_bank_info' }]);
  await expect.element(screen.getByRole('heading', { level: 2, name: 'Bank account' })).toBeVisible();
}, 60_000);

test('without onFixBlocker, blockers are explained with nothing to click', async () => {
  const stack = await startPayrollStack();
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/blockers`, {
    keys: ['missing_bank_verification'],
  });
  const screen = (await stack.render(<PayrollRun companyId={stack.api.companyUuid} />)).locator;
  await expect
    .element(screen.getByText('The bank account is not verified: confirm the two test deposits.'))
    .toBeVisible();
  expect(screen.getByRole('button', { name: /^Fix/ }).elements()).toHaveLength(0);
}, 60_000);
