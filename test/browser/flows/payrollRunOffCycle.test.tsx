/**
 * Off-cycle payrolls in <PayrollRun/> against the demo service through the proxy: a bonus for
 * three people pays only the bonus, and a choice of 101 people is refused with the limit's message.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { SLOW, servicePayroll, start } from './payrollRunSteps';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('an off-cycle bonus for three employees pays only the bonus', async () => {
  const { stack, screen, onEvent } = await start();
  await userEvent.click(screen.getByRole('button', { name: 'New off-cycle payroll' }));
  await expect.element(screen.getByRole('heading', { name: 'New off-cycle payroll' })).toHaveFocus();
  await expect.element(screen.getByRole('combobox', { name: /^Reason/ })).toHaveValue('Bonus');
  const people = screen.getByRole('group', { name: 'Employees to pay' }).getByRole('checkbox');
  await expect.element(people.first()).toBeVisible();
  for (const index of [0, 1, 2]) await userEvent.click(people.nth(index));
  await expect.element(screen.getByText('3 of at most 100 employees chosen.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Create payroll' }));

  const grid = screen.getByRole('grid', { name: 'Payroll editor' });
  await expect.element(screen.getByText('Showing 3 of 3 employees.')).toBeVisible();
  const bonuses = grid.getByRole('textbox', { name: /^Bonus for / });
  for (const index of [0, 1, 2]) await userEvent.type(bonuses.nth(index), '100');
  await expect.element(screen.getByText('All changes saved.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Calculate payroll' }));
  await expect.element(screen.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();
  await expect.element(screen.getByText('$300.00').first()).toBeVisible();

  const created = onEvent.mock.calls.find(([type]) => type === 'payroll.offCycleCreated')![1] as {
    payrollId: string;
  };
  const payroll = await servicePayroll(stack, created.payrollId);
  expect(payroll.totals).toMatchObject({ gross_pay: '300.00', employee_bonuses: '300.00' });
}, 60_000);

test('choosing 101 employees is refused with the limit’s message, and nothing is created', async () => {
  const { stack, screen } = await start({ employees: 120 });
  await userEvent.click(screen.getByRole('button', { name: 'New off-cycle payroll' }));
  const group = screen.getByRole('group', { name: 'Employees to pay' });
  for (let page = 1; page <= 4; page += 1) {
    const choose = group.getByRole('button', { name: /^Choose the \d+ shown$/ });
    await expect.element(group.getByRole('checkbox').first()).toBeVisible();
    await userEvent.click(choose);
    await userEvent.click(group.getByRole('button', { name: /next/i }));
  }
  await expect.element(screen.getByText('100 of at most 100 employees chosen.')).toBeVisible();
  await expect.element(group.getByRole('checkbox').first()).not.toBeChecked();
  await userEvent.click(group.getByRole('checkbox').first());
  const message = 'An off-cycle payroll can pay at most 100 employees; 101 are chosen.';
  await expect.element(screen.getByRole('alert').getByText(message)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Create payroll' }));
  await expect.element(screen.getByText(message).first()).toBeVisible();
  expect(
    stack.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/payrolls')),
  ).toEqual([]);
}, 60_000);
