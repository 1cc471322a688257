/**
 * A contractor's onboarding steps on their page, in Chromium against the demo service through the
 * proxy: an Individual added without an SSN has the details to do first, so "Continue" opens the
 * form of details and pay; once the SSN is saved the details are done and "Continue" leads to the
 * address.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { Contractors } from '../../../src/flows';
import { startPayrollStack } from '../../../stories/flows/payrollRunStack';
import { addContractor, FIXED_INDIVIDUAL } from '../../support/contractors';
import { demoAdmin } from '../../support/demoAdmin';
import { renderWithDemo } from './renderWithDemo';

afterEach(() => vi.restoreAllMocks());

/** Monday 2026-06-15, 09:00 in California. */
const NOW = Date.parse('2026-06-15T16:00:00Z');

test('Continue opens the first open step: the details form while the SSN is missing, then the address', async () => {
  const stack = await startPayrollStack({ employees: 1, rateLimit: 100_000, now: () => new Date(NOW) });
  const { uuid: contractorId } = await addContractor(demoAdmin(stack.api), FIXED_INDIVIDUAL);
  const { screen } = await renderWithDemo(
    <Contractors
      companyId={stack.api.companyUuid}
      today="2026-06-15"
      initialScreen={{ name: 'contractor', contractorId }}
    />,
    { api: stack.api, baseUrl: stack.baseUrl, fetch: stack.fetch },
  );
  const onboarding = screen.getByRole('region', { name: 'Onboarding' });
  const steps = onboarding.getByRole('list', { name: 'Onboarding' });
  await expect
    .element(steps.getByRole('listitem').filter({ hasText: 'Details and pay' }))
    .toHaveTextContent('To do');

  await userEvent.click(onboarding.getByRole('button', { name: 'Continue: Details and pay' }));
  await expect.element(screen.getByRole('heading', { name: 'Edit details and pay', level: 2 })).toHaveFocus();
  await userEvent.fill(screen.getByRole('textbox', { name: /Social Security number/ }), '123456789');
  await userEvent.click(screen.getByRole('button', { name: 'Save contractor' }));

  await expect.element(screen.getByRole('heading', { name: 'Mary Jackson', level: 2 })).toBeVisible();
  await expect
    .element(steps.getByRole('listitem').filter({ hasText: 'Details and pay' }))
    .toHaveTextContent('Done');
  await userEvent.click(onboarding.getByRole('button', { name: 'Continue: Address' }));
  await expect.element(screen.getByRole('heading', { name: 'Address', level: 3 })).toHaveFocus();
});
