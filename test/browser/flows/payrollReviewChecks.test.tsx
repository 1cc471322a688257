/**
 * Issue 29: the review showed a company debit below the net pay with no word why. Net pay of
 * employees paid by paper check is not debited (UPSTREAM E.8): the review says how much goes out
 * as checks, the service's own figure, and says nothing when nobody is paid by check.
 */
import { page, userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import {
  calculate,
  money,
  openEditor,
  servicePayroll,
  start,
  SLOW,
  startCalculated,
} from './payrollRunSteps';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CHECKS = 'Paid by paper check, not debited';

test('the review names the net pay that goes out by paper check and is not debited', async () => {
  const { stack, screen, onEvent } = await start({ employees: 4 });
  const grid = await openEditor(screen);
  const methods = grid.getByRole('combobox', { name: /^Payment method for / });
  await expect.element(methods.first()).toBeVisible();
  const all = methods.elements() as HTMLSelectElement[];
  // One employee by paper check, the others by direct deposit.
  if (all[0]!.value !== 'Check') await userEvent.selectOptions(all[0]!, 'Check');
  for (const select of all.slice(1)) {
    if (select.value !== 'Direct Deposit') await userEvent.selectOptions(select, 'Direct Deposit');
  }
  await calculate(screen);
  const payrollId = (
    onEvent.mock.calls.find(([type]) => type === 'payroll.calculated')![1] as { payrollId: string }
  ).payrollId;
  const totals = (await servicePayroll(stack, payrollId)).totals!;
  expect(Number(totals.check_amount)).toBeGreaterThan(0);
  const line = screen.getByText(CHECKS);
  await expect.element(line).toBeVisible();
  expect(line.element().nextElementSibling?.textContent).toBe(money(totals.check_amount!));

  // Everybody by direct deposit: no check line.
  await userEvent.click(screen.getByRole('button', { name: 'Edit payroll' }));
  await userEvent.click(
    page.getByRole('alertdialog').getByRole('button', { name: 'Edit and clear the calculation' }),
  );
  const first = screen
    .getByRole('grid', { name: 'Payroll editor' })
    .getByRole('combobox', { name: /^Payment method for / })
    .first();
  await expect.element(first).toBeVisible();
  await userEvent.selectOptions(first, 'Direct Deposit');
  await calculate(screen);
  await expect.element(screen.getByText('Company debit'), SLOW).toBeVisible();
  expect(screen.getByText(CHECKS).elements()).toHaveLength(0);
}, 90_000);

test('at 1280 px the review offers Submit and Edit payroll side by side, on one line', async () => {
  await page.viewport(1280, 720);
  const { screen } = await startCalculated({ employees: 2 });
  const submit = screen.getByRole('button', { name: 'Submit payroll' });
  const edit = screen.getByRole('button', { name: 'Edit payroll' });
  await expect.element(submit, SLOW).toBeVisible();
  await expect.element(edit).toBeVisible();
  const [a, b] = [submit.element().getBoundingClientRect(), edit.element().getBoundingClientRect()];
  expect(Math.round(a.top)).toBe(Math.round(b.top));
  expect(b.left).toBeGreaterThan(a.right);
});
