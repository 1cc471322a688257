/**
 * A contractor's onboarding steps on their page, in Chromium against the demo service through the
 * proxy: an Individual added without an SSN has the details to do first, so "Continue" opens the
 * form of details and pay; once the SSN is saved the details are done and "Continue" leads to the
 * address.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { FIXED_INDIVIDUAL } from '../../support/contractors';
import { renderContractorPage } from './contractorPage';

afterEach(() => vi.restoreAllMocks());

test('Continue opens the first open step: the details form while the SSN is missing, then the address', async () => {
  const { screen } = await renderContractorPage(FIXED_INDIVIDUAL);
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
