/**
 * Issue 43: "Dismiss contractor" was a red button with the last day prefilled to today while
 * "Terminate employment" was a plain primary one, and an employee's name and its sections were all
 * `h2`. One style for a destructive action (danger), no date proposed, and the page's sections a
 * level below its name. Through the real proxy, the service's clock pinned to Monday 15 June 2026.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { Contractors, EmployeeManagement } from '../../../src/flows';
import { startPayrollStack } from './payrollRunStack';
import { seededEmployee } from './taxPayHelpers';
import { addContractor, HOURLY_INDIVIDUAL } from '../../support/contractors';
import { demoAdmin } from '../../support/demoAdmin';

const NOW = Date.parse('2026-06-15T16:00:00Z');
const SLOW = { timeout: 10_000 };

test('terminating an employee: the name is the h2, its sections h3; the danger button opens a form with no last day proposed and a danger submit', async () => {
  const stack = await startPayrollStack({ employees: 3, now: () => new Date(NOW) });
  await seededEmployee(stack.api, 'Grace', 'Lovelace');
  const { locator: screen } = await stack.render(
    <EmployeeManagement companyId={stack.api.companyUuid} today="2026-06-15" />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Manage Grace Lovelace' }));
  await expect.element(screen.getByRole('heading', { name: 'Grace Lovelace', level: 2 }), SLOW).toHaveFocus();
  await expect
    .element(screen.getByRole('heading', { name: 'Employment', exact: true, level: 3 }), SLOW)
    .toBeVisible();
  expect(screen.getByRole('heading', { level: 2 }).elements()).toHaveLength(1);

  const terminate = screen.getByRole('button', { name: 'Terminate employment' });
  await expect.element(terminate).toHaveAttribute('data-variant', 'danger');
  await userEvent.click(terminate);
  await expect.element(screen.getByLabelText(/Last day of work/), SLOW).toHaveValue('');
  await expect
    .element(screen.getByRole('button', { name: 'Terminate', exact: true }))
    .toHaveAttribute('data-variant', 'danger');
}, 30_000);

test('dismissing a contractor: no last day proposed, an empty one refused on its field before any question', async () => {
  const stack = await startPayrollStack({ employees: 1, now: () => new Date(NOW) });
  await addContractor(demoAdmin(stack.api), { ...HOURLY_INDIVIDUAL, ssn: '123456789' });
  const { locator: screen } = await stack.render(
    <Contractors companyId={stack.api.companyUuid} today="2026-06-15" />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open Katherine Johnson' }));
  const employment = screen.getByRole('region', { name: 'Employment' });
  const lastDay = employment.getByLabelText(/Last day/);
  await expect.element(lastDay, SLOW).toHaveValue('');
  const dismiss = employment.getByRole('button', { name: 'Dismiss contractor' });
  await expect.element(dismiss).toHaveAttribute('data-variant', 'danger');
  await userEvent.click(dismiss);
  await expect.element(lastDay).toHaveAccessibleDescription(/Enter a date\./);
  expect(screen.getByRole('alertdialog').query()).toBeNull();
}, 30_000);
