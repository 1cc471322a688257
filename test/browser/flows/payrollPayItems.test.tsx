/**
 * Issue 44 (DECISIONS 67) in Chromium through the real proxy, clock pinned to Monday 15 June 2026:
 * the company's own earning type (Hazard Pay) and a one-off reimbursement typed in Grace
 * Lovelace's row of the editor; her row of the review to the cent, each line hand-checked; the
 * reimbursement untaxed and in the check amount; the receipt's row the same.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startPayrollStack } from './payrollRunStack';
import { SLOW, openEditor, renderRun, submitPayroll } from './payrollRunSteps';
import { callDemo } from './taxPayHelpers';

const NOW = new Date('2026-06-15T16:00:00Z');

beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The `<dt>` words and `<dd>` amounts of one list of figures. */
const figures = (list: Element) =>
  [...list.querySelectorAll(':scope > div')].map((line) => [
    line.querySelector('dt')!.textContent!,
    line.querySelector('dd')!.textContent!,
  ]);

test('a custom earning and a reimbursement typed in the editor, reviewed to the cent, untaxed and in the check amount', async () => {
  const stack = await startPayrollStack({ employees: 4, now: () => NOW });
  const created = await callDemo(stack.api, 'POST', `/v1/companies/${stack.api.companyUuid}/earning_types`, {
    name: 'Hazard Pay',
  });
  expect(created.status).toBe(201);
  const { screen } = await renderRun(stack);
  const grid = await openEditor(screen);
  await userEvent.type(
    grid.getByRole('textbox', { name: 'Hazard Pay for Grace Lovelace', exact: true }),
    '150',
  );
  await userEvent.type(
    grid.getByRole('textbox', { name: 'Reimbursement for Grace Lovelace', exact: true }),
    '42.10',
  );
  // The demo's clock is pinned: it moves on by hand for the calculation to finish.
  await expect.element(screen.getByText('All changes saved.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Calculate payroll' }));
  await stack.api.clock.advance(1000);
  await expect.element(screen.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();

  const name = screen.getByRole('button', { name: 'Grace Lovelace', exact: true });
  await userEvent.click(name);
  const lists = name.element().closest('td')!.querySelectorAll('.pk-payroll-lines');
  // Grace: $85,000 a year, Married on her W-4 (Step 2 unchecked), works in New York (5.5%).
  // Gross: $85,000 / 26 = $3,269.23 salary + $150.00 Hazard Pay = $3,419.23.
  // Federal (Pub. 15-T 1A): 3,419.23 × 26 = 88,899.98 − 12,900 = 75,999.98;
  //   2,480 + 12% × (75,999.98 − 44,100) = 6,308.00; / 26 = $242.62.
  // Social Security 6.2% = $211.99; Medicare 1.45% = $49.58; New York 5.5% = $188.06.
  // Net: 3,419.23 − 242.62 − 211.99 − 49.58 − 188.06 = $2,726.98; the $42.10 on top, untaxed.
  // The employer: Social Security and Medicare matched; FUTA 0.6% of $3,419.23 = $20.52 (her
  // $3,269.23 paid on 10 June leaves $3,730.77 under the $7,000 base); $282.09 in all.
  expect(figures(lists[0]!)).toEqual([
    ['Hazard Pay', '$150.00'],
    ['Salary and other pay', '$3,269.23'],
    ['Gross pay', '$3,419.23'],
    ['Federal Income Tax', '-$242.62'],
    ['Social Security', '-$211.99'],
    ['Medicare', '-$49.58'],
    ['NY Income Tax', '-$188.06'],
    ['Net pay', '$2,726.98'],
    ['Reimbursements', '$42.10'],
    ['Employer taxes', '$282.09'],
    ['Social Security', '$211.99'],
    ['Medicare', '$49.58'],
    ['FUTA', '$20.52'],
  ]);
  // What she receives: the reimbursement, then net pay plus it.
  expect(figures(lists[1]!)).toEqual([
    ['Reimbursement', '$42.10'],
    ['Check amount (net pay and reimbursements)', '$2,769.08'],
  ]);
  const row = screen.getByRole('row', { name: /^Grace Lovelace/ });
  await expect.element(row).toHaveTextContent('$3,419.23');
  await expect.element(row).toHaveTextContent('$2,726.98');

  // The receipt's row: the same gross and net, the reimbursement and the check amount.
  await submitPayroll(screen);
  await stack.api.clock.advance(1000);
  const receipt = screen.getByRole('article', { name: 'Receipt' });
  await expect.element(receipt, SLOW).toBeVisible();
  const paid = receipt.getByRole('row', { name: /^Grace Lovelace/ });
  await expect
    .element(paid, SLOW)
    .toHaveTextContent(/\$3,419\.23.*\$692\.25.*\$0\.00.*\$2,726\.98.*\$42\.10.*\$2,769\.08/);
}, 60_000);
