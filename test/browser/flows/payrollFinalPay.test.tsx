/**
 * Issue 43 (the dismissal payroll, as a payroll admin met it) in Chromium through
 * the real proxy, clock pinned to Monday 15 June 2026: Grace Lovelace's last day is Tuesday 16
 * June with a dismissal payroll. It is titled as her final pay; the editor shows the Vacation
 * hours it pays out and no empty box under its one row; the review gives the payout its own line
 * beside the salary (DECISIONS 57's hand-worked figures), and her $250.00 child support is in the
 * company debit, the review saying the service sends it to the agency.
 */
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { startPayrollStack } from './payrollRunStack';
import { SLOW } from './payrollRunSteps';
import { callDemo, seededEmployee } from './taxPayHelpers';

const NOW = new Date('2026-06-15T16:00:00Z');

beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a dismissal payroll is the final pay of a named person, its payout a line of the editor and the review, no empty box', async () => {
  // Wide enough for the editor's every column: a spreadsheet, not cards.
  await page.viewport(2560, 800);
  const stack = await startPayrollStack({ employees: 4, now: () => NOW });
  const company = `/v1/companies/${stack.api.companyUuid}`;
  const grace = await seededEmployee(stack.api, 'Grace', 'Lovelace');
  const terminated = await callDemo(stack.api, 'POST', `/v1/employees/${grace}/terminations`, {
    effective_date: '2026-06-16',
    run_termination_payroll: true,
  });
  expect(terminated.status).toBe(201);
  // Her $250.00 child support order: withheld, in the company debit, sent to the agency (issue 43).
  const order = await callDemo(stack.api, 'POST', `/v1/employees/${grace}/garnishments`, {
    garnishment_type: 'child_support',
    court_ordered: true,
    description: 'Child support, Broward County',
    amount: '250.00',
    recurring: true,
    child_support: { state: 'FL', fips_code: '12011', payment_period: 'Monthly', case_number: 'FL-2026-118' },
  });
  expect(order.status).toBe(201);
  const [period] = (
    await callDemo(stack.api, 'GET', `${company}/pay_periods/unprocessed_termination_pay_periods`)
  ).body;
  const created = await callDemo(stack.api, 'POST', `${company}/payrolls`, {
    off_cycle: true,
    off_cycle_reason: 'Dismissed employee',
    start_date: period.start_date,
    end_date: period.end_date,
    employee_uuids: [grace],
  });
  expect(created.status).toBe(200);

  const { locator: screen } = await stack.render(
    <PayrollRun companyId={stack.api.companyUuid} payrollId={created.body.uuid} />,
  );
  await expect
    .element(screen.getByRole('heading', { level: 2 }), SLOW)
    .toHaveTextContent('Final pay of Grace Lovelace, Jun 6, 2026 – Jun 19, 2026');
  const grid = screen.getByRole('grid', { name: 'Payroll editor' });
  // The Vacation policy pays out its 48 unused hours: the editor says so on her row.
  await expect.element(grid.getByText('Vacation: 48 unused hours paid out')).toBeVisible();
  // One row: the grid ends at its totals, with no empty box below them (it was 30rem tall).
  await expect.element(grid).not.toHaveAttribute('data-layout', 'cards');
  const box = grid.element().getBoundingClientRect();
  const totals = grid.element().querySelector('.pk-payroll-grid__foot')!.getBoundingClientRect();
  expect(box.bottom - totals.bottom).toBeLessThanOrEqual(2);

  // The demo's clock is pinned: it moves on by hand for the calculation to finish.
  await expect.element(screen.getByText('All changes saved.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Calculate payroll' }));
  await stack.api.clock.advance(1000);
  await expect.element(screen.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();
  const name = screen.getByRole('button', { name: 'Grace Lovelace', exact: true });
  await userEvent.click(name);
  const lines = name.element().closest('td')!.querySelector('.pk-payroll-lines')!;
  const shown = [...lines.querySelectorAll(':scope > div')].map((line) => [
    line.querySelector('dt')!.textContent!,
    line.querySelector('dd')!.textContent!,
  ]);
  // Mon 8 – Tue 16 June, 7 business days: $85,000 × 7 ÷ 260 = $2,288.46; the payout
  // 48 h × ($85,000 ÷ 2,080 = $40.87) = $1,961.76; gross $4,250.22.
  expect(shown.slice(0, 3)).toEqual([
    ['Vacation with unused hours paid out: 48 h × $40.87', '$1,961.76'],
    ['Salary and other pay', '$2,288.46'],
    ['Gross pay', '$4,250.22'],
  ]);
  // The summary: the child support is in the debit ($3,098.99 net + $1,248.75 taxes + $250.00),
  // and the review says who pays the agency.
  const summary = screen.getByText('Child support, in the debit').element().closest('dl')!;
  expect(summary.textContent).toContain('Child support, in the debit$250.00');
  expect(summary.textContent).toContain('$4,597.74');
  await expect
    .element(
      screen.getByText(
        'The $250.00 of child support withheld from pay is in the company debit: we send it to the child support agency.',
        { exact: false },
      ),
    )
    .toBeVisible();
}, 60_000);
