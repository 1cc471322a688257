/**
 * Issue 43: child support's states read "FL – Florida" as every other state list does, and a
 * voluntary deduction after taxes is offered beside the court orders. <EmployeeManagement/>
 * through the real proxy, the service's clock pinned to Monday 15 June 2026.
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

test('the garnishment form offers a voluntary deduction, and names child support’s states with their codes and names', async () => {
  const stack = await startPayrollStack({ employees: 12, now: () => new Date(NOW) });
  const { locator: screen } = await stack.render(
    <EmployeeManagement companyId={stack.api.companyUuid} today="2026-06-15" />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Manage Grace Lovelace' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add a garnishment' }));
  const kind = screen.getByRole('combobox', { name: /Kind of order/ });
  await expect.element(kind, SLOW).toBeVisible();
  await expect
    .element(kind.getByRole('option', { name: 'Voluntary deduction (after taxes)' }))
    .toBeInTheDocument();

  await userEvent.selectOptions(kind, 'child_support');
  const state = screen.getByRole('combobox', { name: /State of the order/ });
  await expect.element(state.getByRole('option', { name: 'FL – Florida' }), SLOW).toBeInTheDocument();
  // Every state (the placeholder aside) reads "XX – Name".
  const states = state
    .getByRole('option')
    .elements()
    .map((option) => option.textContent ?? '');
  expect(states.slice(1).length).toBeGreaterThan(1);
  for (const label of states.slice(1)) expect(label).toMatch(/^[A-Z]{2} – \S/);
}, 30_000);
