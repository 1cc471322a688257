/**
 * Issue 26: the payroll run's history gives, per employee, the pay stub. In Chromium against the
 * demo service through the proxy: once a payroll is processed, opening an employee's row of its
 * review (by keyboard) shows a link to their pay stub, a PDF that opens in a new tab and carries
 * the payroll's own figures for them to the cent; a payroll not yet processed offers no stub.
 */
import { page, userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { SLOW, money, servicePayroll, upcoming, startCalculated, submitPayroll } from './payrollRunSteps';

test('a processed payroll opens each employee to their pay stub PDF, with their gross and net pay', async () => {
  const { stack, screen } = await startCalculated();
  const review = screen.getByRole('table', { name: 'What each employee is paid' });
  // Calculated, not processed: a row opens to its pay lines, but there is no stub yet.
  await userEvent.click(review.getByRole('button', { expanded: false }).first());
  await expect.element(review.getByRole('button', { expanded: true })).toBeVisible();
  expect(review.getByRole('link', { name: /^Pay stub/ }).query()).toBeNull();

  const payroll = await upcoming(stack);
  await submitPayroll(screen);
  await expect.element(screen.getByRole('article', { name: 'Receipt' }), SLOW).toBeVisible();
  const processed = await servicePayroll(stack, payroll.uuid, 'include=totals,taxes&page=1&per=100');
  const paid = processed.employee_compensations!.filter((line) => Number(line.gross_pay) > 0);
  expect(paid.length).toBeGreaterThan(1);

  for (const line of paid.slice(0, 2)) {
    const name = `${line.first_name} ${line.last_name}`;
    const opener = review.getByRole('button', { name });
    (opener.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const link = review.getByRole('link', { name: `Pay stub (PDF) for ${name}` });
    await expect.element(link, SLOW).toBeVisible();
    expect(link.element().getAttribute('target')).toBe('_blank');
    const pdf = await (await fetch(link.element().getAttribute('href')!)).text();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`(Gross pay: ${money(String(line.gross_pay))})`);
    expect(pdf).toContain(`(Net pay: ${money(String(line.net_pay))})`);
  }

  // At a phone's width the rows are cards whose cells sit at the card's end; the stub link starts
  // its own line, as the pay lines above it do.
  await page.viewport(320, 720);
  const link = review.getByRole('link', { name: /^Pay stub \(PDF\) for / }).element() as HTMLElement;
  const lines = link.previousElementSibling as HTMLElement;
  await expect
    .poll(() => Math.round(link.getBoundingClientRect().left - lines.getBoundingClientRect().left))
    .toBe(0);
  expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(lines.getBoundingClientRect().bottom);
}, 60_000);
