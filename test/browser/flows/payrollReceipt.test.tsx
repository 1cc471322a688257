/**
 * The printed receipt of a processed payroll names everything on its own (the page around it is
 * not printed): the company, pay period and check date, and each employee's gross, taxes,
 * deductions and net pay with the totals, equal to the service's payroll to the cent.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { createFormat } from '../../../src';
import { SLOW, money, servicePayroll, upcoming, startCalculated, submitPayroll } from './payrollRunSteps';
import { callDemo } from './taxPayHelpers';

afterEach(() => {
  vi.restoreAllMocks();
});

test('the printed receipt names the company, pay period and check date, and adds up to the payroll', async () => {
  const { stack, screen } = await startCalculated({ bonus: '125.50' });
  const payroll = await upcoming(stack);
  await submitPayroll(screen);

  const receipt = screen.getByRole('article', { name: 'Receipt' });
  await expect.element(receipt.getByRole('button', { name: 'Print receipt' }), SLOW).toBeVisible();
  const printed = vi.spyOn(window, 'print').mockImplementation(() => {
    // Printing shows the receipt alone: the page marks itself while the dialog is up.
    expect(document.documentElement.hasAttribute('data-pk-printing')).toBe(true);
  });
  await userEvent.click(receipt.getByRole('button', { name: 'Print receipt' }));
  expect(printed).toHaveBeenCalledOnce();

  const company = (await callDemo(stack.api, 'GET', `/v1/companies/${stack.api.companyUuid}`)).body as {
    name: string;
  };
  const processed = await servicePayroll(stack, payroll.uuid, 'include=totals,taxes&page=1&per=100');
  const { pay_period: period } = (await servicePayroll(stack, payroll.uuid)) as unknown as {
    pay_period: { start_date: string; end_date: string };
  };
  const date = createFormat('en-US').date;
  await expect.element(receipt).toHaveTextContent(`Company${company.name}`);
  await expect
    .element(receipt)
    .toHaveTextContent(`Pay period${date(period.start_date)} – ${date(period.end_date)}`);
  await expect
    .element(receipt)
    .toHaveTextContent(
      `Check date${date(processed.payment_speed_changed?.current_check_date ?? processed.check_date)}`,
    );

  // Each employee's row: gross, own taxes and net as the service calculated them.
  const paid = processed.employee_compensations!.filter((line) => Number(line.gross_pay) > 0);
  expect(paid.length).toBeGreaterThan(1);
  const toCents = (decimal: string | null | undefined) => Math.round(Number(decimal ?? 0) * 100);
  for (const line of paid) {
    const ownTaxes = line
      .taxes!.filter((tax) => !tax.employer)
      .reduce((sum, tax) => sum + toCents(tax.amount), 0);
    const row = receipt.getByRole('row', { name: new RegExp(`^${line.first_name} ${line.last_name}`) });
    await expect.element(row).toHaveTextContent(money(String(line.gross_pay)));
    await expect.element(row).toHaveTextContent(money((ownTaxes / 100).toFixed(2)));
    await expect.element(row).toHaveTextContent(money(String(line.net_pay)));
  }
  const total = (label: string) =>
    receipt.getByText(label, { exact: true }).element().nextElementSibling?.textContent;
  expect(total('Gross pay')).toBe(money(processed.totals!.gross_pay!));
  expect(total('Net pay')).toBe(money(processed.totals!.net_pay!));
  expect(total('Employee taxes')).toBe(money(processed.totals!.employee_taxes!));
}, 60_000);
