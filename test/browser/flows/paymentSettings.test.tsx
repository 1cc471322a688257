/**
 * <PaymentSettings/> through the real proxy as the company's admin (issue 44, DECISIONS 70,
 * UPSTREAM-2 H.8), by keyboard alone in a 320 px column: the speed and limit in words, Change
 * payment speed, an amount the service refuses (13 digits) on its field in the flow's own words
 * (not the service's text with its field key) with what was typed kept,
 * then a $2,500.00 limit saved, the notice said and focus back on Change.
 */
import { page, userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { PaymentSettings } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { tabTo } from '../tabTo';
import { proxySession } from './proxySession';
import { expectErrorOn } from './taxPayHelpers';

/** The flow root scrolls nowhere sideways, and its focused control is in view. */
function expectFits() {
  const root = document.querySelector<HTMLElement>('.pk-payment-settings')!;
  expect(root.scrollWidth, 'flow root scrolls sideways').toBeLessThanOrEqual(root.clientWidth + 1);
  const focused = document.activeElement as HTMLElement | null;
  if (focused && root.contains(focused))
    expect(focused.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right + 1);
}

test('sets the fast payment limit by keyboard alone in 320 px, a refused amount kept on its field', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 1 });
  const session = proxySession(api, 'admin');
  const onEvent = vi.fn();
  const screen = (
    await session.render(
      <div style={{ width: 320 }}>
        <PaymentSettings companyId={api.companyUuid} onEvent={onEvent} />
      </div>,
    )
  ).locator;
  await expect.element(screen.getByText('Two-day (2 business days)')).toBeVisible();
  await expect.element(screen.getByText('No limit')).toBeVisible();
  expectFits();

  const change = screen.getByRole('button', { name: 'Change payment speed' });
  await tabTo(change);
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Change payment speed' })).toHaveFocus();
  await expect.element(screen.getByRole('radio', { name: /^Two-day/ })).toBeChecked();
  const limit = screen.getByRole('textbox', { name: /Fast payment limit/ });
  await tabTo(limit);
  await userEvent.keyboard('1234567890123');
  await tabTo(screen.getByRole('button', { name: 'Save payment settings' }));
  await userEvent.keyboard('{Enter}');
  await expectErrorOn(limit, /amount of money/);
  // In the flow's own words, not the service's text naming the field by its key.
  await expectErrorOn(
    limit,
    'Enter the limit as an amount of money in dollars, such as 5,000.00, at most 999,999,999.99, or leave it blank for no limit.',
  );
  await expect.element(screen.getByText(/fast_payment_limit/)).not.toBeInTheDocument();
  await expect.element(limit).toHaveValue('1234567890123.00');
  expectFits();

  await tabTo(limit, { backward: true });
  await userEvent.keyboard('{Control>}a{/Control}2500');
  await tabTo(screen.getByRole('button', { name: 'Save payment settings' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Saved: payrolls now use Two-day (2 business days).')).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Change payment speed' })).toHaveFocus();
  await expect.element(screen.getByText('$2,500.00')).toBeVisible();
  expect((await session.call('GET', `/v1/companies/${api.companyUuid}/payment_configs`)).body).toMatchObject({
    fast_payment_limit: '2500.00',
  });
  expect(onEvent).toHaveBeenCalledWith('paymentSettings.updated', {
    companyId: api.companyUuid,
    paymentSpeed: '2-day',
    fastPaymentLimit: '2500.00',
  });
  expectFits();
});
