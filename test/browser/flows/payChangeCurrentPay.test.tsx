/**
 * Issue 43: the pay-change form hid the current pay while the new one was typed. It now stays in
 * view. <EmployeeManagement/> through the real proxy, the clock pinned to Monday 15 June 2026.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { EmployeeManagement } from '../../../src/flows';
import { startPayrollStack } from './payrollRunStack';

const NOW = Date.parse('2026-06-15T16:00:00Z');
const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the pay-change form shows the pay in effect while the new rate is typed', async () => {
  const stack = await startPayrollStack({ employees: 12, now: () => new Date(NOW) });
  const { locator: screen } = await stack.render(
    <EmployeeManagement companyId={stack.api.companyUuid} today="2026-06-15" />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Manage Grace Lovelace' }));
  await userEvent.click(screen.getByRole('button', { name: 'Change pay from a date' }));
  const rate = screen.getByRole('textbox', { name: /rate/i });
  await expect.element(rate, SLOW).toBeVisible();
  await userEvent.fill(rate, '91000');
  await expect.element(screen.getByText(/^Current pay: \$85,000\.00 \(Per year\), since /)).toBeVisible();
}, 30_000);
