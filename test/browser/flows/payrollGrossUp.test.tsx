/**
 * Issue 44, gross-up (DECISIONS 71, UPSTREAM-3 M.7) through the real proxy, by the keyboard alone:
 * in a bonus off-cycle payroll's editor, "Pay a net amount" for Ada Lovelace (California, the 22%
 * supplemental rate) asks a net of $1,000.00, shows the gross the service found, puts it in her
 * Bonus, and the calculated review pays her a net of $1,000.00.
 */
import { page, userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { tabTo } from '../tabTo';
import { startPayrollStack } from './payrollRunStack';
import { SLOW, isoDay, servicePayroll } from './payrollRunSteps';
import { callDemo, seededEmployee } from './taxPayHelpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a bonus grossed up to a net of $1,000.00 by keyboard: the gross in the editor, the net in the review', async () => {
  const stack = await startPayrollStack();
  const ada = await seededEmployee(stack.api, 'Ada', 'Lovelace');
  const created = await callDemo(stack.api, 'POST', `/v1/companies/${stack.api.companyUuid}/payrolls`, {
    off_cycle: true,
    off_cycle_reason: 'Bonus',
    start_date: isoDay(0),
    end_date: isoDay(0),
    employee_uuids: [ada],
    fixed_withholding_rate: true,
    skip_regular_deductions: true,
  });
  const payrollId = created.body.uuid as string;
  const screen = (await stack.render(<PayrollRun companyId={stack.api.companyUuid} payrollId={payrollId} />))
    .locator;
  const grid = screen.getByRole('grid', { name: 'Payroll editor' });
  const bonus = grid.getByRole('textbox', { name: /^Bonus for Ada Lovelace/ });
  await expect.element(bonus, SLOW).toBeVisible();

  const open = grid.getByRole('button', { name: 'Pay a net amount to Ada Lovelace' });
  // The grid is one Tab stop that lands on the row's first cell; the row's button sits just
  // before it, beside the name: Shift+Tab from the cells reaches it.
  await tabTo(open, { backward: true, presses: 60 });
  await userEvent.keyboard('{Enter}');
  const dialog = page.getByRole('dialog', { name: 'Pay Ada Lovelace a net amount' });
  const net = dialog.getByRole('textbox', { name: /^Net pay/ });
  await tabTo(net);
  await userEvent.keyboard('1000{Enter}');
  // Hand-checked in test/unit/demo-api/grossUp.test.ts: 1,568.61 less 22%, 6.2%, 1.45% and 6.6%.
  await expect
    .element(
      dialog.getByText('A gross of $1,568.61 pays Ada Lovelace a net of $1,000.00 (or one cent more).'),
    )
    .toBeVisible();
  await tabTo(dialog.getByRole('button', { name: 'Pay $1,568.61 as Bonus' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(open).toHaveFocus();
  await expect.element(bonus).toHaveValue('1568.61');
  await expect.element(screen.getByText('All changes saved.')).toBeVisible();

  await tabTo(screen.getByRole('button', { name: 'Calculate payroll' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();
  const adaRow = screen
    .getByRole('table', { name: 'What each employee is paid' })
    .getByRole('row')
    .filter({ hasText: 'Ada Lovelace' });
  await expect.element(adaRow.getByRole('cell', { name: '$1,568.61' })).toBeVisible();
  await expect.element(adaRow.getByRole('cell', { name: '$1,000.00' })).toBeVisible();
  const paid = await servicePayroll(stack, payrollId, 'include=totals');
  expect(paid.employee_compensations?.[0]).toMatchObject({ gross_pay: '1568.61', net_pay: '1000.00' });
}, 30_000);
